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
