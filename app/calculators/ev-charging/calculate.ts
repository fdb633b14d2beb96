import { parseCost, parseNumber } from "../number";
import { allFinite, type Inputs, type Outcome } from "../types";
import { KM_PER_MILE, MILES_PER_KM } from "../units";

/** SPEC.md: annual savings assume 12,000 of the chosen distance unit a year (120 lots of 100). */
export const ANNUAL_DISTANCE = 12_000;

export interface EvResult {
  /** Cost per mile, or per km when the distance unit is km (the keys are SPEC.md's). */
  costPerMileEV: number;
  costPerMilePetrol: number;
  savingsPer100Miles: number;
  annualSavings: number;
  evIsCheaper: boolean;
  /** The electricity price after blending home and public charging. */
  effectiveElectricityPrice: number;
}

export function calculateEv(inputs: Inputs): Outcome<EvResult> {
  const consumption = parseNumber(inputs.evKWhPer100);
  const homePrice = parseNumber(inputs.electricityPrice);
  const petrolPrice = parseNumber(inputs.petrolPrice);
  const petrolEconomy = parseNumber(inputs.petrolEconomy);
  const message = "Please enter all required values.";
  const field = !(consumption > 0)
    ? "evKWhPer100"
    : !(homePrice > 0)
      ? "electricityPrice"
      : !(petrolPrice > 0)
        ? "petrolPrice"
        : !(petrolEconomy > 0)
          ? "petrolEconomy"
          : null;
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

  const perKm = inputs.distanceUnit === "km";
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

  const savingsPer100Miles = (costPetrol - costEV) * 100;
  const result = {
    costPerMileEV: costEV,
    costPerMilePetrol: costPetrol,
    savingsPer100Miles,
    annualSavings: (savingsPer100Miles * ANNUAL_DISTANCE) / 100,
    evIsCheaper: savingsPer100Miles > 0,
    effectiveElectricityPrice: electricityPrice,
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "evKWhPer100" };
}
