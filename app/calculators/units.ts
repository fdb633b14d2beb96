/**
 * Unit conversions, each defined once (the factors in docs/product.md), and the fields that choose
 * a unit or follow one.
 */
import { choiceOptions, type Field, type Inputs, MONEY_FIELD } from "./types";

export const MILES_PER_KM = 0.621371;
export const KM_PER_MILE = 1.60934;
export const LITRES_PER_UK_GALLON = 4.54609;
export const SQFT_PER_SQM = 10.764;

const DISTANCE_UNIT_OPTIONS = choiceOptions([
  ["miles", "Miles"],
  ["km", "Kilometres"],
]);

export type DistanceUnit = (typeof DISTANCE_UNIT_OPTIONS)[number]["value"];

/** The distance unit field, as every calculator with a distance asks it. */
export const DISTANCE_UNIT_FIELD = {
  key: "distanceUnit",
  kind: "select",
  label: "Distance unit",
  default: "miles",
  options: DISTANCE_UNIT_OPTIONS,
} as const satisfies Field<"distanceUnit">;

/** What a fuel price is per, where the visitor chooses. */
export const FUEL_PRICE_UNIT_OPTIONS = choiceOptions([
  ["gallon", "Gallon"],
  ["litre", "Litre"],
]);

/**
 * A fuel price in pounds, per the unit `priceUnit` reads from the form: its label says which
 * ("Fuel price (£ per litre)"), and its hint how to type a pump's price per litre or what a price
 * per gallon is (`perGallonHint`).
 */
export const fuelPriceField = <const K extends string, R extends string>(
  key: K,
  name: string,
  priceUnit: (inputs: Pick<Inputs, R>) => "litre" | "gallon",
  perGallonHint: string,
) =>
  ({
    key,
    ...MONEY_FIELD,
    label: (inputs: Pick<Inputs, R>) => `${name} (£ per ${priceUnit(inputs)})`,
    hint: (inputs: Pick<Inputs, R>) =>
      priceUnit(inputs) === "litre"
        ? "Pump price per litre in pounds or pence, e.g. 1.40, 140p or 139.9."
        : perGallonHint,
  }) as const;

/** The distance unit a choice stands for: anything but "km" is miles (the default). */
export const distanceUnitOf = (choice: string): DistanceUnit => (choice === "km" ? "km" : "miles");

export const toMiles = (distance: number, unit: DistanceUnit) =>
  unit === "km" ? distance * MILES_PER_KM : distance;

/** What fuel costs per mile or km. `price` is per `priceUnit`; with L/100km it is per litre. */
export function fuelCostPer(
  distanceUnit: DistanceUnit,
  fuel: {
    economy: number;
    economyUnit: "mpg" | "L/100km";
    price: number;
    priceUnit: "litre" | "gallon";
  },
): number {
  const { economy, price } = fuel;
  // With mpg fuel is costed per mile, with L/100km per km; then converted to the distance unit.
  if (fuel.economyUnit === "mpg") {
    const perMile = (fuel.priceUnit === "litre" ? price * LITRES_PER_UK_GALLON : price) / economy;
    return distanceUnit === "km" ? perMile * MILES_PER_KM : perMile;
  }
  const perKm = (economy * price) / 100;
  return distanceUnit === "km" ? perKm : perKm * KM_PER_MILE;
}

/** "mile" or "km", as in "cost per mile". */
export const perDistanceWord = (unit: DistanceUnit) => (unit === "km" ? "km" : "mile");
