import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";

export const meta = calculatorMeta("ev-charging");

export default function EvChargingRoute() {
  return <CalculatorPage calculatorKey="ev-charging" />;
}
