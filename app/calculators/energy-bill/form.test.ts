/** The energy form: which fields show, in which unit (docs/product.md#energy-bill). */
import { describe, expect, it } from "vitest";
import { formAt } from "../testing/form";
import { fields } from "./fields";

const keys = (changes: Record<string, string> = {}) => Object.keys(formAt(fields, changes));

describe("the energy form", () => {
  it("estimates from the home to start, on a single rate", () => {
    expect(keys()).toEqual([
      "usageMode",
      "propertySize",
      "sizeUnit",
      "bedrooms",
      "occupants",
      "usageProfile",
      "tariff",
      "electricityRate",
      "electricityStandingCharge",
      "gasRate",
      "gasStandingCharge",
    ]);
    const form = formAt(fields);
    expect(form.propertySize?.suffix).toBe("sq ft");
    expect(form.bedrooms?.options).toBe("1: 1; 2: 2; 3: 3; 4: 4; 5+: 5+");
    expect(form.electricityRate?.label).toBe("Electricity unit rate (£ per kWh)");
    expect(formAt(fields, { sizeUnit: "sqm" }).propertySize?.suffix).toBe("sq m");
  });

  it("asks for the usage instead of the home when the visitor knows it, a year or a month", () => {
    expect(keys({ usageMode: "known" })).toEqual([
      "usageMode",
      "electricityKWhPerYear",
      "gasKWhPerYear",
      "usagePeriod",
      "tariff",
      "electricityRate",
      "electricityStandingCharge",
      "gasRate",
      "gasStandingCharge",
    ]);
    const yearly = formAt(fields, { usageMode: "known" });
    expect([yearly.electricityKWhPerYear?.suffix, yearly.gasKWhPerYear?.suffix]).toEqual([
      "kWh a year",
      "kWh a year",
    ]);
    const monthly = formAt(fields, { usageMode: "known", usagePeriod: "month" });
    expect([monthly.electricityKWhPerYear?.suffix, monthly.gasKWhPerYear?.suffix]).toEqual([
      "kWh a month",
      "kWh a month",
    ]);
  });

  it("asks for the night rate and share on Economy 7, and calls the rate the day's", () => {
    const economy7 = formAt(fields, { tariff: "economy7" });
    expect(economy7.electricityRate?.label).toBe("Day unit rate (£ per kWh)");
    expect(economy7.nightRate?.label).toBe("Night unit rate (£ per kWh)");
    expect(economy7.nightSharePct?.label).toBe("Share of electricity used at night");
  });
});
