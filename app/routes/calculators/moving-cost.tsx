import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";
import { movingCost } from "~/calculators/moving-cost/definition";

export const meta = calculatorMeta("moving-cost");

export default function MovingCostRoute() {
  return <CalculatorPage definition={movingCost} />;
}
