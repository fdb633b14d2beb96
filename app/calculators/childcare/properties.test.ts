/**
 * Properties over valid inputs: more hours never cost less, and more help never costs more. The
 * worked examples pin the exact figures; these check the relations between calculations.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultInputs, type Inputs } from "~/calculators/types";
import { type ChildcareResult, engine } from "./calculate";
import { AGES, NATIONS } from "./choices";
import { definition } from "./definition";
import type { ChildcareKey } from "./fields";

const RUNS = { numRuns: 300 };
/**
 * Each month is a year's sum ÷ 12 rounded to the penny, and a net figure is one rounded month less
 * another, so two nets may differ by a penny of rounding in either direction.
 */
const PENNY = 0.01 + 1e-9;

function resultOf(inputs: Partial<Inputs<ChildcareKey>>): ChildcareResult {
  const outcome = engine.calculate({ ...defaultInputs(definition.fields), ...inputs });
  if (!outcome.ok) throw new Error(`rejected ${JSON.stringify(inputs)}: ${outcome.message}`);
  return outcome.result;
}

const household = fc.record({
  nation: fc.constantFrom(...NATIONS.map((nation) => nation.value)),
  household: fc.constantFrom("single", "couple"),
  parentsEarnEnough: fc.constantFrom("true", "false"),
  over100k: fc.constantFrom("true", "false"),
  universalCredit: fc.constantFrom("true", "false"),
});
const child = fc.record({
  child1Age: fc.constantFrom(...AGES.map((age) => age.value)),
  child1Hours: fc.integer({ min: 0, max: 600 }).map((tenths) => String(tenths / 10)),
  child1Weeks: fc.integer({ min: 1, max: 52 }).map(String),
  child1Rate: fc.integer({ min: 100, max: 3000 }).map((p) => String(p / 100)),
  child1Disabled: fc.constantFrom("true", "false"),
});
const NETS = [
  "costMonthly",
  "afterFundedMonthly",
  "netWithTaxFreeChildcareMonthly",
  "netWithUniversalCreditMonthly",
  "netMonthly",
] as const;

describe("childcare properties", () => {
  it("more hours never cost less, before or after any help", () => {
    fc.assert(
      fc.property(household, child, fc.integer({ min: 1, max: 200 }), (family, one, more) => {
        const fewer = resultOf({ ...family, ...one });
        const hours = Number(one.child1Hours) + more / 10;
        const longer = resultOf({ ...family, ...one, child1Hours: String(hours) });
        for (const key of NETS) expect(longer[key], key).toBeGreaterThanOrEqual(fewer[key] - PENNY);
      }),
      RUNS,
    );
  });

  it("more help never costs more: earning enough, an income under £100,000, a disability, Universal Credit's element", () => {
    fc.assert(
      fc.property(household, child, (family, one) => {
        const inputs = { ...family, ...one };
        const pairs: [Partial<Inputs<ChildcareKey>>, Partial<Inputs<ChildcareKey>>][] = [
          [{ parentsEarnEnough: "false" }, { parentsEarnEnough: "true" }],
          [{ over100k: "true" }, { over100k: "false" }],
          [{ child1Disabled: "false" }, { child1Disabled: "true" }],
        ];
        for (const [less, more] of pairs) {
          const without = resultOf({ ...inputs, ...less });
          const withHelp = resultOf({ ...inputs, ...more });
          expect(withHelp.afterFundedMonthly).toBeLessThanOrEqual(without.afterFundedMonthly);
          expect(withHelp.netWithTaxFreeChildcareMonthly).toBeLessThanOrEqual(
            without.netWithTaxFreeChildcareMonthly + PENNY,
          );
        }
        // Each route leaves no more to pay than funded hours alone, and never less than nothing.
        const result = resultOf(inputs);
        expect(result.netWithTaxFreeChildcareMonthly).toBeLessThanOrEqual(
          result.afterFundedMonthly,
        );
        expect(result.netWithUniversalCreditMonthly).toBeLessThanOrEqual(result.afterFundedMonthly);
        expect(result.netMonthly).toBeGreaterThanOrEqual(0);
        expect(result.afterFundedMonthly).toBeLessThanOrEqual(result.costMonthly);
      }),
      RUNS,
    );
  });
});
