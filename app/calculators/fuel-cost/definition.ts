import { distance, money } from "~/calculators/row-values";
import { type CalculatorDefinition, MONEY_FIELD } from "~/calculators/types";
import { DISTANCE_UNIT_FIELD, distanceUnitOf, FUEL_PRICE_UNIT_OPTIONS } from "~/calculators/units";
import type { FuelKey, FuelResult } from "./calculate";
import { fuelPriceUnit } from "./choices";
import { presets } from "./presets";

const TRIP_MODE_HELP: Record<string, string> = {
  "one-way": "A single journey: enter its distance.",
  daily:
    "Daily commute: enter the one-way distance. We count the round trip × 5 days × 4 weeks for a month.",
  monthly: "Monthly driving: enter the total distance you drive in a month.",
};

export const definition: CalculatorDefinition<FuelKey, FuelResult> = {
  key: "fuel-cost",
  page: {
    description:
      "Work out the fuel cost of a trip, a daily commute or a month of driving from your car's mpg or L/100km and the price at the pump. Free UK calculator.",
    intro:
      "Enter a distance, your car's fuel economy and the fuel price to see what the journey costs and your cost per mile.",
    promptSubject: "your distance, fuel economy and fuel price",
    actionLabel: "Calculate",
  },
  presets,
  fields: [
    {
      key: "tripMode",
      kind: "radio",
      label: "What are you pricing?",
      default: "one-way",
      options: [
        { value: "one-way", label: "One journey" },
        { value: "daily", label: "Daily commute" },
        { value: "monthly", label: "A month of driving" },
      ],
    },
    {
      key: "distance",
      kind: "number",
      label: (inputs) =>
        inputs.tripMode === "daily"
          ? "One-way distance"
          : inputs.tripMode === "monthly"
            ? "Distance per month"
            : "Distance",
      hint: (inputs) => TRIP_MODE_HELP[inputs.tripMode],
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => distanceUnitOf(inputs.distanceUnit),
    },
    DISTANCE_UNIT_FIELD,
    {
      key: "fuelEconomy",
      kind: "number",
      label: "Fuel economy",
      hint: (inputs) =>
        inputs.economyUnit === "l100km"
          ? "Litres per 100 km, e.g. 6.5."
          : "UK miles per gallon, e.g. 45.",
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => (inputs.economyUnit === "l100km" ? "L/100km" : "mpg"),
    },
    {
      key: "economyUnit",
      kind: "select",
      label: "Economy unit",
      default: "mpg",
      options: [
        { value: "mpg", label: "Miles per gallon (mpg)" },
        { value: "l100km", label: "Litres per 100 km" },
      ],
    },
    {
      key: "fuelPrice",
      ...MONEY_FIELD,
      label: (inputs) => `Fuel price (£ per ${fuelPriceUnit(inputs)})`,
      hint: (inputs) =>
        fuelPriceUnit(inputs) === "litre"
          ? "Pump price per litre in pounds or pence, e.g. 1.40, 140p or 139.9."
          : "Price per UK gallon (4.546 litres): £1.40 a litre is about £6.36 a gallon.",
    },
    {
      key: "priceUnit",
      kind: "select",
      label: "Price is per",
      default: "gallon",
      options: FUEL_PRICE_UNIT_OPTIONS,
      visible: (inputs) => inputs.economyUnit !== "l100km",
    },
  ],
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  rows: (result) => [
    {
      key: "estimatedFuelCost",
      label: result.period === "journey" ? "Fuel cost of the journey" : "Fuel cost per month",
      value: money(result.estimatedFuelCost),
      primary: true,
    },
    result.distanceUnit === "km"
      ? { key: "costPerKm", label: "Cost per km", value: money(result.costPerKm, { decimals: 3 }) }
      : {
          key: "costPerMile",
          label: "Cost per mile",
          value: money(result.costPerMile, { decimals: 3 }),
        },
    {
      key: "totalDistance",
      label: "Distance driven",
      value: distance(result.totalDistance, result.distanceUnit),
    },
  ],
};
