import { parseNumber } from "../number";
import { allFinite, type Inputs, type Outcome } from "../types";
import { KM_PER_MILE, LITRES_PER_UK_GALLON, MILES_PER_KM, toMiles } from "../units";

export interface FuelResult {
  estimatedFuelCost: number;
  costPerMile: number;
  costPerKm: number;
  /** In the unit the visitor entered. */
  totalDistance: number;
}

/** Daily commute: the one-way distance × 2 (there and back) × 5 days × 4 weeks. */
export const COMMUTE_MULTIPLIER = 2 * 5 * 4;

export function calculateFuel(inputs: Inputs): Outcome<FuelResult> {
  const distance = parseNumber(inputs.distance);
  const economy = parseNumber(inputs.fuelEconomy);
  const price = parseNumber(inputs.fuelPrice);
  const message = "Please enter valid distance, fuel economy, and price.";
  const field = !(distance > 0)
    ? "distance"
    : !(economy > 0)
      ? "fuelEconomy"
      : !(price > 0)
        ? "fuelPrice"
        : null;
  if (field) return { ok: false, message, field };

  const totalDistance = inputs.tripMode === "daily" ? distance * COMMUTE_MULTIPLIER : distance;
  const costPerMile =
    inputs.economyUnit === "l100km"
      ? ((economy * price) / 100) * KM_PER_MILE
      : (inputs.priceUnit === "litre" ? price * LITRES_PER_UK_GALLON : price) / economy;
  const result = {
    estimatedFuelCost: costPerMile * toMiles(totalDistance, inputs.distanceUnit ?? "miles"),
    costPerMile,
    costPerKm: costPerMile * MILES_PER_KM,
    totalDistance,
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "distance" };
}
