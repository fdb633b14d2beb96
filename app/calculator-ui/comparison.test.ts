import { describe, expect, it } from "vitest";
import { distance, duration, energy, money, percent } from "~/calculators/row-values";
import { difference, differenceLabel } from "./comparison";

describe("the difference column: B minus A, from the amounts as shown", () => {
  it("signs money in its own decimals", () => {
    // 1,111.66 − 1,169.18 = −57.52
    expect(difference(money(1169.18), money(1111.66))).toBe("−£57.52");
    expect(difference(money(12), money(13))).toBe("+£1.00");
    // A cost per mile, to 3 decimals: 0.150 − 0.141 = 0.009
    expect(difference(money(0.141, { decimals: 3 }), money(0.15, { decimals: 3 }))).toBe("+£0.009");
    expect(difference(money(150754.02), money(133499.49))).toBe("−£17,254.53");
    // Below nothing in A: 5 − (−20) = 25
    expect(difference(money(-20), money(5))).toBe("+£25.00");
  });

  it("works from the figures as shown, so the columns agree to the penny", () => {
    // Shown as £10.00 and £10.01 (10.004 and 10.006 round apart): a penny, not 0.2p.
    expect(difference(money(10.004), money(10.006))).toBe("+£0.01");
    // Both shown as £10.00.
    expect(difference(money(10.001), money(10.004))).toBe("No change");
  });

  it("gives a change of a change in money its own sign, with its period", () => {
    // +£427.62 a month in A, −£12.50 a month in B: −12.50 − 427.62 = −440.12
    expect(
      difference(
        money(427.62, { signed: true, perMonth: true }),
        money(-12.5, { signed: true, perMonth: true }),
      ),
    ).toBe("−£440.12 a month");
  });

  it("signs percentages, distances and energy in their units", () => {
    expect(difference(percent(90), percent(94.8))).toBe("+4.8%");
    expect(difference(percent(30), percent(28.75))).toBe("−1.2%");
    expect(difference(distance(800, "miles"), distance(1250, "miles"))).toBe("+450 miles");
    expect(difference(energy(12.3), energy(9.8))).toBe("−2.5 kWh");
  });

  it("takes durations in months and shows years and months", () => {
    // Paid off 7 years 9 months sooner in A (93 months), 11 years 9 months in B (141): 48 months.
    expect(difference(duration(93), duration(141))).toBe("+4 years");
    // 57 months (4 years 9 months) against 9 months: 9 − 57 = −48.
    expect(difference(duration(57), duration(9))).toBe("−4 years");
    // 2 years against 9 months: 9 − 24 = −15, a year and 3 months.
    expect(difference(duration(24), duration(9))).toBe("−1 year 3 months");
    expect(difference(duration(30), duration(31))).toBe("+1 month");
    expect(difference(duration(30), duration(30))).toBe("No change");
  });

  it("says no change when the two are equal", () => {
    expect(difference(money(0), money(0))).toBe("No change");
    expect(difference(percent(30), percent(30.04))).toBe("No change");
  });

  it("gives a dash for words, or figures in different units", () => {
    expect(
      difference(
        { kind: "words", text: "Electric is cheaper" },
        { kind: "words", text: "Petrol is cheaper" },
      ),
    ).toBe("–");
    expect(difference(money(12), percent(12))).toBe("–");
    expect(difference(distance(800, "miles"), distance(800, "km"))).toBe("–");
    expect(difference(money(0.141, { decimals: 3 }), money(12))).toBe("–");
    expect(difference(duration(12), money(12))).toBe("–");
  });
});

describe("the difference column's label", () => {
  it("is the row's label when A and B name it alike", () => {
    expect(differenceLabel("Total interest", "Total interest")).toBe("Total interest");
  });

  it("names both when the label follows the inputs", () => {
    expect(
      differenceLabel("Stamp Duty Land Tax (SDLT)", "Land and Buildings Transaction Tax (LBTT)"),
    ).toBe("Land and Buildings Transaction Tax (LBTT) (B) less Stamp Duty Land Tax (SDLT) (A)");
  });
});
