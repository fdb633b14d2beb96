import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { definition } from "~/calculators/moving-cost/definition";

export const meta = calculatorMeta(definition);

export default calculatorRoute(definition, () => import("~/calculators/moving-cost/results"));
