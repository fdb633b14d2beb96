import { describe, expect, it } from "vitest";
import { defaultInputs } from "~/calculators/types";
import { engine } from "./calculate";
import { definition } from "./definition";
import type { RentKey } from "./fields";

const calculate = (inputs: Partial<Record<RentKey, string>>) =>
  engine.calculate({ ...defaultInputs(definition.fields), ...inputs });

describe("rent: the letting agents' check of pay before tax", () => {
  it("is left out without the pay before tax", () => {
    expect(calculate({ monthlyIncomeAfterTax: "2500" })).toMatchObject({
      ok: true,
      result: { lettingCheck: null },
    });
  });

  it("passes a rent of exactly 30 times less than the yearly pay, and not a penny more", () => {
    // 3,333.33 × 30% = 999.999 (£1,000.00 shown); 30,000 ÷ 30 = 1,000
    expect(
      calculate({ monthlyIncomeAfterTax: "3333.33", yearlyPayBeforeTax: "30000" }),
    ).toMatchObject({
      ok: true,
      result: { lettingCheck: { yearlyPay: 30_000, mostRent: 1000, passes: true } },
    });
    // 3,333.37 × 30% = 1,000.011 (£1,000.01)
    expect(
      calculate({ monthlyIncomeAfterTax: "3333.37", yearlyPayBeforeTax: "30000" }),
    ).toMatchObject({ ok: true, result: { lettingCheck: { passes: false } } });
  });

  it("reads the pay before tax typed for a month as a year's", () => {
    // £2,500 a month × 12 = 30,000 a year: 1,000 a month at the check
    expect(
      calculate({ monthlyIncomeAfterTax: "2000", yearlyPayBeforeTax: "£2,500 a month" }),
    ).toMatchObject({ ok: true, result: { lettingCheck: { yearlyPay: 30_000, mostRent: 1000 } } });
  });

  it("questions pay before tax that is not a figure, at its field", () => {
    expect(calculate({ monthlyIncomeAfterTax: "2000", yearlyPayBeforeTax: "lots" })).toMatchObject({
      ok: false,
      field: "yearlyPayBeforeTax",
    });
  });
});
