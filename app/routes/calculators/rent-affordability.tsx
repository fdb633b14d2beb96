import { CalculatorPage, calculatorMeta } from "~/calculators/calculator-page";
import { rentAffordability } from "~/calculators/rent-affordability/definition";
import { RentGuidance } from "~/calculators/rent-affordability/results";

export const meta = calculatorMeta("rent-affordability");

export default function RentAffordabilityRoute() {
  return <CalculatorPage definition={rentAffordability} Extra={RentGuidance} />;
}
