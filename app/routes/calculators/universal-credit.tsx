import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { definition } from "~/calculators/universal-credit/definition";

export const meta = calculatorMeta(definition);

export default calculatorRoute(definition, () => import("~/calculators/universal-credit/results"));
