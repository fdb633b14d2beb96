/** What the fuel calculator asks: a journey, a commute or a month, the car's economy and the price. */
import { choiceOptions, defineFields, type FieldKey } from "~/calculators/types";
import {
  DISTANCE_UNIT_FIELD,
  distanceUnitOf,
  FUEL_PRICE_UNIT_OPTIONS,
  fuelPriceField,
} from "~/calculators/units";
import { economyUnitOf, fuelPriceUnit } from "./choices";

const TRIP_MODE_HELP: Record<string, string> = {
  "one-way": "A single journey: enter its distance.",
  daily:
    "Daily commute: enter the one-way distance. We count the round trip × 5 days × 4 weeks for a month.",
  monthly: "Monthly driving: enter the total distance you drive in a month.",
};

export const fields = defineFields([
  {
    key: "tripMode",
    kind: "radio",
    label: "What are you pricing?",
    default: "one-way",
    options: choiceOptions([
      ["one-way", "One journey"],
      ["daily", "Daily commute"],
      ["monthly", "A month of driving"],
    ]),
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
    suffix: economyUnitOf,
  },
  {
    key: "economyUnit",
    kind: "select",
    label: "Economy unit",
    default: "mpg",
    options: choiceOptions([
      ["mpg", "Miles per gallon (mpg)"],
      ["l100km", "Litres per 100 km"],
    ]),
  },
  fuelPriceField(
    "fuelPrice",
    "Fuel price",
    fuelPriceUnit,
    "Price per UK gallon (4.546 litres): £1.40 a litre is about £6.36 a gallon.",
  ),
  {
    key: "priceUnit",
    kind: "select",
    label: "Price is per",
    default: "gallon",
    options: FUEL_PRICE_UNIT_OPTIONS,
    visible: (inputs) => inputs.economyUnit !== "l100km",
  },
]);

export type FuelKey = FieldKey<typeof fields>;
