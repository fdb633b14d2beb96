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
