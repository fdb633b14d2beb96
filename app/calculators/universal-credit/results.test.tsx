import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultInputs, type Inputs } from "~/calculators/types";
import { engine } from "./calculate";
import { definition } from "./definition";
import type { UniversalCreditKey } from "./fields";
import UniversalCreditWorkings from "./results";

/** The workings' text as a visitor reads it: tags dropped, entities decoded, spaces as one. */
const workingsText = (inputs: Partial<Inputs<UniversalCreditKey>>) => {
  const outcome = engine.calculate({
    ...defaultInputs(definition.fields),
    earnings: "0",
    ...inputs,
  });
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.message}`);
  return renderToStaticMarkup(<UniversalCreditWorkings result={outcome.result} />)
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
};

describe("universal credit: what the workings say", () => {
  it("counts other income among what comes to the cap", () => {
    // Single, three children, social rent £1,000, no earnings, £300 of New Style JSA, outside
    // London. Maximum 424.90 + 3 × 303.94 + 1,000 = 2,336.72; less the JSA in full, 2,036.72.
    // Child Benefit (27.05 + 2 × 17.90) × 52 ÷ 12 = 272.35. Benefits 2,036.72 + 272.35 + 300 =
    // 2,609.07, 774.07 over the £1,835.00 cap (reg 80(1)), so UC is 1,262.65: with Child Benefit
    // 1,535.00, and only with the JSA the cap's 1,835.00.
    const text = workingsText({
      children: "3",
      housing: "social-rent",
      rent: "1000",
      otherIncome: "300",
    });
    expect(text).toContain(
      "Your benefits, £2,609.07 a month with Child Benefit, are £774.07 over the benefit cap of £1,835.00, so the cap takes £774.07: Universal Credit, Child Benefit and your other income together come to the cap.",
    );
    // Without other income the two alone come to it: the fourth worked example.
    expect(workingsText({ children: "4", housing: "social-rent", rent: "1400" })).toContain(
      "£1,555.58: Universal Credit and Child Benefit together come to the cap.",
    );
  });

  it("says when the cap takes all the Universal Credit", () => {
    // Single, one child, social rent £1,500, £1,800 of other income. Maximum 424.90 + 303.94 +
    // 1,500 = 2,228.84; less 1,800, 428.84. Child Benefit 27.05 × 52 ÷ 12 = 117.22. Benefits
    // 428.84 + 117.22 + 1,800 = 2,346.06, 511.06 over the cap: more than the award, so UC is nil.
    const text = workingsText({
      children: "1",
      housing: "social-rent",
      rent: "1500",
      otherIncome: "1800",
    });
    expect(text).toContain(
      "Your benefits, £2,346.06 a month with Child Benefit, are £511.06 over the benefit cap of £1,835.00, so the cap takes all your Universal Credit.",
    );
    expect(text).not.toContain("together come to the cap");
  });

  it("lifts the cap for a child's disability benefit, not the addition as such (reg 83(1)(f), (g))", () => {
    // Single, one child with the lower addition, social rent £2,000, no earnings: 424.90 + 303.94 +
    // 164.79 + 2,000 = 2,893.63 with Child Benefit 117.22 is over £1,835.00, yet no cap: the lower
    // addition comes only with Disability Living Allowance, Child Disability Payment or PIP.
    const text = workingsText({
      children: "1",
      disabledChildren: "1",
      housing: "social-rent",
      rent: "2000",
    });
    expect(text).toContain(
      "The benefit cap does not apply: a child with a disability addition gets Disability Living Allowance, Child Disability Payment or PIP. (A child certified blind who gets none of them would not lift it.)",
    );
  });

  it("says no charge is due below a full £200 over £60,000, and why (ITEPA 2003 s.681C(2))", () => {
    // £60,199 is £199 over: floor(199 ÷ 200) = 0%, no charge, but the income is over £60,000.
    expect(workingsText({ children: "1", higherIncome: "60199" })).toContain(
      "No High Income Child Benefit Charge: the higher earner's income is less than a full £200 over £60,000.",
    );
    expect(workingsText({ children: "1", higherIncome: "60000" })).toContain(
      "No High Income Child Benefit Charge: the higher earner's income is £60,000 or less.",
    );
    // £60,200 is a full £200 over: 1% of 27.05 × 53 = 1,433.65, whole pounds 1,433: £14.
    expect(workingsText({ children: "1", higherIncome: "60200" })).toContain(
      "takes back 1% of the year's Child Benefit (in whole pounds), £14,",
    );
  });
});
