import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { definitions } from "./definitions";
import { CALCULATOR_KEYS } from "./registry";
import { rentGuidance } from "./rent-affordability/calculate";
import { defaultInputs } from "./types";

const MESSAGES = {
  "rent-affordability": "Please enter a valid monthly income.",
  "mortgage-payment": "Please enter valid loan amount, interest rate, and term.",
  "fuel-cost": "Please enter valid distance, fuel economy, and price.",
  "ev-charging": "Please enter all required values.",
  "energy-bill": "Please enter valid property size and electricity rate.",
  "moving-cost": "Please enter a valid distance.",
} as const;

describe.each(CALCULATOR_KEYS)("%s", (key) => {
  const definition = definitions[key];

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
    ["fuel-cost", { tripMode: "one-way", economyUnit: "mpg", distanceUnit: "miles" }],
    ["ev-charging", { fuelUnit: "gallon", distanceUnit: "miles" }],
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

describe("unit conversions", () => {
  it("fuel in km gives the same cost as the distance in miles", () => {
    const fuel = definitions["fuel-cost"];
    const km = fuel.calculate({
      distance: "160.934",
      distanceUnit: "km",
      fuelEconomy: "50",
      economyUnit: "mpg",
      fuelPrice: "6",
      priceUnit: "gallon",
      tripMode: "one-way",
    });
    const miles = fuel.calculate({
      distance: "100",
      distanceUnit: "miles",
      fuelEconomy: "50",
      economyUnit: "mpg",
      fuelPrice: "6",
      priceUnit: "gallon",
      tripMode: "one-way",
    });
    if (!km.ok || !miles.ok) throw new Error("expected valid");
    expect(km.result.estimatedFuelCost).toBeCloseTo(miles.result.estimatedFuelCost, 3);
  });

  it("a price per litre with mpg is converted with 4.54609 litres per gallon", () => {
    const outcome = definitions["fuel-cost"].calculate({
      distance: "1",
      fuelEconomy: "1",
      fuelPrice: "1",
      priceUnit: "litre",
      economyUnit: "mpg",
    });
    expect(outcome).toMatchObject({ ok: true, result: { costPerMile: 4.54609 } });
  });

  it("energy in square metres uses 10.764 sq ft per sq m", () => {
    const energy = definitions["energy-bill"];
    const defaults = defaultInputs(energy.fields);
    const sqm = energy.calculate({
      ...defaults,
      propertySize: "100",
      sizeUnit: "sqm",
      electricityRate: "1",
    });
    const sqft = energy.calculate({
      ...defaults,
      propertySize: "1076.4",
      sizeUnit: "sqft",
      electricityRate: "1",
    });
    if (!sqm.ok || !sqft.ok) throw new Error("expected valid");
    expect(sqm.result.totalMonthlyBill).toBeCloseTo(sqft.result.totalMonthlyBill, 9);
  });
});
