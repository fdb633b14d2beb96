/** Links from one calculator's results to another, filled in (docs/product.md#shareable-links). */
import type { CalculatorKey, Calculators } from "./registry";
import { inputsQuery } from "./share-format";
import type { CalculatorDefinition } from "./types";

type FieldKeyOf<C extends CalculatorKey> =
  Calculators[C] extends CalculatorDefinition<infer K, infer _R> ? K : never;

/**
 * The address that opens calculator `key` with these inputs filled in and worked out, as a shared
 * link does. The compiler checks each field key against that calculator's own.
 */
export function calculatorHref<C extends CalculatorKey>(
  key: C,
  inputs: Partial<Record<FieldKeyOf<C>, string>>,
) {
  return `/calculators/${key}${inputsQuery(Object.entries<string | undefined>(inputs))}`;
}
