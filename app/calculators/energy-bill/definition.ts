import { energy, money, moneyRow } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import { formatNumber, formatWhole } from "~/site/format";
import type { EnergyResult } from "./calculate";
import { type EnergyKey, fields } from "./fields";
import { presets } from "./presets";

export const definition: CalculatorDefinition<EnergyKey, EnergyResult> = {
  key: "energy-bill",
  page: {
    description:
      "Estimate your monthly and yearly electricity and gas bill from your home's size, bedrooms, occupants, unit rates and standing charges. Free UK estimator.",
    intro:
      "Enter your home's floor area, or the kWh your bill shows, and your unit rates to see a planning estimate of your monthly electricity and gas costs, on a single rate or Economy 7.",
    promptSubject: "your home's size or usage and your electricity rate",
    actionLabel: "Calculate",
  },
  fields,
  presets,
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  rows: (result) => [
    moneyRow(result, "totalMonthlyBill", "Estimated monthly bill", { primary: true }),
    {
      key: "estimatedElectricityMonthly",
      label: `Electricity per month (${formatWhole(result.electricityKWhMonthly)} kWh${
        result.nightShare === null
          ? ""
          : `, ${formatNumber(result.nightShare * 100, 0, 1)}% at night`
      })`,
      value: money(result.estimatedElectricityMonthly),
    },
    {
      key: "estimatedGasMonthly",
      label: `Gas per month (${formatWhole(result.gasKWhMonthly)} kWh)`,
      value: money(result.estimatedGasMonthly),
    },
    moneyRow(result, "annualCost", "Estimated yearly cost"),
    {
      key: "dailyUsageKWh",
      label: "Average energy use per day",
      value: energy(result.dailyUsageKWh),
    },
  ],
};
