import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { rentAffordability } from "~/calculators/rent-affordability/definition";

export const meta = calculatorMeta(rentAffordability);

export default calculatorRoute(
  rentAffordability,
  () => import("~/calculators/rent-affordability/results"),
);
