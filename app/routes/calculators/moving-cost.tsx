import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";

export const meta = calculatorMeta("moving-cost");

export default function MovingCostRoute() {
  return <CalculatorPage calculatorKey="moving-cost" />;
}
