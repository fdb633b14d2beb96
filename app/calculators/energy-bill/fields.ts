/** What the energy calculator asks: the home (or the kWh a bill shows), the tariff, its rates. */
import {
  choiceOptions,
  defineFields,
  type FieldKey,
  type Inputs,
  MONEY_FIELD,
} from "~/calculators/types";
import { knowsUsage, onEconomy7, usagePerMonth } from "./choices";

const COUNT_OPTIONS = ["1", "2", "3", "4", "5+"].map((value) => ({ value, label: value }));

const estimating = (inputs: Pick<Inputs, "usageMode">) => !knowsUsage(inputs);

/** What known usage is typed in: a year's kWh, or a month's when the visitor chose per month. */
const usageUnit = (inputs: Pick<Inputs, "usagePeriod">) =>
  usagePerMonth(inputs) ? "kWh a month" : "kWh a year";

export const fields = defineFields([
  {
    key: "usageMode",
    kind: "radio",
    label: "Your energy use",
    default: "estimate",
    options: choiceOptions([
      ["estimate", "Estimate it from my home"],
      ["known", "I know my usage (kWh)"],
    ]),
  },
  {
    key: "propertySize",
    kind: "number",
    label: "Floor area of your home",
    hint: "The total floor area, as your EPC or the estate agent's listing gives it.",
    default: "",
    inputMode: "decimal",
    suffix: (inputs) => (inputs.sizeUnit === "sqm" ? "sq m" : "sq ft"),
    placeholder: "800",
    visible: estimating,
  },
  {
    key: "sizeUnit",
    kind: "select",
    label: "Area unit",
    default: "sqft",
    options: choiceOptions([
      ["sqft", "Square feet"],
      ["sqm", "Square metres"],
    ]),
    visible: estimating,
  },
  {
    key: "bedrooms",
    kind: "select",
    label: "Bedrooms",
    default: "2",
    options: COUNT_OPTIONS,
    visible: estimating,
  },
  {
    key: "occupants",
    kind: "select",
    label: "People living there",
    default: "2",
    options: COUNT_OPTIONS,
    visible: estimating,
  },
  {
    key: "usageProfile",
    kind: "radio",
    label: "How much energy do you use?",
    default: "average",
    options: choiceOptions([
      ["low", "Low"],
      ["average", "Average"],
      ["high", "High"],
    ]),
    visible: estimating,
  },
  {
    key: "electricityKWhPerYear",
    kind: "number",
    label: "Electricity use",
    hint: "From your bill, annual statement or smart meter app.",
    default: "",
    inputMode: "decimal",
    suffix: usageUnit,
    visible: knowsUsage,
  },
  {
    key: "gasKWhPerYear",
    kind: "number",
    label: "Gas use",
    hint: "Leave blank if your home has no gas.",
    optional: true,
    default: "",
    inputMode: "decimal",
    suffix: usageUnit,
    visible: knowsUsage,
  },
  {
    key: "usagePeriod",
    kind: "select",
    label: "Usage figures are for",
    default: "year",
    options: choiceOptions([
      ["year", "A year"],
      ["month", "A month"],
    ]),
    visible: knowsUsage,
  },
  {
    key: "tariff",
    kind: "radio",
    label: "Electricity tariff",
    startsSection: true,
    default: "single",
    options: choiceOptions([
      ["single", "Single rate"],
      ["economy7", "Economy 7 (day and night rates)"],
    ]),
  },
  {
    key: "electricityRate",
    ...MONEY_FIELD,
    label: (inputs) =>
      onEconomy7(inputs) ? "Day unit rate (£ per kWh)" : "Electricity unit rate (£ per kWh)",
    hint: "On your bill, in pounds or pence: 0.27, 27p or 27.",
  },
  {
    key: "nightRate",
    ...MONEY_FIELD,
    label: "Night unit rate (£ per kWh)",
    hint: "On your bill, e.g. 0.14 or 14p.",
    visible: onEconomy7,
  },
  {
    key: "nightSharePct",
    kind: "number",
    label: "Share of electricity used at night",
    hint: "On your bill: night kWh ÷ all kWh × 100. Storage heaters and charging a car overnight raise it.",
    default: "",
    inputMode: "decimal",
    suffix: "%",
    visible: onEconomy7,
  },
  {
    key: "electricityStandingCharge",
    ...MONEY_FIELD,
    label: "Electricity standing charge (£ per day)",
    hint: "e.g. 0.52. Leave blank to leave it out.",
    optional: true,
  },
  {
    key: "gasRate",
    ...MONEY_FIELD,
    label: "Gas unit rate (£ per kWh)",
    hint: "Leave blank if your home has no gas.",
    optional: true,
  },
  {
    key: "gasStandingCharge",
    ...MONEY_FIELD,
    label: "Gas standing charge (£ per day)",
    hint: "e.g. 0.32.",
    optional: true,
  },
]);

export type EnergyKey = FieldKey<typeof fields>;
