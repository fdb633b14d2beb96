import type { PropertyTaxEstimate } from "~/calculators/property-tax/estimate-property-tax";
import {
  bothBuyers,
  PRICE_READING,
  PURCHASE_MESSAGES,
  taxOnPurchase,
} from "~/calculators/property-tax/purchase";
import { engineOf, type Reading, type Readings, withFigures } from "~/calculators/reading";
import { allFinite, firstInvalid, type Inputs, type Outcome } from "~/calculators/types";
import { type DistanceUnit, distanceUnitOf, MILES_PER_KM, toMiles } from "~/calculators/units";
import type { MovingKey } from "./fields";

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

/** What buying the new home adds: the property tax (band by band) and the fees entered. */
export interface BuyingCosts {
  propertyTax: PropertyTaxEstimate;
  conveyancingFee: number;
  surveyFee: number;
  mortgageFee: number;
  total: number;
}

export interface MovingResult {
  baseCost: number;
  packingCost: number;
  storageCost: number;
  assemblyCost: number;
  /** Removals, packing, assembly and storage: what the move itself costs. */
  movingCost: number;
  /** Null unless "Buying a home" is ticked. */
  buying: BuyingCosts | null;
  /** The moving cost plus any buying costs. */
  totalEstimate: number;
  /** The moving cost per mile: buying costs do not depend on the distance, so they are left out. */
  costPerMile: number;
  costPerKm: number;
  /** The unit the visitor entered the distance in. */
  distanceUnit: DistanceUnit;
}

export const MESSAGES = {
  distance: "Please enter a valid distance.",
  ...PURCHASE_MESSAGES,
} as const;

const fee = (name: string): Reading => ({ name, unit: "£", range: [0, 1_000_000], optional: true });

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<MovingKey> = {
  distance: (inputs) =>
    distanceUnitOf(inputs.distanceUnit) === "km"
      ? { name: "the distance", unit: "km", range: [0, 16_000], usual: [0, 1_450] }
      : { name: "the distance", unit: "miles", range: [0, 10_000], usual: [0, 900] },
  storageMonths: { name: "the months of storage", unit: "months", range: [0, 120], usual: [0, 24] },
  storageRate: {
    name: "the storage cost",
    unit: "£",
    per: "month",
    range: [0, 100_000],
    optional: true,
  },
  propertyPrice: PRICE_READING,
  conveyancingFee: fee("the conveyancing fee"),
  surveyFee: fee("the survey fee"),
  mortgageFee: fee("the mortgage fees"),
};

function buyingCosts(
  inputs: Inputs<MovingKey>,
  read: (key: MovingKey) => number,
  price: number,
): BuyingCosts {
  const propertyTax = taxOnPurchase(price, inputs);
  const conveyancingFee = read("conveyancingFee");
  const surveyFee = read("surveyFee");
  const mortgageFee = read("mortgageFee");
  return {
    propertyTax,
    conveyancingFee,
    surveyFee,
    mortgageFee,
    total: propertyTax.total + conveyancingFee + surveyFee + mortgageFee,
  };
}

/** The moving estimate, plus the costs of buying when that is ticked. */
const calculateMoving = withFigures<MovingKey, MovingResult>(READINGS, (inputs, read) => {
  const distanceUnit = distanceUnitOf(inputs.distanceUnit);
  const miles = toMiles(read("distance"), distanceUnit);
  const buying = inputs.buying === "true";
  const price = buying ? read("propertyPrice") : 0;
  const invalid = firstInvalid<keyof typeof FAILURES>([
    [miles > 0, "distance"],
    [!buying || price > 0, "propertyPrice"],
    [!buying || !bothBuyers(inputs), "additionalProperty"],
  ]);
  if (invalid) return failure(invalid);

  const factor = SIZE_FACTORS[inputs.propertySize] ?? SIZE_FACTORS["2bed"]!;
  const baseCost = (BASE_FEE + PER_MILE * miles) * factor;
  const packingCost = inputs.packingService === "true" ? baseCost * PACKING_SHARE : 0;
  const assemblyCost = inputs.assemblyService === "true" ? ASSEMBLY_FEE * factor : 0;
  const storageMonths = read("storageMonths");
  const storageCost = storageMonths > 0 ? storageMonths * read("storageRate") : 0;
  const movingCost = baseCost + packingCost + storageCost + assemblyCost;
  const costPerMile = movingCost / miles;
  const result: MovingResult = {
    baseCost,
    packingCost,
    storageCost,
    assemblyCost,
    movingCost,
    buying: null,
    totalEstimate: movingCost,
    costPerMile,
    costPerKm: costPerMile * MILES_PER_KM,
    distanceUnit,
  };
  if (!allFinite(result)) return failure("distance");
  if (!buying) return { ok: true, result };

  // Finite without a check: the price is at most £100m and each fee at most £1m (READINGS).
  const costs = buyingCosts(inputs, read, price);
  return {
    ok: true,
    result: { ...result, buying: costs, totalEstimate: movingCost + costs.total },
  };
});

const FAILURES = {
  distance: MESSAGES.distance,
  propertyPrice: MESSAGES.propertyPrice,
  additionalProperty: MESSAGES.bothBuyers,
} as const;

function failure(field: keyof typeof FAILURES): Outcome<MovingResult, MovingKey> {
  return { ok: false, message: FAILURES[field], field };
}

export const engine = engineOf<MovingKey, MovingResult>(READINGS, calculateMoving);
