/** Which mortgage payment fields show, and what the rate is called (docs/product.md#mortgage-payment). */
import { describe, expect, it } from "vitest";
import { formAt } from "../testing/form";
import { fields } from "./fields";

describe("the mortgage payment form", () => {
  it("asks for the rate after a deal, and calls the rate the deal's, only with a deal", () => {
    const noDeal = formAt(fields);
    expect(noDeal.interestRatePct?.label).toBe("Interest rate");
    expect(noDeal.revertRatePct).toBeUndefined();
    const deal = formAt(fields, { dealYears: "2" });
    expect(deal.interestRatePct?.label).toBe("Interest rate during the deal");
    expect(deal.revertRatePct?.label).toBe("Rate after the deal");
  });

  it("asks for the interest-only part only for part and part", () => {
    expect(formAt(fields).interestOnlyAmount).toBeUndefined();
    expect(formAt(fields, { repaymentType: "interest-only" }).interestOnlyAmount).toBeUndefined();
    expect(formAt(fields, { repaymentType: "part-and-part" }).interestOnlyAmount?.label).toBe(
      "Interest-only part",
    );
  });
});
