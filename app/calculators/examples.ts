/** Every calculator's worked examples, for the unit and browser tests. */
import { energyExamples } from "./energy-bill/examples";
import { evExamples } from "./ev-charging/examples";
import { fuelExamples } from "./fuel-cost/examples";
import { mortgageExamples } from "./mortgage-payment/examples";
import { movingExamples } from "./moving-cost/examples";
import type { CalculatorKey } from "./registry";
import type { RentGuidance } from "./rent-affordability/calculate";
import { rentExamples } from "./rent-affordability/examples";

export interface WorkedExample {
  name: string;
  inputs: Readonly<Record<string, string>>;
  expected: Readonly<Record<string, string>>;
  /** The rent guidance band, for rent examples. */
  guidance?: RentGuidance;
  /** The EV verdict text, for EV examples. */
  verdict?: string;
  /** The note under a field, by field key (a price read as pence). */
  notes?: Readonly<Record<string, string>>;
}

export const workedExamples: Record<CalculatorKey, readonly WorkedExample[]> = {
  "rent-affordability": rentExamples,
  "mortgage-payment": mortgageExamples,
  "fuel-cost": fuelExamples,
  "ev-charging": evExamples,
  "energy-bill": energyExamples,
  "moving-cost": movingExamples,
};
