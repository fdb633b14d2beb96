import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";

export const meta = calculatorMeta("mortgage-payment");

export default function MortgagePaymentRoute() {
  return <CalculatorPage calculatorKey="mortgage-payment" />;
}
