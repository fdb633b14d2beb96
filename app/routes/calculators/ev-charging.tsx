import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { evCharging } from "~/calculators/ev-charging/definition";

export const meta = calculatorMeta(evCharging);

export default calculatorRoute(evCharging, () => import("~/calculators/ev-charging/results"));
