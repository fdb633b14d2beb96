/** Which result figures one can be taken from the other: the comparison's difference column. */
import { describe, expect, it } from "vitest";
import { money, shownDifference } from "./row-values";

describe("shownDifference between sums of money", () => {
  it("takes a monthly sum from a monthly sum, to the penny shown", () => {
    // £1,461.48 a month against £1,234.56 a month: 1,461.48 − 1,234.56 = 226.92.
    expect(
      shownDifference(money(1234.56, { perMonth: true }), money(1461.48, { perMonth: true })),
    ).toBeCloseTo(226.92, 9);
  });

  it("takes none from a sum of another period: a month's payment is not a total", () => {
    expect(shownDifference(money(1461.48, { perMonth: true }), money(438442.53))).toBeUndefined();
    expect(shownDifference(money(438442.53), money(1461.48, { perMonth: true }))).toBeUndefined();
  });
});
