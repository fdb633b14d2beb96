/** Relations between two mortgage-payment calculations that must hold over valid inputs. */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { amount, holds, resultOf, text } from "../testing/properties";

const mortgagePayment = calculatorsByKey["mortgage-payment"];

describe("mortgage payment", () => {
  const loan = fc.record({
    amount: fc.integer({ min: 10_000, max: 2_000_000 }),
    ratePct: amount(0.5, 12),
    years: fc.integer({ min: 5, max: 40 }),
  });

  it("a higher rate never lowers the monthly payment", () => {
    holds(loan, amount(0.01, 3), ({ amount: loanAmount, ratePct, years }, rise) => {
      const base = { loanAmount: text(loanAmount), termYears: text(years) };
      const lower = resultOf(mortgagePayment, { ...base, interestRatePct: text(ratePct) });
      const higher = resultOf(mortgagePayment, {
        ...base,
        interestRatePct: text(ratePct + rise),
      });
      expect(higher.monthlyPrincipalInterest).toBeGreaterThan(lower.monthlyPrincipalInterest);
      expect(higher.totalInterestPaid).toBeGreaterThan(lower.totalInterestPaid);
    });
  });

  it("an overpayment never adds interest or time", () => {
    holds(loan, amount(1, 2000), ({ amount: loanAmount, ratePct, years }, extra) => {
      const result = resultOf(mortgagePayment, {
        loanAmount: text(loanAmount),
        interestRatePct: text(ratePct),
        termYears: text(years),
        monthlyOverpayment: text(extra),
      });
      const overpayment = result.overpayment;
      expect(overpayment).not.toBeNull();
      expect(overpayment!.interestSaved).toBeGreaterThanOrEqual(0);
      expect(overpayment!.monthsSaved).toBeGreaterThanOrEqual(0);
      expect(overpayment!.months).toBeLessThanOrEqual(years * 12);
    });
  });

  it("reads £1,250,000 and 1250000 alike", () => {
    holds(loan, ({ amount: loanAmount, ratePct, years }) => {
      const base = { interestRatePct: text(ratePct), termYears: text(years) };
      const typed = resultOf(mortgagePayment, {
        ...base,
        loanAmount: `£${loanAmount.toLocaleString("en-GB")}`,
      });
      const plain = resultOf(mortgagePayment, { ...base, loanAmount: text(loanAmount) });
      expect(typed.monthlyPrincipalInterest).toBe(plain.monthlyPrincipalInterest);
    });
  });
});
