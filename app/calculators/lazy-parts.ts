/**
 * A calculator's fields and engine for code away from its own page (the monthly sheet works saved
 * calculators' results): found by folder, and fetched only when asked for.
 */
import type { CalculatorKey, Calculators } from "./registry";
import type { CalculatorEngine, Field } from "./types";

// Stryker disable all: Vite reads import.meta.glob's arguments at build time, so they must stay literal
const FIELDS = import.meta.glob<readonly Field[]>("./*/fields.ts", { import: "fields" });
const ENGINES = import.meta.glob<CalculatorEngine>("./*/calculate.ts", { import: "engine" });
// Stryker restore all

/** What a calculator's calculate gives: the result its rows show. */
export type ResultOf<P extends CalculatorKey> = Parameters<Calculators[P]["rows"]>[0];

/** Fetches the calculator's fields and engine; rejects if its code cannot be fetched (offline). */
export async function loadCalculatorParts<P extends CalculatorKey>(calculator: P) {
  const [fields, engine] = await Promise.all([
    FIELDS[`./${calculator}/fields.ts`]!(),
    ENGINES[`./${calculator}/calculate.ts`]!(),
  ]);
  return { fields, engine: engine as CalculatorEngine<string, ResultOf<P>> };
}
