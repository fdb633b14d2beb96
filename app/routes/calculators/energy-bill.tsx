import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";
import { energyBill } from "~/calculators/energy-bill/definition";

export const meta = calculatorMeta("energy-bill");

export default function EnergyBillRoute() {
  return <CalculatorPage definition={energyBill} />;
}
