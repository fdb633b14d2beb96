/**
 * Every calculator, found from its folder: each `app/calculators/<key>/entry.ts` exports its `entry`
 * (name, path, category, place in lists) and adds its key and definition to `Calculators`, so the compiler knows
 * every key and every field of every calculator without a list kept by hand. Routes, cards, "Try
 * Another Calculator", the sitemap and the build config all read `calculators`.
 */

import type { IconNode } from "lucide";

/** Each calculator's key and definition type; each folder's entry.ts adds its own (declaration merging). */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each calculator folder's entry.ts
export interface Calculators {}
export type CalculatorKey = keyof Calculators & string;

export interface CalculatorEntry {
  key: CalculatorKey;
  name: string;
  path: `/calculators/${CalculatorKey}`;
  /** Where it comes in lists: the home page, /calculators, "Try Another Calculator". */
  order: number;
}

/**
 * What its card shows besides the name, in its folder's card.ts: only pages with cards load these
 * (the home page, /calculators, "Try Another Calculator", Recently Used), not every page.
 */
export interface CalculatorCardContent {
  icon: IconNode;
  description: string;
  /** The label in the card's corner ("Buying"). */
  categoryLabel: string;
}

// Stryker disable all: Vite reads import.meta.glob's arguments at build time, so they must stay literal
const entryFiles = import.meta.glob<CalculatorEntry>("./*/entry.ts", {
  eager: true,
  import: "entry",
});
// Stryker restore all

export const calculators: readonly CalculatorEntry[] = Object.values(entryFiles).sort(
  (a, b) => a.order - b.order,
);

export const CALCULATOR_KEYS: readonly CalculatorKey[] = calculators.map(({ key }) => key);

export function findCalculator(key: string): CalculatorEntry | undefined {
  return calculators.find((calculator) => calculator.key === key);
}
