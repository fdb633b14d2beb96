import Scale from "lucide/dist/esm/icons/scale.mjs";
import { money } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import { perDistanceWord } from "~/calculators/units";
import type { EvResult } from "./calculate";
import { type EvKey, fields } from "./fields";
import { presets } from "./presets";

export const evVerdict = (result: EvResult) =>
  result.evIsCheaper ? "EV is cheaper" : "Petrol is cheaper";

export const definition: CalculatorDefinition<EvKey, EvResult> = {
  key: "ev-charging",
  page: {
    description:
      "Compare the running cost of an electric car with a petrol car: cost per mile, savings per 100 miles and per year, with home and public charging.",
    intro:
      "Enter your EV's consumption, your electricity price and a petrol car's price and economy to see which costs less per mile, and by how much a year.",
    promptSubject: "your EV and petrol car details",
    actionLabel: "Compare",
    actionIcon: Scale,
  },
  presets,
  fields,
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  // When petrol is cheaper the rows say "extra cost" rather than show a negative saving.
  // The keys name the unit: costPerMileEV in miles (the product's result keys), costPerKmEV in km.
  rows: (result) => {
    const km = result.distanceUnit === "km";
    return [
      {
        key: km ? "savingsPer100Km" : "savingsPer100Miles",
        label: `${result.savingsPer100Distance < 0 ? "Extra cost" : "Saving"} per 100 ${result.distanceUnit} with the EV`,
        value: money(Math.abs(result.savingsPer100Distance)),
        primary: true,
      },
      {
        key: km ? "costPerKmEV" : "costPerMileEV",
        label: `EV cost per ${perDistanceWord(result.distanceUnit)}`,
        value: money(result.evCostPerDistance, { decimals: 3 }),
      },
      {
        key: km ? "costPerKmPetrol" : "costPerMilePetrol",
        label: `Petrol cost per ${perDistanceWord(result.distanceUnit)}`,
        value: money(result.petrolCostPerDistance, { decimals: 3 }),
      },
      {
        key: "annualSavings",
        label: `Yearly ${result.annualSavings < 0 ? "extra cost" : "saving"} over 12,000 ${result.distanceUnit}`,
        value: money(Math.abs(result.annualSavings)),
      },
    ];
  },
};
