/** The energy bill rows' labels, which carry the month's use (docs/product.md#energy-bill). */
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { exampleInputs } from "../testing/examples";
import { labelsOf, shownRows } from "../testing/rows";
import { examples } from "./examples";

const energyBill = calculatorsByKey["energy-bill"];
const known = exampleInputs(examples, "Known usage: 2,500 kWh of electricity and 9,500 kWh of gas");

describe("the energy bill rows", () => {
  it("label each fuel with its use a month, the bill first", () => {
    // 2,500 ÷ 12 = 208.3 kWh; 9,500 ÷ 12 = 791.7 kWh
    const rows = shownRows(energyBill, known);
    expect(rows.map(({ key, label, primary }) => [key, label, primary])).toEqual([
      ["totalMonthlyBill", "Estimated monthly bill", true],
      ["estimatedElectricityMonthly", "Electricity per month (208 kWh)", false],
      ["estimatedGasMonthly", "Gas per month (792 kWh)", false],
      ["annualCost", "Estimated yearly cost", false],
      ["dailyUsageKWh", "Average energy use per day", false],
    ]);
  });

  it("say how much is used at night on Economy 7, to a tenth of a percent", () => {
    const economy7 = { ...known, tariff: "economy7", nightRate: "0.13" };
    // 4,000 ÷ 12 = 333.3 kWh
    expect(
      labelsOf(
        shownRows(energyBill, {
          ...economy7,
          electricityKWhPerYear: "4000",
          nightSharePct: "40",
        }),
      ).estimatedElectricityMonthly,
    ).toBe("Electricity per month (333 kWh, 40% at night)");
    expect(
      labelsOf(shownRows(energyBill, { ...economy7, nightSharePct: "42.5" }))
        .estimatedElectricityMonthly,
    ).toBe("Electricity per month (208 kWh, 42.5% at night)");
  });
});
