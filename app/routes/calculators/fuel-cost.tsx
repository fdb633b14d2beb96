import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { definition } from "~/calculators/fuel-cost/definition";

export const meta = calculatorMeta(definition);

export default calculatorRoute(definition);
