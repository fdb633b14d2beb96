import { formatMoney, formatOneDecimal, formatWhole } from "~/calculators/format";
import type { CalculatorDefinition } from "~/calculators/types";
import { calculateEnergy, type EnergyKey, type EnergyResult } from "./calculate";

const COUNT_OPTIONS = ["1", "2", "3", "4", "5+"].map((value) => ({ value, label: value }));

export const energyBill: CalculatorDefinition<EnergyKey, EnergyResult> = {
  key: "energy-bill",
  page: {
    description:
      "Estimate your monthly and yearly electricity and gas bill from your home's size, bedrooms, occupants, unit rates and standing charges. Free UK estimator.",
    intro:
      "Enter your home's floor area and your unit rates to see a planning estimate of your monthly electricity and gas costs.",
    promptSubject: "your home's size and electricity rate",
    actionLabel: "Calculate",
  },
  fields: [
    {
      key: "propertySize",
      kind: "number",
      label: "Floor area of your home",
      hint: "The total floor area, as your EPC or the estate agent's listing gives it.",
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => (inputs.sizeUnit === "sqm" ? "sq m" : "sq ft"),
      placeholder: "800",
    },
    {
      key: "sizeUnit",
      kind: "select",
      label: "Area unit",
      default: "sqft",
      options: [
        { value: "sqft", label: "Square feet" },
        { value: "sqm", label: "Square metres" },
      ],
    },
    { key: "bedrooms", kind: "select", label: "Bedrooms", default: "2", options: COUNT_OPTIONS },
    {
      key: "occupants",
      kind: "select",
      label: "People living there",
      default: "2",
      options: COUNT_OPTIONS,
    },
    {
      key: "usageProfile",
      kind: "radio",
      label: "How much energy do you use?",
      default: "average",
      options: [
        { value: "low", label: "Low" },
        { value: "average", label: "Average" },
        { value: "high", label: "High" },
      ],
    },
    {
      key: "electricityRate",
      kind: "number",
      label: "Electricity unit rate (£ per kWh)",
      hint: "On your bill, e.g. 0.27. Typing 27p works too.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
    },
    {
      key: "electricityStandingCharge",
      kind: "number",
      label: "Electricity standing charge (£ per day)",
      hint: "e.g. 0.52. Leave blank to leave it out.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true,
    },
    {
      key: "gasRate",
      kind: "number",
      label: "Gas unit rate (£ per kWh)",
      hint: "Leave blank if your home has no gas.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true,
    },
    {
      key: "gasStandingCharge",
      kind: "number",
      label: "Gas standing charge (£ per day)",
      hint: "e.g. 0.32.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true,
    },
  ],
  calculate: calculateEnergy,
  rows: (result) => [
    {
      key: "totalMonthlyBill",
      label: "Estimated monthly bill",
      value: formatMoney(result.totalMonthlyBill),
      primary: true,
    },
    {
      key: "estimatedElectricityMonthly",
      label: `Electricity per month (${formatWhole(result.electricityKWhMonthly)} kWh)`,
      value: formatMoney(result.estimatedElectricityMonthly),
    },
    {
      key: "estimatedGasMonthly",
      label: `Gas per month (${formatWhole(result.gasKWhMonthly)} kWh)`,
      value: formatMoney(result.estimatedGasMonthly),
    },
    { key: "annualCost", label: "Estimated yearly cost", value: formatMoney(result.annualCost) },
    {
      key: "dailyUsageKWh",
      label: "Average energy use per day",
      value: `${formatOneDecimal(result.dailyUsageKWh)} kWh`,
    },
  ],
};
