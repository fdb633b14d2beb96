import { calculatorMeta, calculatorRoute } from "~/calculators/calculator-page";
import { fuelCost } from "~/calculators/fuel-cost/definition";

export const meta = calculatorMeta(fuelCost);

export default calculatorRoute(fuelCost);
