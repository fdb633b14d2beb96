import { parseCost, parseNumber } from "../number";
import { allFinite, type Inputs, type Outcome } from "../types";
import { type DistanceUnit, distanceUnitOf, MILES_PER_KM, toMiles } from "../units";

export const FIELD_KEYS = [
  "distance",
  "distanceUnit",
  "propertySize",
  "packingService",
  "storageMonths",
  "storageRate",
  "assemblyService",
] as const;
export type MovingKey = (typeof FIELD_KEYS)[number];
export type MovingInputs = Inputs<MovingKey>;

const SIZE_FACTORS: Record<string, number> = {
  studio: 1,
  "1bed": 1.3,
  "2bed": 1.7,
  "3bed": 2.2,
  "4bed": 2.8,
};
const BASE_FEE = 300;
const PER_MILE = 1.5;
const PACKING_SHARE = 0.25;
const ASSEMBLY_FEE = 150;

export interface MovingResult {
  baseCost: number;
  packingCost: number;
  storageCost: number;
  assemblyCost: number;
  totalEstimate: number;
  costPerMile: number;
  costPerKm: number;
  /** The unit the visitor entered the distance in. */
  distanceUnit: DistanceUnit;
}

export function calculateMoving(inputs: MovingInputs): Outcome<MovingResult, MovingKey> {
  const distanceUnit = distanceUnitOf(inputs.distanceUnit);
  const miles = toMiles(parseNumber(inputs.distance), distanceUnit);
  const message = "Please enter a valid distance.";
  if (!(miles > 0)) return { ok: false, message, field: "distance" };

  const factor = SIZE_FACTORS[inputs.propertySize] ?? SIZE_FACTORS["2bed"]!;
  const baseCost = (BASE_FEE + PER_MILE * miles) * factor;
  const packingCost = inputs.packingService === "true" ? baseCost * PACKING_SHARE : 0;
  const assemblyCost = inputs.assemblyService === "true" ? ASSEMBLY_FEE * factor : 0;
  const storageCost = parseCost(inputs.storageMonths) * parseCost(inputs.storageRate);
  const totalEstimate = baseCost + packingCost + storageCost + assemblyCost;
  const costPerMile = totalEstimate / miles;
  const result: MovingResult = {
    baseCost,
    packingCost,
    storageCost,
    assemblyCost,
    totalEstimate,
    costPerMile,
    costPerKm: costPerMile * MILES_PER_KM,
    distanceUnit,
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "distance" };
}
