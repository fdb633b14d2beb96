/**
 * The energy calculator's own options (known usage, Economy 7, Ofgem's figures in one press): each
 * invalid input gets its own message at its own field, and the presets fill in the reference figures.
 */
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "~/calculators/definitions";
import { FIGURES } from "~/reference/figures";
import { defaultInputs, type Inputs } from "../types";
import { MESSAGES } from "./calculate";
import type { EnergyKey } from "./fields";

const energyBill = calculatorsByKey["energy-bill"];

const calculate = (inputs: Partial<Inputs<EnergyKey>>) =>
  energyBill.calculate({ ...defaultInputs(energyBill.fields), ...inputs });

const known = {
  usageMode: "known",
  electricityKWhPerYear: "2500",
  electricityRate: "0.27",
} as const;
const economy7 = {
  propertySize: "800",
  tariff: "economy7",
  electricityRate: "0.30",
  nightRate: "0.13",
  nightSharePct: "40",
} as const;

describe("energy bill validation", () => {
  it.each([
    ["estimate without a size", { electricityRate: "0.27" }, "propertySize", MESSAGES.estimate],
    ["estimate without a rate", { propertySize: "800" }, "electricityRate", MESSAGES.estimate],
    [
      "known usage left blank",
      { ...known, electricityKWhPerYear: "" },
      "electricityKWhPerYear",
      MESSAGES.electricityUse,
    ],
    [
      "known usage with a gas rate but no gas use",
      { ...known, gasRate: "0.07" },
      "gasKWhPerYear",
      MESSAGES.gasUse,
    ],
    [
      "known gas use without a gas rate",
      { ...known, gasKWhPerYear: "9500" },
      "gasRate",
      MESSAGES.gasRate,
    ],
    [
      "known usage without a rate",
      { ...known, electricityRate: "" },
      "electricityRate",
      MESSAGES.electricityRate,
    ],
    [
      "a rate that cannot be read",
      { ...known, electricityRate: "abc" },
      "electricityRate",
      "Please enter the electricity unit rate as a number, for example 24.5p.",
    ],
    [
      "a standing charge as Ofgem writes it, in a day's field, but a month",
      { ...known, electricityStandingCharge: "£17 a month" },
      "electricityStandingCharge",
      "The electricity standing charge is a day's: type the amount a day.",
    ],
    [
      "Economy 7 without a day rate",
      { ...economy7, electricityRate: "" },
      "electricityRate",
      MESSAGES.dayRate,
    ],
    [
      "Economy 7 without a night rate",
      { ...economy7, nightRate: "" },
      "nightRate",
      MESSAGES.nightRate,
    ],
    [
      "Economy 7 with 0% at night",
      { ...economy7, nightSharePct: "0" },
      "nightSharePct",
      MESSAGES.nightShare,
    ],
    [
      "Economy 7 with 100% at night",
      { ...economy7, nightSharePct: "100" },
      "nightSharePct",
      MESSAGES.nightShare,
    ],
    [
      "Economy 7 with no night share",
      { ...economy7, nightSharePct: "" },
      "nightSharePct",
      MESSAGES.nightShare,
    ],
  ] as const)("%s: %s", (_name, inputs, field, message) => {
    expect(calculate(inputs)).toEqual({ ok: false, field, message });
  });

  it("a home with known usage and no gas at all pays for electricity only", () => {
    expect(calculate(known)).toMatchObject({
      ok: true,
      result: { estimatedGasMonthly: 0, gasKWhMonthly: 0, usageKnown: true, nightShare: null },
    });
  });

  it("the night rate and share are ignored on a single rate, as the home's size is with known usage", () => {
    expect(
      calculate({ ...known, nightRate: "abc", nightSharePct: "500", propertySize: "x" }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe("reading the energy figures as typed", () => {
  const note = (key: EnergyKey, inputs: Partial<Inputs<EnergyKey>>) =>
    energyBill.note(key, { ...defaultInputs(energyBill.fields), ...inputs });
  const perMonth = { ...known, usagePeriod: "month" } as const;

  it("a year's use typed as a month's, with its unit, is read as 12 months of it", () => {
    const inputs = { ...known, electricityKWhPerYear: "250 kWh a month" };
    expect(note("electricityKWhPerYear", inputs)).toBe(
      "Read as 3,000 kWh a year (250 kWh a month × 12)",
    );
    expect(calculate(inputs)).toMatchObject({ ok: true, result: { electricityKWhMonthly: 250 } });
  });

  it("a month's use typed as a year's is read as a twelfth of it", () => {
    const inputs = { ...perMonth, electricityKWhPerYear: "3,000 kWh a year" };
    expect(note("electricityKWhPerYear", inputs)).toBe(
      "Read as 250 kWh a month (3,000 kWh a year ÷ 12)",
    );
    expect(calculate(inputs)).toMatchObject({ ok: true, result: { electricityKWhMonthly: 250 } });
  });

  it("a month's use is held to a twelfth of the year's range, and says so in months", () => {
    // 200,000 kWh a year ÷ 12 = 16,666.67 kWh a month.
    expect(calculate({ ...perMonth, electricityKWhPerYear: "20,000" })).toEqual({
      ok: false,
      field: "electricityKWhPerYear",
      message: "Your electricity use must be between 0 kWh a month and 16,666.67 kWh a month.",
    });
  });

  it("notes a use outside the usual, per year or per month", () => {
    expect(note("electricityKWhPerYear", { ...known, electricityKWhPerYear: "100" })).toBe(
      "Unusual: your electricity use is usually between 500 kWh a year and 15,000 kWh a year. Check it; it is worked out as typed.",
    );
    // 500 ÷ 12 = 41.67 and 15,000 ÷ 12 = 1,250 kWh a month.
    expect(note("electricityKWhPerYear", { ...perMonth, electricityKWhPerYear: "2,000" })).toBe(
      "Unusual: your electricity use is usually between 41.67 kWh a month and 1,250 kWh a month. Check it; it is worked out as typed.",
    );
  });

  it("notes a floor area outside the usual, in the unit chosen", () => {
    expect(note("propertySize", { sizeUnit: "sqm", propertySize: "10" })).toBe(
      "Unusual: the floor area is usually between 20 sq m and 500 sq m. Check it; it is worked out as typed.",
    );
    expect(note("propertySize", { sizeUnit: "sqft", propertySize: "100" })).toBe(
      "Unusual: the floor area is usually between 200 sq ft and 5,000 sq ft. Check it; it is worked out as typed.",
    );
  });
});

describe("energy bill without gas", () => {
  it("a gas standing charge without a gas rate adds nothing: the home has no gas", () => {
    // Electricity only: 2,500 kWh ÷ 12 × £0.27 = £56.25 a month.
    const outcome = calculate({ ...known, gasStandingCharge: "0.30" });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result.estimatedGasMonthly).toBe(0);
    expect(outcome.result.totalMonthlyBill).toBeCloseTo(56.25, 9);
    expect(
      calculate({ propertySize: "800", electricityRate: "0.27", gasStandingCharge: "0.30" }),
    ).toMatchObject({ ok: true, result: { estimatedGasMonthly: 0, gasKWhMonthly: 0 } });
  });
});

describe("an estimate too large to show", () => {
  it("is refused with the estimate's message at the floor area", () => {
    // A count of bedrooms no form offers, read as more than a number can hold: the estimate's kWh
    // would be infinite.
    expect(
      calculate({ propertySize: "800", electricityRate: "0.27", bedrooms: "9".repeat(400) }),
    ).toEqual({ ok: false, field: "propertySize", message: MESSAGES.estimate });
  });
});

describe("energy bill presets", async () => {
  const [typicalUsePreset, capRatesPreset] = energyBill.presets!;
  const typicalUse = { ...typicalUsePreset!, ...typicalUsePreset!.choices[0]! };
  const capRates = { ...capRatesPreset!, ...capRatesPreset!.choices[0]! };
  const single = defaultInputs(energyBill.fields);
  const onEconomy7 = { ...single, tariff: "economy7" };

  it("the price cap preset fills in the reference figures, in pounds", () => {
    expect(capRates.values(single)).toEqual({
      electricityRate: String(FIGURES.capElecUnit.value / 100),
      electricityStandingCharge: String(FIGURES.capElecStanding.value / 100),
      gasRate: String(FIGURES.capGasUnit.value / 100),
      gasStandingCharge: String(FIGURES.capGasStanding.value / 100),
    });
  });

  it("with known usage and no gas use, it fills in no gas figures", () => {
    expect(Object.keys(capRates.values({ ...single, usageMode: "known" })).sort()).toEqual([
      "electricityRate",
      "electricityStandingCharge",
    ]);
  });

  it("counts gas use of only spaces as none, so fills in no gas figures", () => {
    expect(
      Object.keys(capRates.values({ ...single, usageMode: "known", gasKWhPerYear: "  " })).sort(),
    ).toEqual(["electricityRate", "electricityStandingCharge"]);
  });

  it("on Economy 7 it fills in only the gas figures, and says so", () => {
    expect(Object.keys(capRates.values(onEconomy7)).sort()).toEqual([
      "gasRate",
      "gasStandingCharge",
    ]);
    expect(capRates.description).toContain("On Economy 7 only the gas figures are filled in");
  });

  it("says which quarter the cap figures are for, and carries its first and last day", () => {
    expect(capRates.description).toContain(`Ofgem's price cap ${FIGURES.capElecUnit.period}`);
    expect(capRates.description).toContain(
      `electricity ${FIGURES.capElecUnit.value}p a kWh and ${FIGURES.capElecStanding.value}p a day; gas ${FIGURES.capGasUnit.value}p a kWh and ${FIGURES.capGasStanding.value}p a day.`,
    );
    expect(capRates.dates).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
  });

  it("typical use fills Ofgem's medium home, per year, with the multi-rate figure on Economy 7", () => {
    expect(typicalUse.values({ ...single, usagePeriod: "month" })).toEqual({
      usagePeriod: "year",
      electricityKWhPerYear: String(FIGURES.tdcvElec.value),
      gasKWhPerYear: String(FIGURES.tdcvGas.value),
    });
    expect(typicalUse.values(onEconomy7)).toMatchObject({
      electricityKWhPerYear: String(FIGURES.tdcvElecMultiRate.value),
    });
  });

  it("both presets together give Ofgem's typical yearly bill for the quarter, to the pound", () => {
    const inputs = { ...single, usageMode: "known" };
    // Pressed in the order the page shows them: typical use, then the rates.
    const withUse = { ...inputs, ...typicalUse.values(inputs) };
    const filled = { ...withUse, ...capRates.values(withUse) };
    const outcome = energyBill.calculate(filled);
    if (!outcome.ok) throw new Error(outcome.message);
    // Ofgem publishes its typical bill rounded to the pound. October to December 2026 by hand:
    // 2,500 x 26.32p = £658.00, 365 x 54.83p = £200.13, 9,500 x 7.97p = £757.15,
    // 365 x 29.68p = £108.33: £1,723.61 a year, against Ofgem's £1,723.
    expect(outcome.result.annualCost).toBeCloseTo(1723.61, 1);
    expect(
      Math.abs(outcome.result.annualCost - (FIGURES.capTypicalBillOctober2026.value as number)),
    ).toBeLessThan(1);
  });
});
