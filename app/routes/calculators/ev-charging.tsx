import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { definition } from "~/calculators/ev-charging/definition";

export const meta = calculatorMeta(definition);

export default calculatorRoute(definition, () => import("~/calculators/ev-charging/results"));
