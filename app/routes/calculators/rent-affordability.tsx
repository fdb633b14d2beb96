import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { definition } from "~/calculators/rent-affordability/definition";

export const meta = calculatorMeta(definition);

export default calculatorRoute(
  definition,
  () => import("~/calculators/rent-affordability/results"),
);
