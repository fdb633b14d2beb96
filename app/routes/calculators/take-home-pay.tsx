import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { definition } from "~/calculators/take-home-pay/definition";

export const meta = calculatorMeta(definition);

export default calculatorRoute(definition, () => import("~/calculators/take-home-pay/results"));
