/**
 * The repayment mortgage formula, and how a mortgage's rate and term are read, shared by the payment
 * and affordability calculators.
 */
import type { Reading } from "./reading";

/** A mortgage rate's unit and ranges (docs/product.md#reading-what-is-typed); each use names it. */
export const RATE_RANGES = { unit: "%", per: "year", range: [0, 25], usual: [0.5, 10] } as const;

export const TERM_READING: Reading = {
  name: "the mortgage term",
  unit: "years",
  range: [0, 50],
  usual: [5, 40],
};

/** A yearly percentage rate as a monthly fraction: 4.8% a year is 0.004 a month. */
export const monthlyRate = (annualRatePct: number) => annualRatePct / 100 / 12;

/** Standard fixed-rate repayment: P × r ÷ (1 − (1 + r)^−n), for a rate above 0. */
export function monthlyPayment(loan: number, annualRatePct: number, months: number): number {
  const rate = monthlyRate(annualRatePct);
  return (loan * rate) / (1 - (1 + rate) ** -months);
}
