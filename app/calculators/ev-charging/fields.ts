/** What the EV calculator asks: what charging costs at home and in public, and the petrol car. */
import {
  choiceOptions,
  defineFields,
  type FieldKey,
  leadingFigure,
  MONEY_FIELD,
} from "~/calculators/types";
import {
  DISTANCE_UNIT_FIELD,
  distanceUnitOf,
  FUEL_PRICE_UNIT_OPTIONS,
  fuelPriceField,
} from "~/calculators/units";
import { petrolByMpg, petrolEconomyUnit, petrolPriceUnit } from "./choices";

export const fields = defineFields([
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
    options: choiceOptions([
      ["gallon", "Miles per gallon (mpg)"],
      ["litre", "Litres per 100 km (L/100km)"],
    ]),
  },
  {
    key: "priceUnit",
    kind: "select",
    label: "Petrol price is per",
    default: "gallon",
    options: FUEL_PRICE_UNIT_OPTIONS,
    visible: petrolByMpg,
  },
  fuelPriceField(
    "petrolPrice",
    "Petrol price",
    petrolPriceUnit,
    "£1.40 a litre is about £6.36 a UK gallon.",
  ),
  {
    key: "petrolEconomy",
    kind: "number",
    label: (inputs) =>
      petrolByMpg(inputs) ? "Petrol car economy (mpg)" : "Petrol car economy (L/100km)",
    default: "",
    inputMode: "decimal",
    suffix: petrolEconomyUnit,
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
]);

export type EvKey = FieldKey<typeof fields>;
