import { parseCost, parseNumber } from "~/calculators/number";
import { allFinite, firstInvalid, type Inputs, type Outcome } from "~/calculators/types";
import { type DistanceUnit, distanceUnitOf, KM_PER_MILE, MILES_PER_KM } from "~/calculators/units";

export const FIELD_KEYS = [
  "distanceUnit",
  "evKWhPer100",
  "electricityPrice",
  "fuelUnit",
  "petrolPrice",
  "petrolEconomy",
  "publicChargingSharePct",
  "publicChargingPrice",
] as const;
export type EvKey = (typeof FIELD_KEYS)[number];
export type EvInputs = Inputs<EvKey>;

/** Annual savings assume 12,000 of the chosen distance unit a year (120 lots of 100). */
const ANNUAL_DISTANCE = 12_000;

export interface EvResult {
  /** The unit every "per distance" figure here is per: the one the visitor chose. */
  distanceUnit: DistanceUnit;
  evCostPerDistance: number;
  petrolCostPerDistance: number;
  savingsPer100Distance: number;
  /** Over ANNUAL_DISTANCE of the distance unit. */
  annualSavings: number;
  evIsCheaper: boolean;
  /** The electricity price after blending home and public charging. */
  effectiveElectricityPrice: number;
}

export function calculateEv(inputs: EvInputs): Outcome<EvResult, EvKey> {
  const consumption = parseNumber(inputs.evKWhPer100);
  const homePrice = parseNumber(inputs.electricityPrice);
  const petrolPrice = parseNumber(inputs.petrolPrice);
  const petrolEconomy = parseNumber(inputs.petrolEconomy);
  const message = "Please enter all required values.";
  const field = firstInvalid<EvKey>([
    [consumption > 0, "evKWhPer100"],
    [homePrice > 0, "electricityPrice"],
    [petrolPrice > 0, "petrolPrice"],
    [petrolEconomy > 0, "petrolEconomy"],
  ]);
  if (field) return { ok: false, message, field };

  const publicShare = Math.min(100, parseCost(inputs.publicChargingSharePct)) / 100;
  const publicPrice = parseNumber(inputs.publicChargingPrice);
  if (publicShare > 0 && !(publicPrice > 0)) {
    return {
      ok: false,
      message: "Please enter the public charging price, or leave the public share blank.",
      field: "publicChargingPrice",
    };
  }
  const electricityPrice =
    publicShare > 0 ? (1 - publicShare) * homePrice + publicShare * publicPrice : homePrice;

  const distanceUnit = distanceUnitOf(inputs.distanceUnit);
  const perKm = distanceUnit === "km";
  const costEV = (consumption * electricityPrice) / 100;
  // Petrol by the gallon is priced per mile (mpg); by the litre, per km (L/100km). Convert a mixed pair.
  const byLitre = inputs.fuelUnit !== "gallon";
  const petrolNative = byLitre ? (petrolEconomy * petrolPrice) / 100 : petrolPrice / petrolEconomy;
  const costPetrol =
    byLitre === perKm
      ? petrolNative
      : byLitre
        ? petrolNative * KM_PER_MILE
        : petrolNative * MILES_PER_KM;

  const savingsPer100Distance = (costPetrol - costEV) * 100;
  const result: EvResult = {
    distanceUnit,
    evCostPerDistance: costEV,
    petrolCostPerDistance: costPetrol,
    savingsPer100Distance,
    annualSavings: (savingsPer100Distance * ANNUAL_DISTANCE) / 100,
    evIsCheaper: savingsPer100Distance > 0,
    effectiveElectricityPrice: electricityPrice,
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "evKWhPer100" };
}
