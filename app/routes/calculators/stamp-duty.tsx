import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { definition } from "~/calculators/stamp-duty/definition";

export const meta = calculatorMeta(definition);

export default calculatorRoute(definition, () => import("~/calculators/stamp-duty/results"));
