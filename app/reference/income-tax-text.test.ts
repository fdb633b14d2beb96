import { describe, expect, it } from "vitest";
import { INCOME_TAX_BANDS } from "./income-tax";
import { describeIncomeTaxBands } from "./income-tax-text";

describe("income tax bands in words", () => {
  it("gives the bands by pay with the standard allowance, as GOV.UK and gov.scot publish them", () => {
    // 12,570 + 37,700 = 50,270; the allowance is gone at 125,140, where taxable pay is pay.
    expect(describeIncomeTaxBands(INCOME_TAX_BANDS.rUK)).toBe(
      "20% (basic rate) on pay from £12,571 to £50,270, 40% (higher rate) from £50,271 to £125,140 and 45% (additional rate) above £125,140",
    );
    // 12,570 + 3,967 = 16,537; + 12,989 = 29,526; + 14,136 = 43,662; + 31,338 = 75,000.
    expect(describeIncomeTaxBands(INCOME_TAX_BANDS.scotland)).toBe(
      "19% (starter rate) on pay from £12,571 to £16,537, 20% (basic rate) from £16,538 to £29,526, 21% (intermediate rate) from £29,527 to £43,662, 42% (higher rate) from £43,663 to £75,000, 45% (advanced rate) from £75,001 to £125,140 and 48% (top rate) above £125,140",
    );
  });
});

describe("income tax bands in words, for bands made up here", () => {
  it("reads a single band above the allowance", () => {
    expect(describeIncomeTaxBands([{ name: "Flat Rate", ratePct: 30, width: null }])).toBe(
      "30% (flat rate) above £12,570",
    );
  });

  it("puts a band within the taper at the pay where the allowance has shrunk to leave it", () => {
    // 100,000 taxable: untapered pay 112,570 is over £100,000, so pay = (100,000 + 12,570 + 50,000)
    // ÷ 1.5 = 108,380, where the allowance is 12,570 − (108,380 − 100,000) ÷ 2 = 8,380 and
    // 108,380 − 8,380 = 100,000.
    expect(
      describeIncomeTaxBands([
        { name: "Low", ratePct: 10, width: 1_000 },
        { name: "Middle", ratePct: 25, width: 99_000 },
        { name: "High", ratePct: 50, width: null },
      ]),
    ).toBe(
      "10% (low) on pay from £12,571 to £13,570, 25% (middle) from £13,571 to £108,380 and 50% (high) above £108,380",
    );
  });
});
