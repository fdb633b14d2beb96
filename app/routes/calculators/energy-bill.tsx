import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { energyBill } from "~/calculators/energy-bill/definition";

export const meta = calculatorMeta(energyBill);

export default calculatorRoute(energyBill, () => import("~/calculators/energy-bill/results"));
