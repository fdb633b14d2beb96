import { calculatorMeta, calculatorRoute } from "~/calculator-ui/calculator-page";
import { fuelCost } from "~/calculators/fuel-cost/definition";

export const meta = calculatorMeta(fuelCost);

export default calculatorRoute(fuelCost);
