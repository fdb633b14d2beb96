import { engineOf, type Readings, withFigures } from "~/calculators/reading";
import { monthlyPayment, monthlyRate, RATE_RANGES, TERM_READING } from "~/calculators/repayment";
import { allFinite, firstInvalid } from "~/calculators/types";
import type { MortgageKey } from "./fields";

const LOAN_RANGE = [0, 50_000_000] as const;

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<MortgageKey> = {
  loanAmount: { name: "the loan amount", unit: "£", range: LOAN_RANGE },
  interestRatePct: { name: "the interest rate", ...RATE_RANGES },
  termYears: TERM_READING,
  dealYears: {
    name: "the deal length",
    unit: "years",
    range: [0, 50],
    usual: [1, 10],
    optional: true,
  },
  revertRatePct: { name: "the rate after the deal", ...RATE_RANGES },
  interestOnlyAmount: { name: "the interest-only part", unit: "£", range: LOAN_RANGE },
  propertyTaxPerYear: {
    name: "council tax",
    unit: "£",
    per: "year",
    range: [0, 100_000],
    optional: true,
  },
  homeInsurancePerYear: {
    name: "home insurance",
    unit: "£",
    per: "year",
    range: [0, 100_000],
    optional: true,
  },
  monthlyOverpayment: {
    name: "the monthly overpayment",
    unit: "£",
    per: "month",
    range: LOAN_RANGE,
    optional: true,
  },
};

const REPAYMENT_TYPES = ["repayment", "interest-only", "part-and-part"] as const;
type RepaymentType = (typeof REPAYMENT_TYPES)[number];

/** Year-by-year schedules stop here; a longer term is still priced, without the table. */
const MAX_SCHEDULE_MONTHS = 100 * 12;

export interface AmortisationYear {
  year: number;
  interest: number;
  principal: number;
  closingBalance: number;
}

interface Overpayment {
  monthly: number;
  /** Months until the loan is cleared with the overpayment, or the term when it is not cleared. */
  months: number;
  /** How much sooner the whole loan is cleared; null when some is still owed at the end. */
  monthsSaved: number | null;
  interestSaved: number;
  /** Owed at the end of the term with the overpayment. */
  stillOwedAtEnd: number;
}

/** An initial deal: its rate for `months`, then the lender's rate after it for the rest of the term. */
interface Deal {
  months: number;
  ratePct: number;
  revertRatePct: number;
}

export interface MortgageResult {
  repaymentType: RepaymentType;
  /** The monthly payment: during the deal when there is one, else for the whole term. */
  monthlyPrincipalInterest: number;
  /** The monthly payment after the deal (null without a deal). */
  revertMonthlyPayment: number | null;
  /** Estimated monthly total (payment, council tax, insurance), during the deal when there is one. */
  estimatedMonthlyTotal: number;
  /** Every monthly payment over the term (not what is still owed at the end). */
  totalPaidOverTerm: number;
  totalInterestPaid: number;
  /** The interest-only part, still owed at the end of the term (0 on a repayment mortgage). */
  stillOwedAtEnd: number;
  monthlyTax: number;
  monthlyInsurance: number;
  loanAmount: number;
  months: number;
  deal: Deal | null;
  /** Empty when the term is longer than MAX_SCHEDULE_MONTHS. */
  schedule: AmortisationYear[];
  /** With the overpayment, when one is entered and a schedule exists. */
  overpaidSchedule: AmortisationYear[] | null;
  overpayment: Overpayment | null;
}

/** A loan's terms month by month: what the amortisation follows. */
export interface Plan {
  loan: number;
  /** The part of the loan on interest-only: 0 for repayment, all of it for interest-only. */
  interestOnly: number;
  months: number;
  /** Months at the first rate (the deal); the second applies after them. */
  dealMonths: number;
  /** Monthly rates (yearly % ÷ 100 ÷ 12) during the deal and after it. */
  rates: readonly [number, number];
  /** The repayment part's monthly payment during the deal and after it. */
  payments: readonly [number, number];
}

/**
 * Month by month, summed per year. Each month's interest is charged on everything owed; the
 * repayment part's payment repays capital, and an overpayment comes off the repayment part until
 * that is cleared, then off the interest-only part (so on an interest-only loan, off the loan).
 */
function amortisePlan(plan: Plan, overpayment = 0) {
  const years: AmortisationYear[] = [];
  let owed = plan.loan - plan.interestOnly;
  let interestOnly = plan.interestOnly;
  let month = 0;
  let totalInterest = 0;
  while (month < plan.months && owed + interestOnly > 0.005) {
    const period = month < plan.dealMonths ? 0 : 1;
    const rate = plan.rates[period];
    const interest = (owed + interestOnly) * rate;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: owed never falls below 0; at 0 nothing is repaid, and what comes off the interest-only part is capped by the overpayment, which a payment on top cannot lower
    const capital = owed > 0 ? plan.payments[period] - owed * rate : 0;
    const repaid = Math.min(owed, capital + overpayment);
    const paidOff = Math.min(interestOnly, overpayment, capital + overpayment - repaid);
    owed -= repaid;
    interestOnly -= paidOff;
    totalInterest += interest;
    if (month % 12 === 0)
      years.push({ year: month / 12 + 1, interest: 0, principal: 0, closingBalance: 0 });
    const year = years[years.length - 1]!;
    year.interest += interest;
    year.principal += repaid + paidOff;
    year.closingBalance = Math.max(0, owed + interestOnly);
    month += 1;
  }
  return { years, months: month, totalInterest, stillOwed: Math.max(0, owed + interestOnly) };
}

