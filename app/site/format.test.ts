import { describe, expect, it } from "vitest";
import { formatMoney, typedPounds } from "./format";

describe("a figure as it is filled in", () => {
  it("is whole pounds without decimals, and pence to two places", () => {
    expect([2500, 1107.03, 138.6532, 127.1, 0.004].map(typedPounds)).toEqual([
      "2500",
      "1107.03",
      "138.65",
      "127.10",
      "0",
    ]);
  });
});

describe("a sum of money as it is shown", () => {
  it("rounds a half penny up, as by hand, even where scaling it adds float noise", () => {
    // 1,850 kWh at 7.33p is 13,560.5p; 135.605 × 100 is 13560.499999999998 in floating point.
    expect(formatMoney((1850 * 7.33) / 100)).toBe("£135.61");
    expect(formatMoney(1.005)).toBe("£1.01");
    expect(formatMoney(2.675)).toBe("£2.68");
  });
});
