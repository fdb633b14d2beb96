import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultInputs, type Inputs, isVisible } from "~/calculators/types";
import {
  CAP_EARNINGS_THRESHOLD,
  CHILD_BENEFIT_WEEKS,
  mondaysBetween,
} from "~/reference/universal-credit";
import { exampleInputs } from "../testing/examples";
import { refused } from "../testing/outcome";
import { readRows } from "../testing/rows";
import { engine, MESSAGES } from "./calculate";
import { definition } from "./definition";
import { examples } from "./examples";
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

  it("gives the work allowance only with a child or limited capability for work (reg 22)", () => {
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

  it("gives the £427 work allowance for limited capability for work with no health element (reg 22(1)(b))", () => {
    // Reg 22(1)(b)(i): no work allowance only "where a single claimant does not have ...
    // responsibility for a child ... or limited capability for work". Single, social rent £400,
    // earnings £800, health lcw: 424.90 + 400 = 824.90, no health element. Work allowance with
    // housing £427: 55% of (800 − 427 = 373) = 205.15. 824.90 − 205.15 = 619.75.
    const social = { housing: "social-rent", rent: "400", earnings: "800" } as const;
    const lcw = resultOf({ ...social, health: "lcw" });
    expect(lcw).toMatchObject({
      workAllowance: 427,
      earningsReduction: 205.15,
      maximumAward: 824.9,
      universalCreditMonthly: 619.75,
    });
    expect(lcw.elements.map((element) => element.key)).toEqual(["standard", "housing"]);
    // Without it, 55% of every pound: 824.90 − 440 = 384.90.
    expect(resultOf(social)).toMatchObject({ workAllowance: 0, universalCreditMonthly: 384.9 });
  });

  it("gives a couple childcare only when both work, or the other has LCW or cares (reg 32(1)(b))", () => {
    // Couple 25 or over, one child, earnings £1,500, childcare £600, no rent. 666.97 + 303.94 =
    // 970.91. Work allowance without housing £710: 55% of (1,500 − 710 = 790) = 434.50.
    const couple = { household: "couple", children: "1", earnings: "1500", childcareCosts: "600" };
    // Not both in work: no childcare element. 970.91 − 434.50 = 536.41.
    const oneWorks = resultOf(couple);
    expect(oneWorks).toMatchObject({
      maximumAward: 970.91,
      universalCreditMonthly: 536.41,
      elementsRefused: ["childcare-partner-not-in-work"],
      childcareNeedsWork: false,
    });
    expect(oneWorks.elements.some((element) => element.key === "childcare")).toBe(false);
    // Both in work: 85% of 600 = 510, under the most for one child. 970.91 + 510 − 434.50 = 1,046.41.
    const bothWork = resultOf({ ...couple, bothInWork: "true" });
    expect(bothWork).toMatchObject({
      maximumAward: 1480.91,
      universalCreditMonthly: 1046.41,
      elementsRefused: [],
    });
    expect(bothWork.elements.find((element) => element.key === "childcare")?.amount).toBe(510);
    // Reg 32(1)(b)(i): the other has limited capability for work. Same sum: 1,046.41.
    expect(resultOf({ ...couple, health: "lcw" }).universalCreditMonthly).toBe(1046.41);
    // Reg 32(1)(b)(ii): the other cares, and the carer element comes too: 1,480.91 + 209.34 −
    // 434.50 = 1,255.75.
    expect(resultOf({ ...couple, carer: "true" }).universalCreditMonthly).toBe(1255.75);
    // A lone parent needs no partner's work: 424.90 + 303.94 + 510 = 1,238.84; 55% of (1,500 −
    // 710) = 434.50; 804.34.
    expect(resultOf({ ...couple, household: "single" }).universalCreditMonthly).toBe(804.34);
  });

  it("pays the lower health element for a condition first reported from 6 April 2026 (Universal Credit Act 2025 s.2; reg 27A)", () => {
    // Single, 25 or over, no earnings: 424.90 + 217.26 = 642.16 at the lower rate; a pre-2026
    // claimant (reg 27A(1), and one who claimed and asked to be assessed before that day) has
    // 424.90 + 429.80 = 854.70.
    const lower = resultOf({ health: "lcwra-new" });
    expect(lower.elements.find((element) => element.key === "health")).toEqual({
      key: "health",
      label: "Health element (LCWRA), for a condition first reported from 6 April 2026",
      amount: 217.26,
    });
    expect(lower.universalCreditMonthly).toBe(642.16);
    expect(resultOf({ health: "lcwra-protected" }).universalCreditMonthly).toBe(854.7);
  });

  it("gives a single claimant with the health element no carer element beside it (reg 29(4))", () => {
    // Reg 29(4): with limited capability for work and work-related activity "only the LCWRA element
    // may be included". Single, lcwra-new, carer, no earnings: 424.90 + 217.26 = 642.16.
    expect(resultOf({ health: "lcwra-new", carer: "true" })).toMatchObject({
      maximumAward: 642.16,
      universalCreditMonthly: 642.16,
      elementsRefused: ["carer-beside-health"],
    });
    // A couple may have both, one partner each: 666.97 + 217.26 + 209.34 = 1,093.57.
    expect(resultOf({ household: "couple", health: "lcwra-new", carer: "true" })).toMatchObject({
      maximumAward: 1093.57,
      elementsRefused: [],
    });
    // Limited capability for work alone is not LCWRA: the carer element stays. 424.90 + 209.34 =
    // 634.24.
    expect(resultOf({ health: "lcw", carer: "true" }).maximumAward).toBe(634.24);
  });

  it("never lets the cap take the childcare costs element (reg 81(1); ADM E5002)", () => {
    // The London lone parent: single, 25 or over, three children, the eldest born 2015, private
    // rent £2,000 against an LHA of £1,800, childcare £400, earnings £700.
    // 424.90 + 351.88 + 2 × 303.94 (607.88) + 85% of 400 (340) + 1,800 = 3,524.66. Work allowance
    // with housing £427: 55% of (700 − 427 = 273) = 150.15. Award 3,524.66 − 150.15 = 3,374.51.
    // Child Benefit (27.05 + 2 × 17.90 = 62.85) × 52 ÷ 12 = 272.35. Benefits 3,374.51 + 272.35 =
    // 3,646.86; the London cap for a family is 2,110.25, so the excess is 1,536.61. Less the
    // childcare element, 1,536.61 − 340 = 1,196.61. UC 3,374.51 − 1,196.61 = 2,177.90.
    const londonLoneParent = resultOf(
      exampleInputs(examples, "London lone parent, three children"),
    );
    expect(londonLoneParent).toMatchObject({
      awardBeforeCap: 3374.51,
      childBenefitMonthly: 272.35,
      benefitCap: { excess: 1536.61, childcareKept: 340 },
      benefitCapReduction: 1196.61,
      universalCreditMonthly: 2177.9,
    });
    // An excess smaller than the childcare element takes nothing. Single, one child, London, rent
    // £1,200 at the LHA, childcare £500, earnings £100 (under the £427 work allowance): 424.90 +
    // 303.94 + 425 + 1,200 = 2,353.84; with Child Benefit 117.22, 2,471.06, which is 360.81 over
    // 2,110.25; 360.81 − 425 is below 0, so the cap takes nothing: UC 2,353.84.
    expect(
      resultOf({
        children: "1",
        housing: "private-rent",
        rent: "1200",
        lhaRate: "1200",
        childcareCosts: "500",
        earnings: "100",
        london: "true",
      }),
    ).toMatchObject({
      benefitCap: { exemptBecause: null, excess: 360.81, childcareKept: 360.81 },
      benefitCapReduction: 0,
      universalCreditMonthly: 2353.84,
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
    // Reg 83(1)(a) names the LCWRA element: limited capability for work alone leaves the cap.
    // Single, four children, £1,400 rent, no earnings: the cap takes 1,555.58, as in the examples.
    expect(resultOf({ ...capped, health: "lcw" })).toMatchObject({
      benefitCap: { exemptBecause: null },
      benefitCapReduction: 1555.58,
    });
    expect(resultOf({ ...capped, health: "lcwra-new" }).benefitCapReduction).toBe(0);
    // In London the cap for a family is £2,110.25: 3,390.58 − 2,110.25 = 1,280.33.
    expect(resultOf({ ...capped, london: "true" }).benefitCapReduction).toBe(1280.33);
  });

  it("counts a Child Benefit week for each Monday in the tax year (SSCBA 1992 s.147(1); ITEPA 2003 s.681B)", () => {
    // 6 April 2026 and 5 April 2027 are both Mondays: 365 days, 52 weeks and a day, so 53 Mondays.
    expect(mondaysBetween("2026-04-06", "2027-04-05")).toBe(53);
    expect(CHILD_BENEFIT_WEEKS).toBe(53);
    // 2025-26 ran from Sunday 6 April 2025 to Sunday 5 April 2026: its Mondays are 7 April 2025
    // to 30 March 2026, 52 of them.
    expect(mondaysBetween("2025-04-06", "2026-04-05")).toBe(52);
    // Tuesday 7 to Sunday 12 April 2026 has none.
    expect(mondaysBetween("2026-04-07", "2026-04-12")).toBe(0);
    // Tuesday 7 to Monday 13 April 2026 ends on its one Monday; Monday 13 April alone is one too.
    expect(mondaysBetween("2026-04-07", "2026-04-13")).toBe(1);
    expect(mondaysBetween("2026-04-13", "2026-04-13")).toBe(1);
    // One child: the year 27.05 × 53 = 1,433.65; a typical month 27.05 × 52 ÷ 12 = 117.2167 → 117.22.
    expect(resultOf({ children: "1" })).toMatchObject({
      childBenefitYearly: 1433.65,
      childBenefitMonthly: 117.22,
      childBenefitWeeks: 53,
    });
  });

  it("charges back 1% for each full £200 over £60,000 of the year's Child Benefit, rounded down (ITEPA 2003 s.681C)", () => {
    // One child: 27.05 × 53 = 1,433.65, rounded down to 1,433 (s.681C(3)(a)).
    const charge = (higherIncome: string) =>
      resultOf({ children: "1", higherIncome }).childBenefitChargeYearly;
    expect(charge("60000")).toBe(0);
    expect(charge("60199")).toBe(0);
    // 1% of 1,433 = 14.33, rounded down to 14.
    expect(charge("60200")).toBe(14);
    // 50%: 1,433 × 50% = 716.50, rounded down to 716.
    expect(charge("70000")).toBe(716);
    expect(charge("80000")).toBe(1433);
    expect(charge("£150k")).toBe(1433);
    // Two children on £70,000: (27.05 + 17.90 = 44.95) × 53 = 2,382.35 → 2,382; 50% = 1,191.
    // The month: 44.95 × 52 ÷ 12 = 194.7833 → 194.78, less the charge's 50% share, 97.39.
    expect(
      resultOf({ household: "couple", children: "2", earnings: "4500", higherIncome: "70000" }),
    ).toMatchObject({
      childBenefitYearly: 2382.35,
      childBenefitChargeYearly: 1191,
      chargePct: 50,
      totalSupportMonthly: 97.39,
    });
    // Three children on £67,499: 7,499 ÷ 200 = 37.495, 37 full steps (s.681C(3)(b)). (27.05 + 2 ×
    // 17.90 = 62.85) × 53 = 3,331.05 → 3,331; 37% = 1,232.47 → 1,232.
    expect(resultOf({ children: "3", higherIncome: "67499" })).toMatchObject({
      chargePct: 37,
      childBenefitChargeYearly: 1232,
    });
  });
});

describe("universal credit: each element as the results list it, worked by hand", () => {
  const elementsOf = (inputs: Partial<Inputs<UniversalCreditKey>>) =>
    resultOf(inputs).elements.map(({ key, label, amount }) => [key, label, amount]);

  it("a couple both under 25, the first child born before 2017, one child at each disability rate (regs 36, 24)", () => {
    // 528.34; 351.88 + 303.94 = 655.82; 164.79 + 514.71 = 679.50. 1,863.66 in all.
    const inputs = {
      household: "couple",
      age: "under-25",
      children: "2",
      firstChildBefore2017: "true",
      disabledChildren: "1",
      severelyDisabledChildren: "1",
      bothInWork: "false",
    } as const;
    expect(elementsOf(inputs)).toEqual([
      ["standard", "Standard allowance: a couple, both under 25", 528.34],
      ["child", "Child element: the first child, born before 6 April 2017, and 1 more", 655.82],
      [
        "disabledChild",
        "Disabled child addition: 1 at the lower rate and 1 at the higher rate",
        679.5,
      ],
    ]);
    expect(resultOf(inputs)).toMatchObject({
      maximumAward: 1863.66,
      benefitCap: { exemptBecause: "disabled-child" },
    });
  });

  it("a single parent under 25 in private rent above the LHA rate, childcare over the most for one child (regs 34, 36)", () => {
    // 85% of £2,000 = £1,700, above the £1,071.09 most for one child. The rent £900 is met up to
    // the LHA rate £800, £100 above it.
    const inputs = {
      age: "under-25",
      children: "1",
      disabledChildren: "1",
      childcareCosts: "2000",
      earnings: "1000",
      housing: "private-rent",
      rent: "900",
      lhaRate: "800",
    } as const;
    expect(elementsOf(inputs)).toEqual([
      ["standard", "Standard allowance: single, under 25", 338.58],
      ["child", "Child element: 1 child", 303.94],
      ["disabledChild", "Disabled child addition: 1 at the lower rate", 164.79],
      ["childcare", "Childcare: 85% of your costs, up to the most for one child", 1071.09],
      ["housing", "Housing: your rent, up to the Local Housing Allowance rate", 800],
    ]);
    expect(resultOf(inputs)).toMatchObject({ rentAboveLha: 100, childcareNeedsWork: false });
  });

  it("a couple in social rent with a spare bedroom, the new health element and the carer element, three children (regs 27, 29, schedule 4)", () => {
    // 3 × 303.94 = 911.82; £500 less 14% (£70) = £430; 85% of £1,000 = £850, under the most for
    // two or more. A couple may have both the health and the carer element, one partner each.
    const inputs = {
      household: "couple",
      children: "3",
      severelyDisabledChildren: "1",
      childcareCosts: "1000",
      bothInWork: "true",
      housing: "social-rent",
      rent: "500",
      spareBedrooms: "1",
      health: "lcwra-new",
      carer: "true",
      earnings: "2000",
    } as const;
    expect(elementsOf(inputs)).toEqual([
      ["standard", "Standard allowance: a couple, either 25 or over", 666.97],
      ["child", "Child element: 3 children", 911.82],
      ["disabledChild", "Disabled child addition: 1 at the higher rate", 514.71],
      [
        "health",
        "Health element (LCWRA), for a condition first reported from 6 April 2026",
        217.26,
      ],
      ["carer", "Carer element", 209.34],
      ["childcare", "Childcare: 85% of your costs", 850],
      ["housing", "Housing: your rent less 14% for spare bedrooms", 430],
    ]);
    expect(resultOf(inputs)).toMatchObject({
      spareBedroomCut: 70,
      spareBedroomCutPct: 14,
      benefitCap: { exemptBecause: "health" },
    });
  });

  it("a single person with the protected health element, rent within the LHA rate; one child born before 2017", () => {
    expect(
      elementsOf({
        health: "lcwra-protected",
        housing: "private-rent",
        rent: "600",
        lhaRate: "700",
      }),
    ).toEqual([
      ["standard", "Standard allowance: single, 25 or over", 424.9],
      ["health", "Health element (LCWRA), at the protected rate", 429.8],
      ["housing", "Housing: your rent (within the Local Housing Allowance rate)", 600],
    ]);
    expect(elementsOf({ children: "1", firstChildBefore2017: "true" })[1]).toEqual([
      "child",
      "Child element: the first child, born before 6 April 2017",
      351.88,
    ]);
  });

  it("a couple without children in social rent, no spare bedroom; childcare over the most for two children", () => {
    expect(elementsOf({ household: "couple", housing: "social-rent", rent: "400" })).toEqual([
      ["standard", "Standard allowance: a couple, either 25 or over", 666.97],
      ["housing", "Housing: your rent", 400],
    ]);
    // 85% of £3,000 = £2,550, above the £1,836.16 most for two or more children.
    expect(elementsOf({ children: "2", childcareCosts: "3000", earnings: "500" }).slice(1)).toEqual(
      [
        ["child", "Child element: 2 children", 607.88],
        [
          "childcare",
          "Childcare: 85% of your costs, up to the most for two or more children",
          1836.16,
        ],
      ],
    );
  });

  it("pays childcare at exactly the most without calling it capped", () => {
    // 85% of £1,260.10 is £1,071.085, £1,071.09 to the penny: the most for one child, not above it.
    expect(elementsOf({ children: "1", childcareCosts: "1260.10", earnings: "500" })[2]).toEqual([
      "childcare",
      "Childcare: 85% of your costs",
      1071.09,
    ]);
  });

  it("caps a single person without children at the lower cap, and couples and parents at the higher (reg 80A)", () => {
    const capOf = (inputs: Partial<Inputs<UniversalCreditKey>>) =>
      resultOf(inputs).benefitCap.amount;
    expect(capOf({})).toBe(1229.42);
    expect(capOf({ london: "true" })).toBe(1413.92);
    expect(capOf({ household: "couple" })).toBe(1835);
    expect(capOf({ household: "couple", london: "true" })).toBe(2110.25);
    expect(capOf({ children: "1" })).toBe(1835);
  });

  it("takes no excess when there is no award to take it from", () => {
    // £5,000 of other income leaves no UC; the benefits counted (£5,000) are over the cap, but
    // the cap can only reduce an award.
    expect(resultOf({ otherIncome: "5000" })).toMatchObject({
      universalCreditMonthly: 0,
      benefitCap: { excess: 0 },
      benefitCapReduction: 0,
    });
  });

  it("ignores figures left in the children's fields once the children are 0", () => {
    const result = resultOf({
      firstChildBefore2017: "true",
      disabledChildren: "3",
      severelyDisabledChildren: "2",
      childcareCosts: "500",
      higherIncome: "80000",
    });
    expect(result.elements.map((element) => element.key)).toEqual(["standard"]);
    expect(result).toMatchObject({
      higherIncome: 0,
      elementsRefused: [],
      childcareNeedsWork: false,
      benefitCap: { exemptBecause: null },
    });
  });

  it("says childcare needs work only when childcare is typed, no one earns and the partner condition is met", () => {
    const needsWork = (inputs: Partial<Inputs<UniversalCreditKey>>) =>
      resultOf({ children: "1", ...inputs }).childcareNeedsWork;
    expect(needsWork({ childcareCosts: "400" })).toBe(true);
    expect(needsWork({ childcareCosts: "400", earnings: "300" })).toBe(false);
    expect(needsWork({})).toBe(false);
    expect(needsWork({ household: "couple", bothInWork: "false", childcareCosts: "400" })).toBe(
      false,
    );
    // No childcare typed: nothing refused for the partner's work either.
    expect(
      resultOf({ household: "couple", children: "1", bothInWork: "false" }).elementsRefused,
    ).toEqual([]);
  });

  it("takes an answer not among the choices as the first choice", () => {
    expect(elementsOf({ household: "x", age: "x", housing: "x", rent: "400" })).toEqual([
      ["standard", "Standard allowance: single, 25 or over", 424.9],
    ]);
    expect(elementsOf({ housing: "social-rent", rent: "400", spareBedrooms: "x" })[1]).toEqual([
      "housing",
      "Housing: your rent",
      400,
    ]);
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

  it("says at the field when a health answer or the couple's work box is not one it knows", () => {
    expect(withInputs({ health: "lcwra" })).toEqual(refused("health", MESSAGES.health));
    expect(withInputs({ household: "couple", children: "1", bothInWork: "yes" })).toEqual(
      refused("bothInWork", MESSAGES.bothInWork),
    );
    // Hidden for a single claimant, and for a couple without children, the box is not read.
    expect(withInputs({ bothInWork: "yes" })).toMatchObject({ ok: true });
    expect(withInputs({ household: "couple", bothInWork: "yes" })).toMatchObject({ ok: true });
  });

  it("asks for earnings, the rent and the LHA rate where they are needed", () => {
    expect(withInputs({ earnings: "" })).toEqual(refused("earnings", MESSAGES.earnings));
    expect(withInputs({ housing: "private-rent" })).toMatchObject({ ok: false, field: "rent" });
    expect(withInputs({ housing: "private-rent", rent: "800" })).toEqual(
      refused("lhaRate", MESSAGES.lhaRate),
    );
  });

  it("asks for whole children, in the words of the field", () => {
    const whole = (name: string) => `Please enter ${name} as a whole number from 0 to 12.`;
    expect(withInputs({ children: "2.5" })).toEqual(
      refused("children", whole("the number of children")),
    );
    expect(withInputs({ children: "2", disabledChildren: "0.5" })).toEqual(
      refused(
        "disabledChildren",
        whole("the number of children with the lower disability addition"),
      ),
    );
    expect(withInputs({ children: "2", severelyDisabledChildren: "1.5" })).toEqual(
      refused(
        "severelyDisabledChildren",
        whole("the number of children with the higher disability addition"),
      ),
    );
  });

  it("asks again for earnings, a rent or an LHA rate of spaces only", () => {
    expect(withInputs({ earnings: "   " })).toEqual(refused("earnings", MESSAGES.earnings));
    expect(withInputs({ housing: "social-rent", rent: "  " })).toEqual(
      refused("rent", MESSAGES.rent),
    );
    expect(withInputs({ housing: "private-rent", rent: "800", lhaRate: " " })).toEqual(
      refused("lhaRate", MESSAGES.lhaRate),
    );
  });

  it("does not let the disabled children be more than the children", () => {
    expect(withInputs({ children: "2", disabledChildren: "3" })).toEqual(
      refused("disabledChildren", MESSAGES.disabledChildren),
    );
    // As many at the lower rate as there are children: the higher rate's figure is the one over.
    expect(
      withInputs({ children: "2", disabledChildren: "2", severelyDisabledChildren: "1" }),
    ).toEqual(refused("severelyDisabledChildren", MESSAGES.disabledChildren));
    expect(
      withInputs({ children: "2", disabledChildren: "1", severelyDisabledChildren: "2" }),
    ).toEqual(refused("severelyDisabledChildren", MESSAGES.disabledChildren));
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
  health: fc.constantFrom("none", "lcw", "lcwra-new", "lcwra-protected"),
  carer: fc.constantFrom("true", "false"),
  bothInWork: fc.constantFrom("true", "false"),
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
        // Reg 81(1): the cap takes at most the excess over it less the childcare element.
        const childcare = result.elements.find((element) => element.key === "childcare");
        const { totalBenefits, amount } = result.benefitCap;
        const most = Math.round((totalBenefits - amount - (childcare?.amount ?? 0)) * 100);
        expect(Math.round(result.benefitCapReduction * 100)).toBeLessThanOrEqual(Math.max(0, most));
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

describe("universal credit: the form and the rows", () => {
  const shownFor = (inputs: Partial<Inputs<UniversalCreditKey>>) => {
    const all = { ...defaultInputs(definition.fields), ...inputs };
    return definition.fields.filter((field) => isVisible(field, all)).map((field) => field.key);
  };

  it("asks the couple's work question only of a couple with children", () => {
    expect(shownFor({ household: "couple", children: "2" })).toContain("bothInWork");
    expect(shownFor({ household: "couple" })).not.toContain("bothInWork");
    expect(shownFor({ children: "2" })).not.toContain("bothInWork");
    expect(shownFor({ children: "2" })).toContain("disabledChildren");
    expect(shownFor({})).not.toContain("disabledChildren");
  });

  it("asks the rent for a rented home, the LHA rate for a private one, spare bedrooms for a social one", () => {
    const housingFields = (housing: string) =>
      shownFor({ housing }).filter((key) => ["rent", "lhaRate", "spareBedrooms"].includes(key));
    expect(housingFields("none")).toEqual([]);
    expect(housingFields("private-rent")).toEqual(["rent", "lhaRate"]);
    expect(housingFields("social-rent")).toEqual(["rent", "spareBedrooms"]);
  });

  it("leads with Universal Credit a month, then how it was worked out and Child Benefit", () => {
    const rows = readRows(definition, resultOf({ children: "1" }));
    expect(rows.map(({ key, label, primary }) => [key, label, primary])).toEqual([
      ["universalCreditMonthly", "Universal Credit a month", true],
      ["maximumAward", "Maximum amount before income", false],
      ["earningsReduction", "Taken off for earnings", false],
      ["benefitCapReduction", "Taken off by the benefit cap", false],
      ["childBenefitMonthly", "Child Benefit a month", false],
      ["childBenefitYearly", "Child Benefit for the tax year", false],
      ["childBenefitChargeYearly", "High Income Child Benefit Charge a year", false],
      [
        "totalSupportMonthly",
        "Universal Credit and Child Benefit a month, after the charge",
        false,
      ],
    ]);
  });
});
