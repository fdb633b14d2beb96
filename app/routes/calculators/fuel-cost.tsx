import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";
import { fuelCost } from "~/calculators/fuel-cost/definition";

export const meta = calculatorMeta("fuel-cost");

export default function FuelCostRoute() {
  return <CalculatorPage definition={fuelCost} />;
}
