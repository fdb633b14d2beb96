import { engineOf, type Readings, withFigures } from "~/calculators/reading";
import { LETTING_INCOME_CHECK } from "~/reference/letting";
import { roundShown } from "~/site/format";
import type { RentKey } from "./fields";

/** From this yearly rent the deposit cap is 6 weeks' rent rather than 5 (Tenant Fees Act 2019, s.1 and sch.1). */
const HIGHER_DEPOSIT_FROM_YEARLY_RENT = 50_000;

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<RentKey> = {
  monthlyIncomeAfterTax: {
    name: "your monthly take-home pay",
    unit: "£",
    per: "month",
    range: [0, 1_000_000],
  },
  rentSharePct: { name: "the share of pay for rent", unit: "%", range: [0, 100], usual: [10, 60] },
  existingDebtsPerMonth: {
    name: "your debt repayments",
    unit: "£",
    per: "month",
    range: [0, 1_000_000],
    optional: true,
  },
  yearlyPayBeforeTax: {
    name: "your pay before tax",
    unit: "£",
    per: "year",
    range: [0, 10_000_000],
    optional: true,
  },
};

const DEFAULT_RENT_SHARE_PCT = 30;
/** The three guidance bands (docs/product.md#rent-affordability), and "no-room" when debts take the whole share (a 0% rent is not "within"). */
export type RentGuidance = "within" | "slightly-above" | "above" | "no-room";

export interface RentResult {
  /** The take-home pay as read ("£650 a week" is £2,816.67 a month): what the monthly costs sheet fills in. */
  monthlyIncome: number;
  maxRecommendedRent: number;
  adjustedMaxRent: number;
  rentPctOfIncome: number;
  guidance: RentGuidance;
  /** At the adjusted rent: monthly x 12 / 52. */
  weeklyRent: number;
  /** The Tenant Fees Act 2019 cap: 5 weeks' rent, or 6 where the yearly rent is £50,000 or more. */
  deposit: number;
  depositWeeks: 5 | 6;
  /** Deposit plus the first month's rent. */
  moveInCash: number;
  /** With the pay before tax: the letting agents' usual check of it against this rent. */
  lettingCheck: LettingCheck | null;
}

/** Letting agents' usual check: yearly pay before tax at least 30 times the monthly rent. */
export interface LettingCheck {
  yearlyPay: number;
  /** The most rent a month the check allows: the yearly pay ÷ 30. */
  mostRent: number;
  /** The affordable rent here is within it. */
  passes: boolean;
}

/** The bands, applied to the percentage as shown (1 decimal), so the text always matches the figure. */
export function rentGuidance(rentPctOfIncome: number): RentGuidance {
  const shown = roundShown(rentPctOfIncome, 1);
  if (shown <= 30) return "within";
  if (shown <= 35) return "slightly-above";
  return "above";
}

const calculateRent = withFigures<RentKey, RentResult>(READINGS, (_inputs, read) => {
  const income = read("monthlyIncomeAfterTax");
  const invalid = {
    ok: false,
    message: "Please enter a valid monthly income.",
    field: "monthlyIncomeAfterTax",
  } as const;
  if (!(income > 0)) return invalid;
  const sharePct = read("rentSharePct");
  const share = sharePct > 0 ? sharePct : DEFAULT_RENT_SHARE_PCT;
  const maxRecommendedRent = (income * share) / 100;
  const adjustedMaxRent = Math.max(0, maxRecommendedRent - read("existingDebtsPerMonth"));
  const rentPctOfIncome = (adjustedMaxRent / income) * 100;
  const weeklyRent = (adjustedMaxRent * 12) / 52;
  const depositWeeks = adjustedMaxRent * 12 < HIGHER_DEPOSIT_FROM_YEARLY_RENT ? 5 : 6;
  const deposit = weeklyRent * depositWeeks;
  const yearlyPay = read("yearlyPayBeforeTax");
  const mostRent = yearlyPay / LETTING_INCOME_CHECK.multiple;
  const result: RentResult = {
    monthlyIncome: income,
    maxRecommendedRent,
    adjustedMaxRent,
    rentPctOfIncome,
    guidance: adjustedMaxRent > 0 ? rentGuidance(rentPctOfIncome) : "no-room",
    weeklyRent,
    deposit,
    depositWeeks,
    moveInCash: deposit + adjustedMaxRent,
    // Compared as shown, to the penny, so a rent the check allows exactly passes.
    lettingCheck:
      yearlyPay > 0
        ? { yearlyPay, mostRent, passes: roundShown(adjustedMaxRent, 2) <= roundShown(mostRent, 2) }
        : null,
  };
  // Finite without a check: the income is over 0, the rent at most the income, and each figure is
  // held to its range (READINGS).
  return { ok: true, result };
});

export const engine = engineOf<RentKey, RentResult>(READINGS, calculateRent);
