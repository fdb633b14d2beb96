/**
 * What the calculators' property tests share: valid amounts as a visitor would type them, the result
 * of a run that must succeed, and equality within the rounding of the unit factors. Each
 * calculator's own properties live in its folder (`<key>/properties.test.ts`).
 */

import fc from "fast-check";
import { expect } from "vitest";
import { type Calculator, defaultInputs, type Inputs } from "../types";

const RUNS = { numRuns: 200 };

/** Checks that the predicate holds for values drawn from the arbitraries, over `RUNS` runs. */
export function holds<Ts extends [unknown, ...unknown[]]>(
  ...args: [
    ...arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
    predicate: (...values: Ts) => void,
  ]
): void {
  fc.assert(fc.property(...args), RUNS);
}

/** A positive amount as a visitor would type it, with up to two decimals. */
export const amount = (min: number, max: number) =>
  fc
    .integer({ min: Math.round(min * 100), max: Math.round(max * 100) })
    .map((cents) => cents / 100);
export const text = (value: number) => String(value);

/** The result, or a failed test naming the message: every input here is valid. */
export function resultOf<K extends string, R>(
  definition: Calculator<K, R>,
  inputs: Partial<Inputs<K>>,
): R {
  const outcome = definition.calculate({ ...defaultInputs(definition.fields), ...inputs });
  if (!outcome.ok) throw new Error(`rejected ${JSON.stringify(inputs)}: ${outcome.message}`);
  return outcome.result;
}

/**
 * Equal to within a hundred-thousandth of their size: the unit factors are given to six figures
 * (1.60934 × 0.621371 = 0.9999992), so a distance converted there and back is off by about 1e-6.
 */
export const expectSame = (a: number, b: number) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-5 * Math.max(Math.abs(a), Math.abs(b), 1));

/**
 * A price in pence, to a tenth, above `abovePounds` (one that can only be pence, like 139.9 a litre)
 * and at most `maxPence`; up to `abovePounds` × 100 pence, its pounds are read as pounds too.
 */
export const penceAbove = (abovePounds: number, maxPence: number) =>
  fc
    .integer({ min: Math.floor(abovePounds * 10) + 1, max: maxPence * 10 })
    .map((tenths) => tenths / 10);

/** The same price typed three ways: as the pump shows it (139.9), in pence (139.9p), in pounds (1.399). */
export const threeWays = (pence: number) => [text(pence), `${pence}p`, text(pence / 100)] as const;

export const KM_PER_MILE = 1.60934;
export const MILES_PER_KM = 0.621371;
export const LITRES_PER_GALLON = 4.54609;
