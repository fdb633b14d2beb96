import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";

export const meta = calculatorMeta("rent-affordability");

export default function RentAffordabilityRoute() {
  return <CalculatorPage calculatorKey="rent-affordability" />;
}
