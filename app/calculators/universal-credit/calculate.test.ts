import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultInputs, type Inputs } from "~/calculators/types";
import { CAP_EARNINGS_THRESHOLD } from "~/reference/universal-credit";
import { engine, MESSAGES } from "./calculate";
import { definition } from "./definition";
import type { UniversalCreditKey } from "./fields";

const withInputs = (inputs: Partial<Inputs<UniversalCreditKey>>) =>
  engine.calculate({ ...defaultInputs(definition.fields), earnings: "0", ...inputs });

const resultOf = (inputs: Partial<Inputs<UniversalCreditKey>>) => {
  const outcome = withInputs(inputs);
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.message}`);
  return outcome.result;
};

describe("universal credit: the rules worked by hand", () => {
  it("gives no UC with savings over £16,000, and says why", () => {
    expect(resultOf({ savings: "20000" })).toMatchObject({
      universalCreditMonthly: 0,
      noAwardBecause: "savings",
    });
    // £16,000 exactly is not over the limit: 40 steps of £250 over £6,000, 40 × 4.35 = 174.
    expect(resultOf({ savings: "16000" })).toMatchObject({
      noAwardBecause: null,
      tariffIncome: 174,
      universalCreditMonthly: 250.9,
    });
  });

  it("counts savings in steps of £250, a part step as a whole one", () => {
    expect(resultOf({ savings: "6000" }).tariffIncome).toBe(0);
    expect(resultOf({ savings: "6000.01" }).tariffIncome).toBe(4.35);
    expect(resultOf({ savings: "6250" }).tariffIncome).toBe(4.35);
    expect(resultOf({ savings: "6251" }).tariffIncome).toBe(8.7);
  });

  it("gives the work allowance only with a child or a health element", () => {
    // Single, no child: 55% of every pound. 424.90 − 55% of 500 = 149.90.
    expect(resultOf({ earnings: "500" })).toMatchObject({
      workAllowance: 0,
      earningsReduction: 275,
      universalCreditMonthly: 149.9,
    });
    expect(resultOf({ earnings: "500", health: "lcwra-protected" })).toMatchObject({
      workAllowance: 710,
      earningsReduction: 0,
      universalCreditMonthly: 424.9 + 429.8,
    });
  });

  it("meets a social rent less 14% for one spare bedroom and 25% for two or more", () => {
    const social = { housing: "social-rent", rent: "600" } as const;
    expect(resultOf({ ...social, spareBedrooms: "1" })).toMatchObject({ spareBedroomCut: 84 });
    expect(resultOf({ ...social, spareBedrooms: "2" })).toMatchObject({
      spareBedroomCut: 150,
      universalCreditMonthly: 424.9 + 450,
    });
  });

  it("caps childcare at the most for one child and for two or more", () => {
    const working = { earnings: "2000", childcareCosts: "3000" } as const;
    const childcare = (children: string) =>
      resultOf({ ...working, children }).elements.find((element) => element.key === "childcare")
        ?.amount;
    expect(childcare("1")).toBe(1071.09);
    expect(childcare("3")).toBe(1836.16);
    // With no earnings it is counted as given, and the page says it needs paid work.
    expect(resultOf({ children: "1", childcareCosts: "500" })).toMatchObject({
      childcareNeedsWork: true,
      maximumAward: 424.9 + 303.94 + 425,
    });
  });

  it("lifts the cap at 16 hours a week at the National Living Wage, £881.23 a month", () => {
    expect(CAP_EARNINGS_THRESHOLD).toBe(881.23);
    const capped = { children: "4", housing: "private-rent", rent: "1400", lhaRate: "1400" };
    expect(resultOf({ ...capped, earnings: "881.22" }).benefitCap.exemptBecause).toBeNull();
    expect(resultOf({ ...capped, earnings: "881.23" }).benefitCap.exemptBecause).toBe("earnings");
    expect(resultOf({ ...capped, carer: "true" }).benefitCapReduction).toBe(0);
    expect(resultOf({ ...capped, disabledChildren: "1" }).benefitCapReduction).toBe(0);
    // In London the cap for a family is £2,110.25: 3,390.58 − 2,110.25 = 1,280.33.
    expect(resultOf({ ...capped, london: "true" }).benefitCapReduction).toBe(1280.33);
  });

  it("charges back Child Benefit 1% for each full £200 over £60,000, all of it from £80,000", () => {
    // One child: 27.05 × 52 = 1,406.60 a year.
    const charge = (higherIncome: string) =>
      resultOf({ children: "1", higherIncome }).childBenefitChargeYearly;
    expect(charge("60000")).toBe(0);
    expect(charge("60199")).toBe(0);
    expect(charge("60200")).toBe(14.07);
    expect(charge("80000")).toBe(1406.6);
    expect(charge("£150k")).toBe(1406.6);
  });
});

describe("universal credit: messages at the field", () => {
  it.each([
    ["children", "2.5"],
    ["children", "13"],
    ["children", "-1"],
  ] as const)("%s = %s", (field, value) => {
    expect(withInputs({ [field]: value })).toMatchObject({ ok: false, field });
  });

  it("reads children typed with the word", () => {
    expect(resultOf({ children: "2 children" }).elements[1]).toMatchObject({ amount: 607.88 });
  });

  it("asks for earnings, the rent and the LHA rate where they are needed", () => {
    expect(withInputs({ earnings: "" })).toEqual({
      ok: false,
      message: MESSAGES.earnings,
      field: "earnings",
    });
    expect(withInputs({ housing: "private-rent" })).toMatchObject({ ok: false, field: "rent" });
    expect(withInputs({ housing: "private-rent", rent: "800" })).toEqual({
      ok: false,
      message: MESSAGES.lhaRate,
      field: "lhaRate",
    });
  });

  it("does not let the disabled children be more than the children", () => {
    expect(
      withInputs({ children: "2", disabledChildren: "1", severelyDisabledChildren: "2" }),
    ).toEqual({
      ok: false,
      message: MESSAGES.disabledChildren,
      field: "severelyDisabledChildren",
    });
  });
});

/** A household, with figures as a visitor types them. */
const household = fc.record({
  household: fc.constantFrom("single", "couple"),
  age: fc.constantFrom("under-25", "25-or-over"),
  children: fc.integer({ min: 0, max: 11 }),
  firstChildBefore2017: fc.constantFrom("true", "false"),
  housing: fc.constantFrom("none", "private-rent", "social-rent"),
  rent: fc.integer({ min: 0, max: 3000 }),
  lhaRate: fc.integer({ min: 1, max: 3000 }),
  spareBedrooms: fc.constantFrom("0", "1", "2"),
  earnings: fc.integer({ min: 0, max: 600_000 }).map((pennies) => pennies / 100),
  childcareCosts: fc.integer({ min: 0, max: 3000 }),
  health: fc.constantFrom("none", "lcwra-new", "lcwra-protected"),
  carer: fc.constantFrom("true", "false"),
  savings: fc.integer({ min: 0, max: 20_000 }),
  otherIncome: fc.integer({ min: 0, max: 1500 }),
  london: fc.constantFrom("true", "false"),
  higherIncome: fc.integer({ min: 0, max: 100_000 }),
});
type Household = typeof household extends fc.Arbitrary<infer T> ? T : never;
const typed = (h: Household): Partial<Inputs<UniversalCreditKey>> => ({
  ...h,
  children: String(h.children),
  rent: String(h.rent),
  lhaRate: String(h.lhaRate),
  earnings: String(h.earnings),
  childcareCosts: String(h.childcareCosts),
  savings: String(h.savings),
  otherIncome: String(h.otherIncome),
  higherIncome: String(h.higherIncome),
});

describe("universal credit: properties", () => {
  it("is never negative, never more than the maximum, and adds up", () => {
    fc.assert(
      fc.property(household, (h) => {
        const result = resultOf(typed(h));
        expect(result.universalCreditMonthly).toBeGreaterThanOrEqual(0);
        expect(result.universalCreditMonthly).toBeLessThanOrEqual(result.maximumAward);
        expect(result.totalSupportMonthly).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it("never pays more UC for more earnings, where the cap's earnings rule does not change", () => {
    fc.assert(
      fc.property(household, fc.integer({ min: 1, max: 100_000 }), (h, morePennies) => {
        const more = Math.round(h.earnings * 100 + morePennies) / 100;
        const before = resultOf(typed(h));
        const after = resultOf(typed({ ...h, earnings: more }));
        // Reaching £881.23 lifts the cap: there the law pays more, on purpose.
        fc.pre(
          (before.benefitCap.exemptBecause === "earnings") ===
            (after.benefitCap.exemptBecause === "earnings"),
        );
        expect(after.universalCreditMonthly).toBeLessThanOrEqual(before.universalCreditMonthly);
      }),
      { numRuns: 500 },
    );
  });

  it("never gives less support for another child, and no less UC unless the cap takes its Child Benefit", () => {
    fc.assert(
      fc.property(household, (h) => {
        const before = resultOf(typed(h));
        const after = resultOf(typed({ ...h, children: h.children + 1 }));
        // The cap counts Child Benefit before the charge takes it back, so a capped household
        // whose higher earner pays the charge loses the new child's Child Benefit twice over.
        fc.pre(after.chargePct === 0 || after.benefitCapReduction === 0);
        expect(after.totalSupportMonthly).toBeGreaterThanOrEqual(before.totalSupportMonthly);
        if (after.benefitCapReduction === 0)
          expect(after.universalCreditMonthly).toBeGreaterThanOrEqual(
            before.universalCreditMonthly,
          );
      }),
      { numRuns: 500 },
    );
  });
});
