import { describe, expect, it } from "vitest";
import { pencePriceNote, readPrice } from "./price";

describe("readPrice: a price that can only be pence is read as pence", () => {
  it.each([
    // Per litre: above £20 cannot be pounds.
    ["139.9", "litre", 1.399, true],
    ["£139.9", "litre", 1.399, true],
    ["140p", "litre", 1.4, false],
    ["1.40", "litre", 1.4, false],
    ["20", "litre", 20, false],
    ["20.01", "litre", 0.2001, true],
    // An explicit p is pence already, never divided twice.
    ["2500p", "litre", 25, false],
    // Per gallon: above £60 cannot be pounds.
    ["636", "gallon", 6.36, true],
    ["6.36", "gallon", 6.36, false],
    ["60", "gallon", 60, false],
    ["139.9", "gallon", 1.399, true],
    // Per kWh: above £5 cannot be pounds.
    ["24.5", "kWh", 0.245, true],
    ["7p", "kWh", 0.07, false],
    ["5", "kWh", 5, false],
    ["0.25", "kWh", 0.25, false],
    // Per day (a standing charge): above £5 cannot be pounds.
    ["57.19", "day", 0.5719, true],
    ["0.5719", "day", 0.5719, false],
    ["53p", "day", 0.53, false],
    // Nothing to read, or a negative, stays as the parser reads it.
    ["", "litre", 0, false],
    ["abc", "litre", 0, false],
    ["-150", "litre", -150, false],
  ] as const)("%j per %s reads as £%d (pence: %s)", (text, unit, pounds, readAsPence) => {
    const price = readPrice(text, unit);
    expect(price.pounds).toBeCloseTo(pounds, 12);
    expect(price).toMatchObject({ unit, readAsPence });
  });
});

describe("pencePriceNote", () => {
  it.each([
    ["139.9", "litre", "Read as 139.9p a litre (£1.399)"],
    ["145", "litre", "Read as 145p a litre (£1.45)"],
    ["1,399", "gallon", "Read as 1,399p a gallon (£13.99)"],
    ["636", "gallon", "Read as 636p a gallon (£6.36)"],
    ["24.5", "kWh", "Read as 24.5p a kWh (£0.245)"],
    ["57.19", "day", "Read as 57.19p a day (£0.5719)"],
    ["139.95", "litre", "Read as 139.95p a litre (£1.3995)"],
  ] as const)("%j per %s: %s", (text, unit, note) => {
    expect(pencePriceNote(text, unit)).toBe(note);
  });

  it("says nothing of a price read as typed", () => {
    for (const text of ["1.40", "140p", "20", "", "abc"]) {
      expect(pencePriceNote(text, "litre")).toBeUndefined();
    }
  });
});
