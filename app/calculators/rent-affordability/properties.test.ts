/** Relations between two rent-affordability calculations that must hold over valid inputs. */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { amount, holds, resultOf, text } from "../testing/properties";

const rentAffordability = calculatorsByKey["rent-affordability"];

describe("rent affordability", () => {
  it("more debt never leaves more for rent, and a typed £1,250 reads as 1250", () => {
    holds(fc.integer({ min: 500, max: 20_000 }), amount(0, 2000), (income, debts) => {
      const none = resultOf(rentAffordability, {
        monthlyIncomeAfterTax: `£${income.toLocaleString("en-GB")}`,
      });
      const withDebts = resultOf(rentAffordability, {
        monthlyIncomeAfterTax: text(income),
        existingDebtsPerMonth: text(debts),
      });
      expect(none.maxRecommendedRent).toBeCloseTo(income * 0.3, 9);
      expect(withDebts.adjustedMaxRent).toBeLessThanOrEqual(none.adjustedMaxRent);
      expect(withDebts.adjustedMaxRent).toBeGreaterThanOrEqual(0);
    });
  });
});
