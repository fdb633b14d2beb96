import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { movingCost } from "~/calculators/moving-cost/definition";

export const meta = calculatorMeta(movingCost);

export default calculatorRoute(movingCost, () => import("~/calculators/moving-cost/results"));
