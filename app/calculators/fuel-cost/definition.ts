import { distance, money } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import type { FuelResult } from "./calculate";
import { type FuelKey, fields } from "./fields";
import { presets } from "./presets";

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
  fields,
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
