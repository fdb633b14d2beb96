import {
  economyReading,
  engineOf,
  fuelPriceReading,
  type Readings,
  withFigures,
} from "~/calculators/reading";
import { firstInvalid } from "~/calculators/types";
import {
  type DistanceUnit,
  distanceUnitOf,
  fuelCostPer,
  MILES_PER_KM,
  toMiles,
} from "~/calculators/units";
import { economyUnitOf, fuelPriceUnit } from "./choices";
import type { FuelKey } from "./fields";

export interface FuelResult {
  /** For one journey, or for a month (daily commute or monthly driving). */
  period: "journey" | "month";
  estimatedFuelCost: number;
  costPerMile: number;
  costPerKm: number;
  totalDistance: number;
  /** The unit `totalDistance` is in: the one the visitor entered. */
  distanceUnit: DistanceUnit;
  /** The fuel price used, in pounds per `fuelPriceUnit`. */
  fuelPrice: number;
  fuelPriceUnit: "litre" | "gallon";
}

/** Daily commute: the one-way distance × 2 (there and back) × 5 days × 4 weeks. */
const COMMUTE_MULTIPLIER = 2 * 5 * 4;

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<FuelKey> = {
  distance: (inputs) => ({
    name: "the distance",
    unit: distanceUnitOf(inputs.distanceUnit),
    range: [0, distanceUnitOf(inputs.distanceUnit) === "km" ? 32_000 : 20_000],
  }),
  fuelEconomy: (inputs) => economyReading("the fuel economy", economyUnitOf(inputs)),
  fuelPrice: (inputs) => fuelPriceReading("the fuel price", fuelPriceUnit(inputs)),
};

const calculateFuel = withFigures<FuelKey, FuelResult>(READINGS, (inputs, read) => {
  const distance = read("distance");
  const economy = read("fuelEconomy");
  const price = read("fuelPrice");
  const priceUnit = fuelPriceUnit(inputs);
  const message = "Please enter valid distance, fuel economy, and price.";
  const field = firstInvalid<FuelKey>([
    [distance > 0, "distance"],
    [economy > 0, "fuelEconomy"],
    [price > 0, "fuelPrice"],
  ]);
  if (field) return { ok: false, message, field };
  const distanceUnit = distanceUnitOf(inputs.distanceUnit);

  const totalDistance = inputs.tripMode === "daily" ? distance * COMMUTE_MULTIPLIER : distance;
  // Stryker disable next-line StringLiteral: fuelCostPer tells only "km" apart, so any other unit, "" too, is miles
  const costPerMile = fuelCostPer("miles", {
    economy,
    economyUnit: economyUnitOf(inputs),
    price,
    priceUnit,
  });
  const result: FuelResult = {
    period: inputs.tripMode === "daily" || inputs.tripMode === "monthly" ? "month" : "journey",
    estimatedFuelCost: costPerMile * toMiles(totalDistance, distanceUnit),
    costPerMile,
    costPerKm: costPerMile * MILES_PER_KM,
    totalDistance,
    distanceUnit,
    fuelPrice: price,
    fuelPriceUnit: priceUnit,
  };
  // Finite without a check: the economy is at least 1 mpg or 0.5 L/100km and every other figure is
  // held to its range (READINGS).
  return { ok: true, result };
});

export const engine = engineOf<FuelKey, FuelResult>(READINGS, calculateFuel);
