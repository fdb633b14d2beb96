/**
 * How a figure prints, by its unit, and the <Calc> arithmetic, on figures made up here so a new
 * figure's value changes nothing (figures.test.ts prints the real ones).
 */
import { describe, expect, it } from "vitest";
import { evaluate, formatAmount, formatFigureData } from "./format";
import type { FigureData, FigureUnit } from "./types";

const figure = (value: FigureData["value"], unit: FigureUnit): FigureData => ({
  label: "A made-up figure for this test",
  value,
  unit,
  period: "from 1 April 2026",
  checked: "2026-11-01",
  sources: [{ title: "A made-up source", url: "https://example.org" }],
});
const printed = (value: FigureData["value"], unit: FigureUnit, dp?: number) =>
  formatFigureData(figure(value, unit), dp === undefined ? {} : { dp });

describe("a figure prints with its unit", () => {
  it.each([
    [180, "gbp", "£180"],
    [174.5, "gbp", "£174.50"],
    [26.11, "pence", "26.11p"],
    [26.1, "pence", "26.1p"],
    [3.75, "percent", "3.75%"],
    [2500, "kwh", "2,500 kWh"],
    [6.51, "sqm", "6.51 square metres"],
    [1, "weeks", "1 week"],
    [5, "weeks", "5 weeks"],
    [1, "months", "1 month"],
    [6, "months", "6 months"],
    [1, "days", "1 day"],
    [14, "days", "14 days"],
    [1, "hours", "1 hour"],
    [16, "hours", "16 hours"],
    [1234.5, "text", "1,234.5"],
  ] as const)("%s %s prints as %s", (value, unit, expected) => {
    expect(printed(value, unit)).toBe(expected);
  });

  it("prints a date long, and text as it is", () => {
    expect(printed("2026-05-01", "date")).toBe("1 May 2026");
    expect(printed("2026-05-01", "text")).toBe("2026-05-01");
  });

  it("prints a range with the pound sign at each end, and any other unit once after it", () => {
    expect(printed([1500, 3750], "gbp")).toBe("£1,500–£3,750");
    expect(printed([6, 9], "pence")).toBe("6–9p");
    // The noun agrees with the higher end: "1–2 weeks", "0.5–1 week".
    expect(printed([1, 2], "weeks")).toBe("1–2 weeks");
    expect(printed([0.5, 1], "weeks")).toBe("0.5–1 week");
  });

  it("rounds to the decimals asked for", () => {
    expect(printed(174.4, "gbp", 0)).toBe("£174");
    expect(printed(180, "gbp", 2)).toBe("£180.00");
    expect(printed(26.11, "pence", 0)).toBe("26p");
    expect(printed([51.3, 60.8], "pence", 0)).toBe("51–61p");
    expect(printed([1499.6, 3750.2], "gbp", 0)).toBe("£1,500–£3,750");
  });
});

describe("a <Calc> amount prints by its kind", () => {
  it("to its kind's usual decimals", () => {
    expect(formatAmount(652.751, "gbp")).toBe("£652.75");
    expect(formatAmount(15.2954, "pence")).toBe("15.3p");
    expect(formatAmount(2499.6, "kwh")).toBe("2,500 kWh");
    expect(formatAmount(3.75, "percent")).toBe("4%");
    expect(formatAmount(1234.4, "number")).toBe("1,234");
  });

  it("or to those asked for", () => {
    expect(formatAmount(652.751, "gbp", 0)).toBe("£653");
    expect(formatAmount(15.2954, "pence", 2)).toBe("15.30p");
    expect(formatAmount(3.75, "percent", 2)).toBe("3.75%");
    expect(formatAmount(1234.56, "number", 1)).toBe("1,234.6");
  });
});

describe("<Calc> arithmetic", () => {
  it("works left to right within + and −, and within × and ÷", () => {
    expect(evaluate("7 - 2 - 1").value).toBe(4); // (7 − 2) − 1, not 7 − (2 − 1) = 6
    expect(evaluate("8 / 4 / 2").value).toBe(1); // (8 ÷ 4) ÷ 2, not 8 ÷ (4 ÷ 2) = 4
    expect(evaluate("2 * 3 + 4").value).toBe(10);
    expect(evaluate("2 + 3 * 4").value).toBe(14);
    expect(evaluate("10 - 4 / 2").value).toBe(8);
    expect(evaluate("1.5 * 2").value).toBe(3);
    expect(evaluate("1.25 * 4").value).toBe(5);
    expect(evaluate("(1 + 2) * (3 + 4)").value).toBe(21);
  });

  it("takes a figure's value and lists each figure once, in the order used", () => {
    // Any figure less itself is 0, and over itself 1, whatever its value.
    expect(evaluate("tvLicence - tvLicence")).toEqual({ value: 0, ids: ["tvLicence"] });
    expect(evaluate("capElecUnit / capElecUnit + tvLicence * 0")).toEqual({
      value: 1,
      ids: ["capElecUnit", "tvLicence"],
    });
    expect(evaluate("3")).toEqual({ value: 3, ids: [] });
  });

  it.each([
    ["1 +", /^Calc "1 \+": ends too soon$/],
    ["", /ends too soon/],
    ["(1 2", /^Calc "\(1 2": a bracket is not closed$/],
    ["1 + 2)", /^Calc "1 \+ 2\)": unexpected "\)"$/],
    ["1 2", /unexpected "2"/],
    ["1 & 2", /unexpected "&"/],
    ["1 + &", /^Calc "1 \+ &": unexpected "&"$/],
    ["abc1 + 1", /"abc1" is not a figure id/],
    ["rentersRightsAct + 1", /"rentersRightsAct" is not a single number/],
    ["0 ^ -1", /^Calc "0 \^ -1": the result is not a finite number$/],
  ])("rejects %j", (expr, message) => {
    expect(() => evaluate(expr)).toThrow(message);
  });
});
