/** An estimate's slices and reasons in words, for the tax's workings under a result. */
import { describe, expect, it } from "vitest";
import { describeNotApplied, describeSlice, formatRate } from "./property-tax-text";

describe("an estimate in words", () => {
  it("names a rate and the part of the price a slice covers", () => {
    expect(formatRate(7.5)).toBe("7.5%");
    // The first slice starts at nothing: up to 0 + 125,000.
    expect(describeSlice({ from: 0, to: 125_000, ratePct: 0, taxed: 125_000, tax: 0 })).toBe(
      "Up to £125,000",
    );
    // 250,000 + 45,000 = 295,000
    expect(
      describeSlice({ from: 250_000, to: 925_000, ratePct: 5, taxed: 45_000, tax: 2250 }),
    ).toBe("£250,000 to £295,000");
  });

  it("says why a relief or surcharge chosen does not apply", () => {
    expect(describeNotApplied({ kind: "no-first-time-buyer-relief" })).toBe(
      "There is no first-time buyer relief here, so the main rates apply.",
    );
    expect(describeNotApplied({ kind: "over-first-time-buyer-limit", maxPrice: 500_000 })).toBe(
      "First-time buyers' relief is only for homes costing up to £500,000, so the main rates apply.",
    );
    expect(describeNotApplied({ kind: "under-additional-minimum", minPrice: 40_000 })).toBe(
      "The additional property rates start at £40,000, so the main rates apply.",
    );
  });
});
