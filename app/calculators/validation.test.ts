import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { definitions } from "./definitions";
import { CALCULATOR_KEYS, type CalculatorKey } from "./registry";
import { rentGuidance } from "./rent-affordability/calculate";
import { defaultInputs } from "./types";

/** Each folder's own, so a new calculator brings its expectations with it. */
const byFolder = <T>(files: Record<string, T>) =>
  Object.fromEntries(
    Object.entries(files).map(([file, value]) => [file.split("/")[1], value]),
  ) as Record<CalculatorKey, T>;

const MESSAGES = byFolder(
  import.meta.glob<string>("./*/examples.ts", { eager: true, import: "emptyFormMessage" }),
);

describe.each(CALCULATOR_KEYS)("%s", (key) => {
  const definition = definitions[key];

  it("declares each field key once (its calculate reads only these: fields.ts)", () => {
    const fieldKeys = definition.fields.map((field) => field.key);
    expect(new Set(fieldKeys).size).toBe(fieldKeys.length);
  });

  it("rejects the defaults (nothing entered yet) with the calculator's own message", () => {
    const outcome = definition.calculate(defaultInputs(definition.fields));
    expect(outcome).toMatchObject({ ok: false, message: MESSAGES[key] });
  });

  it("never throws and never returns a non-finite number, whatever is typed", () => {
    const text = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.constantFrom("", "0", "-1", "1e308", "£1,000", "5+", "true"),
    );
    const inputs = fc.record(
      Object.fromEntries(definition.fields.map((field) => [field.key, text])),
    );
    fc.assert(
      fc.property(inputs, (values) => {
        const outcome = definition.calculate(values as Record<string, string>);
        if (!outcome.ok) return typeof outcome.message === "string" && outcome.message.length > 0;
        const numbers = JSON.stringify(outcome.result, (_k, v) =>
          typeof v === "number" && !Number.isFinite(v) ? "BAD" : v,
        );
        return (
          !numbers.includes('"BAD"') &&
          definition.rows(outcome.result).every((row) => !/NaN|Infinity/.test(row.value.text))
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe("the product's defaults (docs/product.md)", () => {
  it.each([
    ["rent-affordability", { rentSharePct: "30" }],
    ["mortgage-payment", { termYears: "25" }],
    [
      "fuel-cost",
      { tripMode: "one-way", economyUnit: "mpg", priceUnit: "gallon", distanceUnit: "miles" },
    ],
    ["ev-charging", { fuelUnit: "gallon", priceUnit: "gallon", distanceUnit: "miles" }],
    ["energy-bill", { bedrooms: "2", occupants: "2", usageProfile: "average", sizeUnit: "sqft" }],
    ["moving-cost", { propertySize: "2bed", storageMonths: "0", packingService: "false" }],
  ] as const)("%s", (key, expected) => {
    expect(defaultInputs(definitions[key].fields)).toMatchObject(expected);
  });
});

describe("rent guidance bands", () => {
  it.each([
    [30, "within"],
    [30.04, "within"],
    [30.1, "slightly-above"],
    [35, "slightly-above"],
    [35.1, "above"],
  ] as const)("%d%% is %s", (pct, band) => {
    expect(rentGuidance(pct)).toBe(band);
  });

  it("falls back to a 30% share when the share is blank or zero", () => {
    for (const rentSharePct of ["", "0"]) {
      const outcome = definitions["rent-affordability"].calculate({
        monthlyIncomeAfterTax: "2000",
        rentSharePct,
      });
      expect(outcome).toMatchObject({ ok: true, result: { maxRecommendedRent: 600 } });
    }
  });
});
