import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";
import { mortgagePayment } from "~/calculators/mortgage-payment/definition";

export const meta = calculatorMeta("mortgage-payment");

export default function MortgagePaymentRoute() {
  return <CalculatorPage definition={mortgagePayment} />;
}