/** A repayment mortgage at one rate throughout: the plan every loan had before deals and types. */
export const amortise = (loan: number, annualRatePct: number, payment: number, overpayment = 0) =>
  amortisePlan(
    {
      loan,
      interestOnly: 0,
      months: MAX_SCHEDULE_MONTHS,
      dealMonths: 0,
      rates: [monthlyRate(annualRatePct), monthlyRate(annualRatePct)],
      payments: [payment, payment],
    },
    overpayment,
  );

/** Messages for the deal and repayment-type fields, each shown beside its field. */
const MESSAGES = {
  dealYears:
    "The deal must be shorter than the mortgage term, e.g. 2 or 5 years. Leave it blank for one rate throughout.",
  revertRatePct:
    "Enter the rate after the deal ends (often the lender's standard variable rate), e.g. 7.5.",
  interestOnlyAmount: "Enter the interest-only part: more than £0 and less than the loan amount.",
};

const calculateMortgage = withFigures<MortgageKey, MortgageResult>(READINGS, (inputs, read) => {
  const loan = read("loanAmount");
  const ratePct = read("interestRatePct");
  const years = read("termYears");
  const message = "Please enter valid loan amount, interest rate, and term.";
  const field = firstInvalid<MortgageKey>([
    [loan > 0, "loanAmount"],
    [ratePct > 0, "interestRatePct"],
    [years > 0, "termYears"],
  ]);
  if (field) return { ok: false, message, field };

  const months = years * 12;
  const dealMonths = Math.round(read("dealYears") * 12);
  const revertPct = dealMonths ? read("revertRatePct") : ratePct;
  const repaymentType =
    REPAYMENT_TYPES.find((type) => type === inputs.repaymentType) ?? "repayment";
  const interestOnly =
    repaymentType === "repayment"
      ? 0
      : repaymentType === "interest-only"
        ? loan
        : read("interestOnlyAmount");
  // A deal length below 0 is refused as it is read.
  const invalid = firstInvalid<keyof typeof MESSAGES>([
    [dealMonths < months, "dealYears"],
    [revertPct > 0, "revertRatePct"],
    [
      repaymentType !== "part-and-part" || (interestOnly > 0 && interestOnly < loan),
      "interestOnlyAmount",
    ],
  ]);
  if (invalid) return { ok: false, message: MESSAGES[invalid], field: invalid };

  // The repayment part is amortised over the whole term at the deal rate; what is left of it when the
  // deal ends is amortised again over the rest of the term at the rate after the deal.
  const repaid = loan - interestOnly;
  const rates = [monthlyRate(ratePct), monthlyRate(revertPct)] as const;
  const dealPayment = monthlyPayment(repaid, ratePct, months);
  const growth = (1 + rates[0]) ** dealMonths;
  const owedAtDealEnd = repaid * growth - (dealPayment * (growth - 1)) / rates[0];
  const revertPayment = monthlyPayment(owedAtDealEnd, revertPct, months - dealMonths);
  const payment = dealPayment + interestOnly * rates[0];
  const revertMonthlyPayment = revertPayment + interestOnly * rates[1];
  const monthlyTax = read("propertyTaxPerYear") / 12;
  const monthlyInsurance = read("homeInsurancePerYear") / 12;
  const totalPaidOverTerm = payment * dealMonths + revertMonthlyPayment * (months - dealMonths);
  const headline = {
    monthlyPrincipalInterest: payment,
    revertMonthlyPayment: dealMonths ? revertMonthlyPayment : null,
    estimatedMonthlyTotal: payment + monthlyTax + monthlyInsurance,
    totalPaidOverTerm,
    totalInterestPaid: totalPaidOverTerm - repaid,
    stillOwedAtEnd: interestOnly,
    monthlyTax,
    monthlyInsurance,
  };
  if (!allFinite({ ...headline, revertMonthlyPayment }))
    return { ok: false, message, field: "loanAmount" };

  const scheduled =
    Number.isInteger(months) &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the term is read as at most 50 years (TERM_READING), 600 months, within the limit
    months <= MAX_SCHEDULE_MONTHS;
  const plan: Plan = {
    loan,
    interestOnly,
    months,
    dealMonths,
    rates,
    payments: [dealPayment, revertPayment],
  };
  const schedule = scheduled ? amortisePlan(plan).years : [];
  const extra = read("monthlyOverpayment");
  let overpayment: Overpayment | null = null;
  let overpaidSchedule: AmortisationYear[] | null = null;
  if (scheduled && extra > 0) {
    const overpaid = amortisePlan(plan, extra);
    overpaidSchedule = overpaid.years;
    overpayment = {
      monthly: extra,
      months: overpaid.months,
      monthsSaved: overpaid.stillOwed > 0.005 ? null : months - overpaid.months,
      interestSaved: headline.totalInterestPaid - overpaid.totalInterest,
      stillOwedAtEnd: overpaid.stillOwed > 0.005 ? overpaid.stillOwed : 0,
    };
  }
  return {
    ok: true,
    result: {
      ...headline,
      repaymentType,
      loanAmount: loan,
      months,
      deal: dealMonths ? { months: dealMonths, ratePct, revertRatePct: revertPct } : null,
      schedule,
      overpaidSchedule,
      overpayment,
    },
  };
});

export const engine = engineOf<MortgageKey, MortgageResult>(READINGS, calculateMortgage);
