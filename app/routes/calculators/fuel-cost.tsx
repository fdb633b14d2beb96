import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";

export const meta = calculatorMeta("fuel-cost");

export default function FuelCostRoute() {
  return <CalculatorPage calculatorKey="fuel-cost" />;
}
