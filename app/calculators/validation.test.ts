import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { definitions } from "./definitions";
import { FIELD_KEYS as ENERGY_KEYS } from "./energy-bill/calculate";
import { FIELD_KEYS as EV_KEYS } from "./ev-charging/calculate";
import { FIELD_KEYS as FUEL_KEYS } from "./fuel-cost/calculate";
import { FIELD_KEYS as MORTGAGE_KEYS } from "./mortgage-payment/calculate";
import { FIELD_KEYS as MOVING_KEYS } from "./moving-cost/calculate";
import { CALCULATOR_KEYS } from "./registry";
import { FIELD_KEYS as RENT_KEYS, rentGuidance } from "./rent-affordability/calculate";
import { defaultInputs } from "./types";

const MESSAGES = {
  "rent-affordability": "Please enter a valid monthly income.",
  "mortgage-payment": "Please enter valid loan amount, interest rate, and term.",
  "fuel-cost": "Please enter valid distance, fuel economy, and price.",
  "ev-charging": "Please enter all required values.",
  "energy-bill": "Please enter valid property size and electricity rate.",
  "moving-cost": "Please enter a valid distance.",
} as const;

/** The keys each calculate reads (its type's keys), to hold against the fields its page shows. */
const CALCULATE_KEYS = {
  "rent-affordability": RENT_KEYS,
  "mortgage-payment": MORTGAGE_KEYS,
  "fuel-cost": FUEL_KEYS,
  "ev-charging": EV_KEYS,
  "energy-bill": ENERGY_KEYS,
  "moving-cost": MOVING_KEYS,
} as const;

describe.each(CALCULATOR_KEYS)("%s", (key) => {
  const definition = definitions[key];

  it("has a field for every key its calculate reads, and no other", () => {
    const fieldKeys = definition.fields.map((field) => field.key);
    expect([...fieldKeys].sort()).toEqual([...CALCULATE_KEYS[key]].sort());
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
          definition.rows(outcome.result).every((row) => !/NaN|Infinity/.test(row.value))
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
