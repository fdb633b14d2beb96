import { parseCost, parseNumber } from "~/calculators/number";
import { allFinite, firstInvalid, type Inputs, type Outcome } from "~/calculators/types";
import { SQFT_PER_SQM } from "~/calculators/units";

export const FIELD_KEYS = [
  "propertySize",
  "sizeUnit",
  "bedrooms",
  "occupants",
  "usageProfile",
  "electricityRate",
  "electricityStandingCharge",
  "gasRate",
  "gasStandingCharge",
] as const;
export type EnergyKey = (typeof FIELD_KEYS)[number];
export type EnergyInputs = Inputs<EnergyKey>;

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
}

/** Bedrooms and occupants: "5+" counts as 5; anything unreadable as the default of 2. */
const count = (raw: string) => {
  const value = parseNumber(raw.replace("+", ""));
  return value > 0 ? value : 2;
};

export function calculateEnergy(inputs: EnergyInputs): Outcome<EnergyResult, EnergyKey> {
  const size = parseNumber(inputs.propertySize);
  const sqft = inputs.sizeUnit === "sqm" ? size * SQFT_PER_SQM : size;
  const rate = parseNumber(inputs.electricityRate);
  const message = "Please enter valid property size and electricity rate.";
  const field = firstInvalid<EnergyKey>([
    [sqft > 0, "propertySize"],
    [rate > 0, "electricityRate"],
  ]);
  if (field) return { ok: false, message, field };

  const bedrooms = count(inputs.bedrooms);
  const occupants = count(inputs.occupants);
  const multiplier = USAGE_MULTIPLIERS[inputs.usageProfile] ?? 1;
  const gasRate = parseCost(inputs.gasRate);
  const hasGas = gasRate > 0;

  const electricityKWhMonthly = (sqft / 10 + bedrooms * 50 + occupants * 80) * multiplier;
  const gasKWhMonthly = hasGas ? (sqft / 8 + bedrooms * 70) * multiplier : 0;
  const estimatedElectricityMonthly =
    electricityKWhMonthly * rate + parseCost(inputs.electricityStandingCharge) * DAYS_PER_MONTH;
  const estimatedGasMonthly = hasGas
    ? gasKWhMonthly * gasRate + parseCost(inputs.gasStandingCharge) * DAYS_PER_MONTH
    : 0;
  const totalMonthlyBill = estimatedElectricityMonthly + estimatedGasMonthly;
  const result = {
    estimatedElectricityMonthly,
    estimatedGasMonthly,
    totalMonthlyBill,
    annualCost: totalMonthlyBill * 12,
    dailyUsageKWh: (electricityKWhMonthly + gasKWhMonthly) / 30,
    electricityKWhMonthly,
    gasKWhMonthly,
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "propertySize" };
}
