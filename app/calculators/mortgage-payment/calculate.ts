import { parseCost, parseNumber } from "../number";
import { allFinite, firstInvalid, type Inputs, type Outcome } from "../types";

export const FIELD_KEYS = [
  "loanAmount",
  "interestRatePct",
  "termYears",
  "propertyTaxPerYear",
  "homeInsurancePerYear",
  "monthlyOverpayment",
] as const;
export type MortgageKey = (typeof FIELD_KEYS)[number];
export type MortgageInputs = Inputs<MortgageKey>;

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
  /** Months until the loan is cleared with the overpayment. */
  months: number;
  monthsSaved: number;
  interestSaved: number;
}

export interface MortgageResult {
  monthlyPrincipalInterest: number;
  estimatedMonthlyTotal: number;
  totalPaidOverTerm: number;
  totalInterestPaid: number;
  monthlyTax: number;
  monthlyInsurance: number;
  loanAmount: number;
  months: number;
  /** Empty when the term is longer than MAX_SCHEDULE_MONTHS. */
  schedule: AmortisationYear[];
  /** With the overpayment, when one is entered and a schedule exists. */
  overpaidSchedule: AmortisationYear[] | null;
  overpayment: Overpayment | null;
}

/** Standard fixed-rate repayment: P × r ÷ (1 − (1 + r)^−n). */
export function monthlyPayment(loan: number, annualRatePct: number, months: number): number {
  const rate = annualRatePct / 100 / 12;
  return (loan * rate) / (1 - (1 + rate) ** -months);
}

/** Month by month, summed per year; an overpayment is added to each month's capital repayment. */
export function amortise(loan: number, annualRatePct: number, payment: number, overpayment = 0) {
  const rate = annualRatePct / 100 / 12;
  const years: AmortisationYear[] = [];
  let balance = loan;
  let month = 0;
  let totalInterest = 0;
  while (balance > 0.005 && month < MAX_SCHEDULE_MONTHS) {
    const interest = balance * rate;
    const principal = Math.min(balance, payment + overpayment - interest);
    balance -= principal;
    totalInterest += interest;
    const yearIndex = Math.floor(month / 12);
    if (month % 12 === 0)
      years.push({ year: yearIndex + 1, interest: 0, principal: 0, closingBalance: 0 });
    const year = years[yearIndex]!;
    year.interest += interest;
    year.principal += principal;
    year.closingBalance = Math.max(0, balance);
    month += 1;
  }
  return { years, months: month, totalInterest };
}

export function calculateMortgage(inputs: MortgageInputs): Outcome<MortgageResult, MortgageKey> {
  const loan = parseNumber(inputs.loanAmount);
  const ratePct = parseNumber(inputs.interestRatePct);
  const years = parseNumber(inputs.termYears);
  const message = "Please enter valid loan amount, interest rate, and term.";
  const field = firstInvalid<MortgageKey>([
    [loan > 0, "loanAmount"],
    [ratePct > 0, "interestRatePct"],
    [years > 0, "termYears"],
  ]);
  if (field) return { ok: false, message, field };

  const months = years * 12;
  const payment = monthlyPayment(loan, ratePct, months);
  const monthlyTax = parseCost(inputs.propertyTaxPerYear) / 12;
  const monthlyInsurance = parseCost(inputs.homeInsurancePerYear) / 12;
  const totalPaidOverTerm = payment * months;
  const headline = {
    monthlyPrincipalInterest: payment,
    estimatedMonthlyTotal: payment + monthlyTax + monthlyInsurance,
    totalPaidOverTerm,
    totalInterestPaid: totalPaidOverTerm - loan,
    monthlyTax,
    monthlyInsurance,
  };
  if (!allFinite(headline)) return { ok: false, message, field: "loanAmount" };

  const scheduled = months <= MAX_SCHEDULE_MONTHS && Number.isInteger(months);
  const schedule = scheduled ? amortise(loan, ratePct, payment).years : [];
  const extra = parseCost(inputs.monthlyOverpayment);
  let overpayment: Overpayment | null = null;
  let overpaidSchedule: AmortisationYear[] | null = null;
  if (scheduled && extra > 0) {
    const overpaid = amortise(loan, ratePct, payment, extra);
    overpaidSchedule = overpaid.years;
    overpayment = {
      monthly: extra,
      months: overpaid.months,
      monthsSaved: months - overpaid.months,
      interestSaved: headline.totalInterestPaid - overpaid.totalInterest,
    };
  }
  return {
    ok: true,
    result: { ...headline, loanAmount: loan, months, schedule, overpaidSchedule, overpayment },
  };
}
