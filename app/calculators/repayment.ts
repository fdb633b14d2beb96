/** The repayment mortgage formula, shared by the payment and affordability calculators. */

/** A yearly percentage rate as a monthly fraction: 4.8% a year is 0.004 a month. */
export const monthlyRate = (annualRatePct: number) => annualRatePct / 100 / 12;

/** Standard fixed-rate repayment: P × r ÷ (1 − (1 + r)^−n), for a rate above 0. */
export function monthlyPayment(loan: number, annualRatePct: number, months: number): number {
  const rate = monthlyRate(annualRatePct);
  return (loan * rate) / (1 - (1 + rate) ** -months);
}
