/**
 * Every calculator by key, each with its engine at hand: for build-time code (scenarios, calculator
 * links, content checks) and tests. Found from the folders, like the registry. A page imports only its
 * own definition and fetches its engine.
 */
import type { CalculatorKey, Calculators } from "./registry";
import type { AnyCalculator, CalculatorDefinition, CalculatorEngine } from "./types";

type WithEngine<D> =
  D extends CalculatorDefinition<infer K, infer R> ? D & CalculatorEngine<K, R> : never;

// Stryker disable all: Vite reads import.meta.glob's arguments at build time, so they must stay literal
const definitionFiles = import.meta.glob<AnyCalculator>("./*/definition.ts", {
  eager: true,
  import: "definition",
});
const engineFiles = import.meta.glob<CalculatorEngine>("./*/calculate.ts", {
  eager: true,
  import: "engine",
});
// Stryker restore all

/** Each calculator with its own field keys and result type, for tests that look into a result. */
export const calculatorsByKey = Object.fromEntries(
  Object.entries(definitionFiles).map(([file, definition]) => {
    const engine = engineFiles[file.replace(/definition\.ts$/, "calculate.ts")];
    if (!engine) throw new Error(`${file}: its folder has no calculate.ts exporting engine`);
    return [definition.key, { ...definition, ...engine }];
  }),
) as { [P in CalculatorKey]: WithEngine<Calculators[P]> };

export const definitions: Record<CalculatorKey, AnyCalculator> = { ...calculatorsByKey };
