import { parseNumber } from "~/calculators/number";
import { allFinite, firstInvalid, type Inputs, type Outcome } from "~/calculators/types";
import {
  type DistanceUnit,
  distanceUnitOf,
  KM_PER_MILE,
  LITRES_PER_UK_GALLON,
  MILES_PER_KM,
  toMiles,
} from "~/calculators/units";

export const FIELD_KEYS = [
  "tripMode",
  "distance",
  "distanceUnit",
  "fuelEconomy",
  "economyUnit",
  "fuelPrice",
  "priceUnit",
] as const;
export type FuelKey = (typeof FIELD_KEYS)[number];
export type FuelInputs = Inputs<FuelKey>;

export interface FuelResult {
  /** For one journey, or for a month (daily commute or monthly driving). */
  period: "journey" | "month";
  estimatedFuelCost: number;
  costPerMile: number;
  costPerKm: number;
  totalDistance: number;
  /** The unit `totalDistance` is in: the one the visitor entered. */
  distanceUnit: DistanceUnit;
}

/** Daily commute: the one-way distance × 2 (there and back) × 5 days × 4 weeks. */
const COMMUTE_MULTIPLIER = 2 * 5 * 4;

export function calculateFuel(inputs: FuelInputs): Outcome<FuelResult, FuelKey> {
  const distance = parseNumber(inputs.distance);
  const economy = parseNumber(inputs.fuelEconomy);
  const price = parseNumber(inputs.fuelPrice);
  const message = "Please enter valid distance, fuel economy, and price.";
  const field = firstInvalid<FuelKey>([
    [distance > 0, "distance"],
    [economy > 0, "fuelEconomy"],
    [price > 0, "fuelPrice"],
  ]);
  if (field) return { ok: false, message, field };
  const distanceUnit = distanceUnitOf(inputs.distanceUnit);

  const totalDistance = inputs.tripMode === "daily" ? distance * COMMUTE_MULTIPLIER : distance;
  const costPerMile =
    inputs.economyUnit === "l100km"
      ? ((economy * price) / 100) * KM_PER_MILE
      : (inputs.priceUnit === "litre" ? price * LITRES_PER_UK_GALLON : price) / economy;
  const result: FuelResult = {
    period: inputs.tripMode === "daily" || inputs.tripMode === "monthly" ? "month" : "journey",
    estimatedFuelCost: costPerMile * toMiles(totalDistance, distanceUnit),
    costPerMile,
    costPerKm: costPerMile * MILES_PER_KM,
    totalDistance,
    distanceUnit,
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "distance" };
}
