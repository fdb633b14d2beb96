import { parseCost, parseNumber } from "../number";
import { allFinite, type Inputs, type Outcome } from "../types";
import { MILES_PER_KM, toMiles } from "../units";

export const SIZE_FACTORS: Record<string, number> = {
  studio: 1,
  "1bed": 1.3,
  "2bed": 1.7,
  "3bed": 2.2,
  "4bed": 2.8,
};
export const BASE_FEE = 300;
export const PER_MILE = 1.5;
export const PACKING_SHARE = 0.25;
export const ASSEMBLY_FEE = 150;

export interface MovingResult {
  baseCost: number;
  packingCost: number;
  storageCost: number;
  assemblyCost: number;
  totalEstimate: number;
  costPerMile: number;
  costPerKm: number;
}

export function calculateMoving(inputs: Inputs): Outcome<MovingResult> {
  const miles = toMiles(parseNumber(inputs.distance), inputs.distanceUnit ?? "miles");
  const message = "Please enter a valid distance.";
  if (!(miles > 0)) return { ok: false, message, field: "distance" };

  const factor = SIZE_FACTORS[inputs.propertySize ?? "2bed"] ?? SIZE_FACTORS["2bed"]!;
  const baseCost = (BASE_FEE + PER_MILE * miles) * factor;
  const packingCost = inputs.packingService === "true" ? baseCost * PACKING_SHARE : 0;
  const assemblyCost = inputs.assemblyService === "true" ? ASSEMBLY_FEE * factor : 0;
  const storageCost = parseCost(inputs.storageMonths) * parseCost(inputs.storageRate);
  const totalEstimate = baseCost + packingCost + storageCost + assemblyCost;
  const costPerMile = totalEstimate / miles;
  const result = {
    baseCost,
    packingCost,
    storageCost,
    assemblyCost,
    totalEstimate,
    costPerMile,
    costPerKm: costPerMile * MILES_PER_KM,
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "distance" };
}
