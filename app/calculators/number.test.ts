import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyPrecise, formatPercent, roundShown } from "./format";
import { parseCost, parseNumber, readNumber } from "./number";

describe("parseNumber", () => {
  it.each([
    ["£1,250.50", 1250.5],
    [" 2 500 ", 2500],
    ["30%", 30],
    ["27p", 0.27],
    ["140p", 1.4],
    ["250k", 250000],
    ["£250K", 250000],
    [".5", 0.5],
    ["-3", -3],
    ["1e3", 1000],
    ["", 0],
    ["abc", 0],
    ["1.2.3", 0],
    ["12abc", 0],
    ["Infinity", 0],
    ["1e999", 0],
  ])("reads %j as %d", (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it("says whether a number was typed in pence", () => {
    expect(readNumber("140p")).toEqual({ value: 1.4, pence: true });
    expect(readNumber("£1.40")).toEqual({ value: 1.4, pence: false });
    expect(readNumber("12abcp")).toEqual({ value: 0, pence: false });
  });

  it("treats negative optional costs as 0", () => {
    expect(parseCost("-50")).toBe(0);
    expect(parseCost(undefined)).toBe(0);
  });
});

describe("formatting", () => {
  it("rounds halves as by hand despite floating-point noise", () => {
    expect(formatPercent((920 / 3200) * 100)).toBe("28.8%");
    expect(roundShown((920 / 3200) * 100, 1)).toBe(28.8);
  });
  it("uses en-GB pounds and never shows a negative zero", () => {
    expect(formatMoney(1461.4751)).toBe("£1,461.48");
    expect(formatMoney(-0)).toBe("£0.00");
    expect(formatMoneyPrecise(0.14133)).toBe("£0.141");
  });
});
