import {
  engineOf,
  kWhPriceReading,
  type Reading,
  type Readings,
  withFigures,
} from "~/calculators/reading";
import { allFinite, firstInvalid, type Inputs, type Outcome } from "~/calculators/types";
import { SQFT_PER_SQM } from "~/calculators/units";
import { knowsUsage, onEconomy7, usagePerMonth } from "./choices";
import type { EnergyKey } from "./fields";

const USAGE_MULTIPLIERS: Record<string, number> = { low: 0.7, average: 1, high: 1.3 };
/** Standing charges are per day; a month averages 365 ÷ 12 days. */
const DAYS_PER_MONTH = 365 / 12;

export interface EnergyResult {
  estimatedElectricityMonthly: number;
  estimatedGasMonthly: number;
  totalMonthlyBill: number;
  annualCost: number;
  dailyUsageKWh: number;
  electricityKWhMonthly: number;
  gasKWhMonthly: number;
  /** The visitor's own usage (true) or the estimate from the home (false). */
  usageKnown: boolean;
  /** On Economy 7, the share of the electricity used at night, 0 to 1; null on a single rate. */
  nightShare: number | null;
}

export const MESSAGES = {
  /** The product rule's message for the estimate from the home. */
  estimate: "Please enter valid property size and electricity rate.",
  electricityUse: "Please enter how much electricity you use, in kWh, from your bill or app.",
  gasUse:
    "Please enter how much gas you use, in kWh, or leave the gas rate blank if your home has no gas.",
  electricityRate: "Please enter a valid electricity unit rate.",
  dayRate: "Please enter a valid day unit rate.",
  nightRate: "Please enter a valid night unit rate.",
  nightShare: "Please enter the share of your electricity used at night, between 0 and 100%.",
  gasRate: "Please enter your gas unit rate, or leave your gas use blank if your home has no gas.",
} as const;

/** Bedrooms and occupants: "5+" counts as 5; anything unreadable as the default of 2. */
const count = (raw: string) => Number.parseInt(raw, 10) || 2;

const standingCharge = (name: string): Reading => ({
  name,
  unit: "£/day",
  per: "day",
  range: [0, 2],
  optional: true,
});
/** A year's use, or a month's when the visitor chose it: the range and usual figures scale with it. */
const usage =
  (name: string, max: number, usual: readonly [number, number], optional: boolean) =>
  (inputs: Inputs<EnergyKey>): Reading => {
    const months = usagePerMonth(inputs) ? 12 : 1;
    return {
      name,
      unit: "kWh",
      per: months === 12 ? "month" : "year",
      range: [0, max / months],
      usual: [usual[0] / months, usual[1] / months],
      optional,
    };
  };

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<EnergyKey> = {
  propertySize: (inputs) =>
    inputs.sizeUnit === "sqm"
      ? { name: "the floor area", unit: "sq m", range: [0, 5_000], usual: [20, 500] }
      : { name: "the floor area", unit: "sq ft", range: [0, 50_000], usual: [200, 5_000] },
  electricityKWhPerYear: usage("your electricity use", 200_000, [500, 15_000], false),
  gasKWhPerYear: usage("your gas use", 500_000, [1_000, 40_000], true),
  electricityRate: kWhPriceReading("the electricity unit rate", { usual: [0.04, 0.6] }),
  nightRate: kWhPriceReading("the night unit rate", { usual: [0.04, 0.6] }),
  nightSharePct: {
    name: "the night share",
    unit: "%",
    range: [0, 100],
    outOfRange: MESSAGES.nightShare,
  },
  electricityStandingCharge: standingCharge("the electricity standing charge"),
  gasRate: kWhPriceReading("the gas unit rate", { usual: [0.02, 0.3], optional: true }),
  gasStandingCharge: standingCharge("the gas standing charge"),
};

interface MonthlyUse {
  electricityKWhMonthly: number;
  gasKWhMonthly: number;
}

/** The product rule's estimate from the size of the home; gas only when there is a gas rate. */
function estimatedUse(inputs: Inputs<EnergyKey>, sqft: number, hasGas: boolean): MonthlyUse {
  const bedrooms = count(inputs.bedrooms);
  const occupants = count(inputs.occupants);
  const multiplier = USAGE_MULTIPLIERS[inputs.usageProfile] ?? 1;
  return {
    electricityKWhMonthly: (sqft / 10 + bedrooms * 50 + occupants * 80) * multiplier,
    gasKWhMonthly: hasGas ? (sqft / 8 + bedrooms * 70) * multiplier : 0,
  };
}

