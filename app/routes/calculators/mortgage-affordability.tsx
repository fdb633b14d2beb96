import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { definition } from "~/calculators/mortgage-affordability/definition";

export const meta = calculatorMeta(definition);

export default calculatorRoute(
  definition,
  () => import("~/calculators/mortgage-affordability/results"),
);
