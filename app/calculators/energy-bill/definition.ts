import { formatMoney, formatOneDecimal, formatWhole } from "../format";
import type { CalculatorDefinition } from "../types";
import { calculateEnergy, type EnergyResult } from "./calculate";

const COUNT_OPTIONS = ["1", "2", "3", "4", "5+"].map((value) => ({ value, label: value }));

export const energyBill: CalculatorDefinition<EnergyResult> = {
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
      hint: "A 2-bed flat is often 600-800 sq ft (55-75 sq m).",
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
  method: [
    {
      heading: "The sum",
      paragraphs: [
        "Electricity per month (kWh) = floor area in sq ft ÷ 10 + bedrooms × 50 + people × 80. Gas per month (kWh) = sq ft ÷ 8 + bedrooms × 70, counted only if you give a gas rate. Square metres are converted with 1 sq m = 10.764 sq ft.",
        "Low use multiplies both by 0.7 and high use by 1.3. Cost = kWh × unit rate, plus the daily standing charge × 365 ÷ 12 when you enter one. Yearly cost = monthly × 12; daily use = monthly kWh ÷ 30.",
      ],
    },
    {
      heading: "Assumptions",
      paragraphs: [
        "This is a rough planning estimate from the size of your home, not a meter reading. Your own bills or smart meter are the best guide: Ofgem's typical medium home uses about 2,700 kWh of electricity and 11,500 kWh of gas a year, and winter months use far more gas than summer ones.",
        "Rates are in pounds per kWh as your bill shows them (the price cap sets the maximum for standard variable tariffs each quarter).",
      ],
    },
  ],
};
