/** Every calculator's worked examples (each folder's examples.ts), for the unit and browser tests. */
import type { CalculatorKey } from "./registry";
import type { RentGuidance } from "./rent-affordability/calculate";

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

const exampleFiles = import.meta.glob<readonly WorkedExample[]>("./*/examples.ts", {
  eager: true,
  import: "examples",
});

export const workedExamples = Object.fromEntries(
  Object.entries(exampleFiles).map(([file, examples]) => [file.split("/")[1], examples]),
) as Record<CalculatorKey, readonly WorkedExample[]>;