const calculateEnergy = withFigures<EnergyKey, EnergyResult>(READINGS, (inputs, read) => {
  const known = knowsUsage(inputs);
  const economy7 = onEconomy7(inputs);
  const size = known ? 0 : read("propertySize");
  const sqft = inputs.sizeUnit === "sqm" ? size * SQFT_PER_SQM : size;
  const months = usagePerMonth(inputs) ? 1 : 12;
  const electricityKWh = known ? read("electricityKWhPerYear") / months : 0;
  const gasKWh = known ? read("gasKWhPerYear") / months : 0;
  const dayRate = read("electricityRate");
  const nightRate = economy7 ? read("nightRate") : 0;
  const nightShare = economy7 ? read("nightSharePct") / 100 : 0;
  const gasRate = read("gasRate");
  const electricityStanding = read("electricityStandingCharge");
  // Read even without gas, so a filled field that cannot be read is never passed over.
  const gasStanding = read("gasStandingCharge");

  const field = firstInvalid<EnergyKey>([
    [known || sqft > 0, "propertySize"],
    [!known || electricityKWh > 0, "electricityKWhPerYear"],
    [!known || gasKWh > 0 || gasRate === 0, "gasKWhPerYear"],
    [dayRate > 0, "electricityRate"],
    [!economy7 || nightRate > 0, "nightRate"],
    [!economy7 || (nightShare > 0 && nightShare < 1), "nightSharePct"],
    [!known || gasKWh === 0 || gasRate > 0, "gasRate"],
  ]);
  if (field) return failure(field, known, economy7);

  // Known gas use without a gas rate is refused above: with no rate, the gas use is 0.
  const use: MonthlyUse = known
    ? { electricityKWhMonthly: electricityKWh, gasKWhMonthly: gasKWh }
    : estimatedUse(inputs, sqft, gasRate > 0);
  // On Economy 7 the night share of the kWh is at the night rate and the rest at the day rate.
  const electricityRate = economy7 ? (1 - nightShare) * dayRate + nightShare * nightRate : dayRate;
  const estimatedElectricityMonthly =
    use.electricityKWhMonthly * electricityRate + electricityStanding * DAYS_PER_MONTH;
  const estimatedGasMonthly =
    gasRate > 0 ? use.gasKWhMonthly * gasRate + gasStanding * DAYS_PER_MONTH : 0;
  const totalMonthlyBill = estimatedElectricityMonthly + estimatedGasMonthly;
  const monthlyKWh = use.electricityKWhMonthly + use.gasKWhMonthly;
  const result: EnergyResult = {
    estimatedElectricityMonthly,
    estimatedGasMonthly,
    totalMonthlyBill,
    annualCost: totalMonthlyBill * 12,
    // The estimate's daily use is the product rule's monthly ÷ 30; known usage is a year's, so ÷ 365.
    dailyUsageKWh: known ? (monthlyKWh * 12) / 365 : monthlyKWh / 30,
    ...use,
    usageKnown: known,
    nightShare: economy7 ? nightShare : null,
  };
  if (allFinite(result)) return { ok: true, result };
  // Known use is read within its ranges (at most 500,000 kWh at £1 a kWh), so only the estimate,
  // from counts the form does not offer, can be too large to show: it is refused at the floor area.
  return failure("propertySize", known, economy7);
});

const FIELD_MESSAGES: Partial<Record<EnergyKey, string>> = {
  electricityKWhPerYear: MESSAGES.electricityUse,
  gasKWhPerYear: MESSAGES.gasUse,
  nightRate: MESSAGES.nightRate,
  nightSharePct: MESSAGES.nightShare,
  gasRate: MESSAGES.gasRate,
};

/** The message for a field; the electricity rate's follows its label, and the estimate keeps the product rule's. */
function failure(
  field: EnergyKey,
  known: boolean,
  economy7: boolean,
): Outcome<EnergyResult, EnergyKey> {
  const rateMessage = economy7
    ? MESSAGES.dayRate
    : known
      ? MESSAGES.electricityRate
      : MESSAGES.estimate;
  const message =
    field === "electricityRate" ? rateMessage : (FIELD_MESSAGES[field] ?? MESSAGES.estimate);
  return { ok: false, message, field };
}

export const engine = engineOf<EnergyKey, EnergyResult>(READINGS, calculateEnergy);
