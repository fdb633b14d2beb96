/**
 * The monthly costs sheet's sum: a month of a household's regular costs, what is left of take-home
 * pay and benefits, and each cost's share of take-home pay (docs/product.md#your-monthly-costs).
 * Every row is a figure a month; a blank one counts as £0.
 */
import { engineOf, type Reading, type Readings, withFigures } from "~/calculators/reading";
import { allFinite } from "~/calculators/types";

import { COSTS, type CostKey } from "./costs";

export const FIELD_KEYS = ["monthlyIncomeAfterTax", "monthlyBenefits", ...COSTS] as const;
export type MyCostsKey = (typeof FIELD_KEYS)[number];

/** "£50 a week" or "£1,200 a year" is read as a month's (reading.ts); up to £1m a month. */
const monthlyReading = (name: string): Reading => ({
  name,
  unit: "£",
  per: "month",
  range: [0, 1_000_000],
  optional: true,
});

const READINGS: Readings<MyCostsKey> = {
  monthlyIncomeAfterTax: monthlyReading("your take-home pay"),
  monthlyBenefits: monthlyReading("your benefits"),
  housing: monthlyReading("your rent or mortgage"),
  councilTax: monthlyReading("your council tax"),
  energy: monthlyReading("your energy bill"),
  travel: monthlyReading("your travel costs"),
  childcare: monthlyReading("your childcare"),
  otherCosts: monthlyReading("your other costs"),
};

const MESSAGES = {
  empty: "Please enter your take-home pay or at least one monthly cost.",
};

export interface MyCostsResult {
  /** Take-home pay a month; 0 when blank. */
  income: number;
  /** Benefits a month (Universal Credit, Child Benefit less the charge); 0 when blank. */
  benefits: number;
  /** Each cost a month, as read. */
  costs: Record<CostKey, number>;
  monthlyTotal: number;
  /** Take-home pay and benefits minus the total: below 0 when the costs are more. */
  leftOver: number;
  /** Each cost's share of take-home pay, %; null without take-home pay, which nothing can be a share of. */
  shares: Record<CostKey, number> | null;
  /** The total's share of take-home pay, %; null without take-home pay. */
  totalSharePct: number | null;
}

const calculateMyCosts = withFigures<MyCostsKey, MyCostsResult>(READINGS, (_inputs, read) => {
  const income = read("monthlyIncomeAfterTax");
  const benefits = read("monthlyBenefits");
  const costs = Object.fromEntries(COSTS.map((key) => [key, read(key)])) as Record<CostKey, number>;
  const monthlyTotal = COSTS.reduce((sum, key) => sum + costs[key], 0);
  const empty = { ok: false, message: MESSAGES.empty, field: "monthlyIncomeAfterTax" } as const;
  if (income === 0 && benefits === 0 && monthlyTotal === 0) return empty;
  const share = (cost: number) => (cost / income) * 100;
  const result: MyCostsResult = {
    income,
    benefits,
    costs,
    monthlyTotal,
    leftOver: income + benefits - monthlyTotal,
    shares:
      income > 0
        ? (Object.fromEntries(COSTS.map((key) => [key, share(costs[key])])) as Record<
            CostKey,
            number
          >)
        : null,
    totalSharePct: income > 0 ? share(monthlyTotal) : null,
  };
  return allFinite(result) && allFinite(costs) ? { ok: true, result } : empty;
});

export const engine = engineOf<MyCostsKey, MyCostsResult>(READINGS, calculateMyCosts);
