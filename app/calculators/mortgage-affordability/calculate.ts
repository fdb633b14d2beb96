import { engineOf, type Readings, withFigures } from "~/calculators/reading";
import { monthlyPayment, monthlyRate, RATE_RANGES, TERM_READING } from "~/calculators/repayment";
import type { Outcome } from "~/calculators/types";
import type { AffordabilityKey } from "./fields";

/** The income multiples offered, as the select's values: "4.5" is 4.5 times income. */
export const INCOME_MULTIPLES = ["4", "4.5", "5", "5.5"] as const;
const multipleOf = (choice: string) =>
  Number(INCOME_MULTIPLES.find((multiple) => multiple === choice) ?? "4.5");

/** The payment at the rate given, and at that rate plus the stress test's rise. */
export interface AffordabilityPayments {
  ratePct: number;
  termYears: number;
  monthlyPayment: number;
  stressRatePct: number;
  stressedPayment: number;
}

export interface AffordabilityResult {
  /** Both applicants' gross pay a year, before commitments. */
  combinedIncome: number;
  /** Twelve months of the monthly commitments. */
  yearlyCommitments: number;
  incomeMultiple: number;
  /** The multiple × (combined income − yearly commitments). */
  maxLoan: number;
  deposit: number;
  /** maxLoan + deposit. */
  maxPropertyPrice: number;
  /** maxLoan ÷ maxPropertyPrice × 100. */
  loanToValuePct: number;
  /** Null when no interest rate is given. */
  payments: AffordabilityPayments | null;
}

export const MESSAGES = {
  annualIncome: "Please enter a valid yearly income.",
  commitmentsTooHigh:
    "Your commitments add up to your whole income or more, so a lender could not offer a mortgage on these figures.",
  interestRatePct: "Enter an interest rate above 0%, or leave it blank for no payment.",
  termYears: "Please enter the mortgage term in years, 1 or more.",
} as const;

const POUNDS_A_YEAR = { unit: "£", per: "year", range: [0, 100_000_000] } as const;

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<AffordabilityKey> = {
  annualIncome: { name: "your yearly income", ...POUNDS_A_YEAR, usual: [0, 1_000_000] },
  secondApplicantIncome: {
    name: "the second applicant's yearly income",
    ...POUNDS_A_YEAR,
    usual: [0, 1_000_000],
    optional: true,
  },
  monthlyCommitments: {
    name: "your monthly commitments",
    unit: "£",
    per: "month",
    range: [0, 10_000_000],
    optional: true,
  },
  deposit: { name: "your deposit", unit: "£", range: [0, 100_000_000], optional: true },
  interestRatePct: { name: "the interest rate", ...RATE_RANGES, optional: true },
  termYears: TERM_READING,
  stressMarginPct: {
    name: "the stress test's rise",
    unit: "points",
    range: [0, 15],
    usual: [1, 5],
    optional: true,
  },
};

const failure = (
  field: AffordabilityKey,
  message: string,
): Outcome<AffordabilityResult, AffordabilityKey> => ({ ok: false, message, field });

/**
 * How much a lender might lend on an income multiple: twelve months of commitments come off the
 * yearly income first (docs/product.md#mortgage-affordability says why), and the payment follows
 * when a rate is given.
 */
const calculateAffordability = withFigures<AffordabilityKey, AffordabilityResult>(
  READINGS,
  (inputs, read) => {
    const income = read("annualIncome");
    if (!(income > 0)) return failure("annualIncome", MESSAGES.annualIncome);
    const combinedIncome = income + read("secondApplicantIncome");
    const yearlyCommitments = 12 * read("monthlyCommitments");
    if (yearlyCommitments >= combinedIncome)
      return failure("monthlyCommitments", MESSAGES.commitmentsTooHigh);
    const incomeMultiple = multipleOf(inputs.incomeMultiple);
    const maxLoan = incomeMultiple * (combinedIncome - yearlyCommitments);
    const deposit = read("deposit");
    const maxPropertyPrice = maxLoan + deposit;

    let payments: AffordabilityPayments | null = null;
    if (inputs.interestRatePct.trim() !== "") {
      const ratePct = read("interestRatePct");
      // The repayment formula divides by 1 − (1 + r)^−n: a rate of 0, or one so near 0 that 1 + the
      // monthly rate is 1, would divide by 0.
      if (!(1 + monthlyRate(ratePct) > 1))
        return failure("interestRatePct", MESSAGES.interestRatePct);
      const termYears = read("termYears");
      if (!(termYears >= 1)) return failure("termYears", MESSAGES.termYears);
      const stressRatePct = ratePct + read("stressMarginPct");
      const months = Math.round(termYears * 12);
      payments = {
        ratePct,
        termYears,
        monthlyPayment: monthlyPayment(maxLoan, ratePct, months),
        stressRatePct,
        stressedPayment: monthlyPayment(maxLoan, stressRatePct, months),
      };
    }
    // Finite without a check: the income is over 0 and above the commitments, so the loan and the
    // price are over 0; each figure is held to its range (READINGS), and the stressed rate is at
    // least the rate checked above.
    const result: AffordabilityResult = {
      combinedIncome,
      yearlyCommitments,
      incomeMultiple,
      maxLoan,
      deposit,
      maxPropertyPrice,
      loanToValuePct: (maxLoan / maxPropertyPrice) * 100,
      payments,
    };
    return { ok: true, result };
  },
);

export const engine = engineOf<AffordabilityKey, AffordabilityResult>(
  READINGS,
  calculateAffordability,
);
