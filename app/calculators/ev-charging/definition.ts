import Scale from "lucide/dist/esm/icons/scale.mjs";
import { money } from "~/calculators/row-values";
import { type CalculatorDefinition, leadingFigure, MONEY_FIELD } from "~/calculators/types";
import {
  DISTANCE_UNIT_FIELD,
  distanceUnitOf,
  FUEL_PRICE_UNIT_OPTIONS,
  perDistanceWord,
} from "~/calculators/units";
import type { EvKey, EvResult } from "./calculate";
import { petrolByMpg, petrolPriceUnit } from "./choices";
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
  fields: [
    DISTANCE_UNIT_FIELD,
    {
      key: "evKWhPer100",
      kind: "number",
      label: (inputs) => `EV consumption (kWh per 100 ${distanceUnitOf(inputs.distanceUnit)})`,
      hint: "From your car's trip computer. 3.5 miles per kWh is about 29 kWh per 100 miles (100 ÷ 3.5).",
      default: "",
      inputMode: "decimal",
      suffix: "kWh",
      placeholder: "30",
    },
    {
      key: "electricityPrice",
      ...MONEY_FIELD,
      label: "Home electricity price (£ per kWh)",
      hint: "The rate on your bill or EV tariff, in pounds or pence, e.g. 0.07 or 7p.",
    },
    {
      key: "fuelUnit",
      kind: "select",
      label: "Petrol car economy in",
      default: "gallon",
      options: [
        { value: "gallon", label: "Miles per gallon (mpg)" },
        { value: "litre", label: "Litres per 100 km (L/100km)" },
      ],
    },
    {
      key: "priceUnit",
      kind: "select",
      label: "Petrol price is per",
      default: "gallon",
      options: FUEL_PRICE_UNIT_OPTIONS,
      visible: petrolByMpg,
    },
    {
      key: "petrolPrice",
      ...MONEY_FIELD,
      label: (inputs) => `Petrol price (£ per ${petrolPriceUnit(inputs)})`,
      hint: (inputs) =>
        petrolPriceUnit(inputs) === "litre"
          ? "Pump price per litre in pounds or pence, e.g. 1.40, 140p or 139.9."
          : "£1.40 a litre is about £6.36 a UK gallon.",
    },
    {
      key: "petrolEconomy",
      kind: "number",
      label: (inputs) =>
        petrolByMpg(inputs) ? "Petrol car economy (mpg)" : "Petrol car economy (L/100km)",
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => (petrolByMpg(inputs) ? "mpg" : "L/100km"),
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
      ...MONEY_FIELD,
      label: "Public charging price (£ per kWh)",
      hint: "Needed when some charging is public: the price per kWh the charger or its app shows.",
      visible: (inputs) => leadingFigure(inputs.publicChargingSharePct) > 0,
    },
  ],
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
