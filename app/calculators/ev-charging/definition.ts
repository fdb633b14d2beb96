import { formatMoney, formatMoneyPrecise } from "../format";
import { parseNumber } from "../number";
import type { CalculatorDefinition, Inputs } from "../types";
import { DISTANCE_UNIT_OPTIONS } from "../units";
import { calculateEv, type EvResult } from "./calculate";

const unit = (inputs: Inputs) => (inputs.distanceUnit === "km" ? "km" : "mile");
const byLitre = (inputs: Inputs) => inputs.fuelUnit !== "gallon";

export const evVerdict = (result: EvResult) =>
  result.evIsCheaper ? "EV is cheaper" : "Petrol is cheaper";

export const evCharging: CalculatorDefinition<EvResult> = {
  key: "ev-charging",
  page: {
    description:
      "Compare the running cost of an electric car with a petrol car: cost per mile, savings per 100 miles and per year, with home and public charging.",
    intro:
      "Enter your EV's consumption, your electricity price and a petrol car's price and economy to see which costs less per mile, and by how much a year.",
    promptSubject: "your EV and petrol car details",
    actionLabel: "Compare",
  },
  fields: [
    {
      key: "distanceUnit",
      kind: "select",
      label: "Distance unit",
      default: "miles",
      options: DISTANCE_UNIT_OPTIONS,
    },
    {
      key: "evKWhPer100",
      kind: "number",
      label: (inputs) => `EV consumption (kWh per 100 ${unit(inputs) === "km" ? "km" : "miles"})`,
      hint: "From your car's trip computer. 3.5 miles per kWh is about 29 kWh per 100 miles (100 ÷ 3.5).",
      default: "",
      inputMode: "decimal",
      suffix: "kWh",
      placeholder: "30",
    },
    {
      key: "electricityPrice",
      kind: "number",
      label: "Home electricity price (£ per kWh)",
      hint: "e.g. 0.07 on an overnight EV tariff, 0.25 on a standard rate. 7p works too.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
    },
    {
      key: "fuelUnit",
      kind: "select",
      label: "Petrol priced and measured by",
      default: "gallon",
      options: [
        { value: "gallon", label: "Gallon (price per gallon, mpg)" },
        { value: "litre", label: "Litre (price per litre, L/100km)" },
      ],
    },
    {
      key: "petrolPrice",
      kind: "number",
      label: (inputs) => `Petrol price (£ per ${byLitre(inputs) ? "litre" : "gallon"})`,
      hint: (inputs) =>
        byLitre(inputs) ? "e.g. 1.40" : "£1.40 a litre is about £6.36 a UK gallon.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
    },
    {
      key: "petrolEconomy",
      kind: "number",
      label: (inputs) =>
        byLitre(inputs) ? "Petrol car economy (L/100km)" : "Petrol car economy (mpg)",
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => (byLitre(inputs) ? "L/100km" : "mpg"),
    },
    {
      key: "publicChargingSharePct",
      kind: "number",
      label: "Share of charging on public chargers",
      hint: "Leave blank if you charge only at home.",
      default: "",
      inputMode: "decimal",
      suffix: "%",
      optional: true,
    },
    {
      key: "publicChargingPrice",
      kind: "number",
      label: "Public charging price (£ per kWh)",
      hint: "Needed when some charging is public. Rapid chargers often cost 0.70-0.85.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      visible: (inputs) => parseNumber(inputs.publicChargingSharePct) > 0,
    },
  ],
  calculate: calculateEv,
  // When petrol is cheaper the rows say "extra cost" rather than show a negative saving.
  rows: (result, inputs) => [
    {
      key: "savingsPer100Miles",
      label: `${result.savingsPer100Miles < 0 ? "Extra cost" : "Saving"} per 100 ${unit(inputs) === "km" ? "km" : "miles"} with the EV`,
      value: formatMoney(Math.abs(result.savingsPer100Miles)),
      primary: true,
    },
    {
      key: "costPerMileEV",
      label: `EV cost per ${unit(inputs)}`,
      value: formatMoneyPrecise(result.costPerMileEV),
    },
    {
      key: "costPerMilePetrol",
      label: `Petrol cost per ${unit(inputs)}`,
      value: formatMoneyPrecise(result.costPerMilePetrol),
    },
    {
      key: "annualSavings",
      label: `Yearly ${result.annualSavings < 0 ? "extra cost" : "saving"} over 12,000 ${unit(inputs) === "km" ? "km" : "miles"}`,
      value: formatMoney(Math.abs(result.annualSavings)),
    },
  ],
};
