import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";

export const meta = calculatorMeta("energy-bill");

export default function EnergyBillRoute() {
  return <CalculatorPage calculatorKey="energy-bill" />;
}
