import { parseCost, parseNumber } from "~/calculators/number";
import { type Price, readPrice } from "~/calculators/price";
import { allFinite, firstInvalid, type Inputs, type Outcome } from "~/calculators/types";
import {
  type DistanceUnit,
  distanceUnitOf,
  KM_PER_MILE,
  LITRES_PER_UK_GALLON,
  MILES_PER_KM,
} from "~/calculators/units";

export const FIELD_KEYS = [
  "distanceUnit",
  "evKWhPer100",
  "electricityPrice",
  "fuelUnit",
  "priceUnit",
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
  /** The prices used, each with its unit and whether it was read as pence. */
  homeElectricityPrice: Price;
  /** Null when no charging is public. */
  publicChargingPrice: Price | null;
  petrolPrice: Price;
}

/**
 * The petrol car's economy is in mpg (`fuelUnit` gallon, the default) or L/100km (any other value).
 * With mpg the price is per gallon (`priceUnit` gallon, the default) or per litre; with L/100km it
 * is per litre. So links made before `priceUnit` existed mean what they meant.
 */
export const petrolByMpg = (inputs: EvInputs) => inputs.fuelUnit === "gallon";
export const petrolPriceUnit = (inputs: EvInputs) =>
  petrolByMpg(inputs) && inputs.priceUnit !== "litre" ? "gallon" : "litre";

export function calculateEv(inputs: EvInputs): Outcome<EvResult, EvKey> {
  const consumption = parseNumber(inputs.evKWhPer100);
  const homeElectricityPrice = readPrice(inputs.electricityPrice, "kWh");
  const petrolPrice = readPrice(inputs.petrolPrice, petrolPriceUnit(inputs));
  const petrolEconomy = parseNumber(inputs.petrolEconomy);
  const homePrice = homeElectricityPrice.pounds;
  const message = "Please enter all required values.";
  const field = firstInvalid<EvKey>([
    [consumption > 0, "evKWhPer100"],
    [homePrice > 0, "electricityPrice"],
    [petrolPrice.pounds > 0, "petrolPrice"],
    [petrolEconomy > 0, "petrolEconomy"],
  ]);
  if (field) return { ok: false, message, field };

  const publicShare = Math.min(100, parseCost(inputs.publicChargingSharePct)) / 100;
  const publicChargingPrice = publicShare > 0 ? readPrice(inputs.publicChargingPrice, "kWh") : null;
  const publicPrice = publicChargingPrice?.pounds ?? 0;
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
  const costEV = (consumption * electricityPrice) / 100;
  // With mpg petrol is costed per mile, with L/100km per km; then converted to the distance unit.
  let costPetrol: number;
  if (petrolByMpg(inputs)) {
    const perGallon =
      petrolPrice.unit === "litre" ? petrolPrice.pounds * LITRES_PER_UK_GALLON : petrolPrice.pounds;
    const perMile = perGallon / petrolEconomy;
    costPetrol = distanceUnit === "km" ? perMile * MILES_PER_KM : perMile;
  } else {
    const perKm = (petrolEconomy * petrolPrice.pounds) / 100;
    costPetrol = distanceUnit === "km" ? perKm : perKm * KM_PER_MILE;
  }

  const savingsPer100Distance = (costPetrol - costEV) * 100;
  const result: EvResult = {
    distanceUnit,
    evCostPerDistance: costEV,
    petrolCostPerDistance: costPetrol,
    savingsPer100Distance,
    annualSavings: (savingsPer100Distance * ANNUAL_DISTANCE) / 100,
    evIsCheaper: savingsPer100Distance > 0,
    effectiveElectricityPrice: electricityPrice,
    homeElectricityPrice,
    publicChargingPrice,
    petrolPrice,
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "evKWhPer100" };
}
