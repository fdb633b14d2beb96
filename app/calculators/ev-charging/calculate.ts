import {
  economyReading,
  engineOf,
  fuelPriceReading,
  kWhPriceReading,
  type Readings,
  withFigures,
} from "~/calculators/reading";
import { firstInvalid } from "~/calculators/types";
import { type DistanceUnit, distanceUnitOf, fuelCostPer } from "~/calculators/units";
import { petrolEconomyUnit, petrolPriceUnit } from "./choices";
import type { EvKey } from "./fields";

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
  /** The prices used, in pounds a kWh, and the petrol price in pounds per `petrolPriceUnit`. */
  homeElectricityPrice: number;
  /** Null when no charging is public. */
  publicChargingPrice: number | null;
  petrolPrice: number;
  petrolPriceUnit: "litre" | "gallon";
}

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<EvKey> = {
  evKWhPer100: (inputs) =>
    distanceUnitOf(inputs.distanceUnit) === "km"
      ? { name: "the EV's consumption", unit: "kWh/100 km", range: [3, 95], usual: [10, 31] }
      : { name: "the EV's consumption", unit: "kWh/100 miles", range: [5, 150], usual: [15, 50] },
  // Home tariffs are about 7p to 30p a kWh; public rapid chargers up to about 90p.
  electricityPrice: kWhPriceReading("the home electricity price", { usual: [0.04, 0.95] }),
  petrolPrice: (inputs) => fuelPriceReading("the petrol price", petrolPriceUnit(inputs)),
  petrolEconomy: (inputs) => economyReading("the petrol car's economy", petrolEconomyUnit(inputs)),
  publicChargingSharePct: {
    name: "the share of public charging",
    unit: "%",
    range: [0, 100],
    optional: true,
  },
  publicChargingPrice: kWhPriceReading("the public charging price", {
    max: 1.5,
    usual: [0.04, 0.95],
  }),
};

const calculateEv = withFigures<EvKey, EvResult>(READINGS, (inputs, read) => {
  const consumption = read("evKWhPer100");
  const homePrice = read("electricityPrice");
  const petrolPrice = read("petrolPrice");
  const petrolEconomy = read("petrolEconomy");
  const message = "Please enter all required values.";
  const field = firstInvalid<EvKey>([
    [consumption > 0, "evKWhPer100"],
    [homePrice > 0, "electricityPrice"],
    [petrolPrice > 0, "petrolPrice"],
    [petrolEconomy > 0, "petrolEconomy"],
  ]);
  if (field) return { ok: false, message, field };

  const publicShare = read("publicChargingSharePct") / 100;
  const publicPrice = publicShare > 0 ? read("publicChargingPrice") : 0;
  if (publicShare > 0 && !(publicPrice > 0)) {
    return {
      ok: false,
      message: "Please enter the public charging price, or leave the public share blank.",
      field: "publicChargingPrice",
    };
  }
  // With no public share this is the home price: 1 × home + 0 × 0.
  const electricityPrice = (1 - publicShare) * homePrice + publicShare * publicPrice;

  const distanceUnit = distanceUnitOf(inputs.distanceUnit);
  const costEV = (consumption * electricityPrice) / 100;
  const priceUnit = petrolPriceUnit(inputs);
  const costPetrol = fuelCostPer(distanceUnit, {
    economy: petrolEconomy,
    economyUnit: petrolEconomyUnit(inputs),
    price: petrolPrice,
    priceUnit,
  });

  const savingsPer100Distance = (costPetrol - costEV) * 100;
  const result: EvResult = {
    distanceUnit,
    evCostPerDistance: costEV,
    petrolCostPerDistance: costPetrol,
    savingsPer100Distance,
    annualSavings: (savingsPer100Distance * ANNUAL_DISTANCE) / 100,
    evIsCheaper: savingsPer100Distance > 0,
    effectiveElectricityPrice: electricityPrice,
    homeElectricityPrice: homePrice,
    publicChargingPrice: publicShare > 0 ? publicPrice : null,
    petrolPrice,
    petrolPriceUnit: priceUnit,
  };
  // Finite without a check: the petrol economy is at least 1 mpg or 0.5 L/100km and every other
  // figure is held to its range (READINGS).
  return { ok: true, result };
});

export const engine = engineOf<EvKey, EvResult>(READINGS, calculateEv);
