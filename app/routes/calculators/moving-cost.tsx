import { calculatorMeta, calculatorRoute } from "~/calculators/calculator-page";
import { movingCost } from "~/calculators/moving-cost/definition";

export const meta = calculatorMeta(movingCost);

export default calculatorRoute(movingCost, () => import("~/calculators/moving-cost/results"));
