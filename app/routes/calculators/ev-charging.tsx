import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";
import { evCharging } from "~/calculators/ev-charging/definition";
import { EvVerdict } from "~/calculators/ev-charging/results";

export const meta = calculatorMeta("ev-charging");

export default function EvChargingRoute() {
  return <CalculatorPage definition={evCharging} Extra={EvVerdict} />;
}
