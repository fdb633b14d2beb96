/** The affordability rows' labels and figures (docs/product.md#mortgage-affordability). */
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { shownRows } from "../testing/rows";

const affordability = calculatorsByKey["mortgage-affordability"];

describe("the affordability rows", () => {
  it("show what can be borrowed and bought, and the loan to value", () => {
    // 4.5 × 40,000 = 180,000; with 20,000 deposit 200,000; 180,000 ÷ 200,000 = 90.0%
    expect(shownRows(affordability, { annualIncome: "40000", deposit: "20000" })).toEqual([
      { key: "maxLoan", label: "You could borrow about", text: "£180,000.00", primary: true },
      {
        key: "maxPropertyPrice",
        label: "With your deposit, a home up to",
        text: "£200,000.00",
        primary: false,
      },
      { key: "loanToValuePct", label: "Loan to value", text: "90.0%", primary: false },
    ]);
  });

  it("adds both applicants' pay, and takes any multiple it does not offer as 4.5", () => {
    // 5 × (30,000 + 20,000) = 250,000
    expect(
      shownRows(affordability, {
        annualIncome: "30000",
        secondApplicantIncome: "20000",
        incomeMultiple: "5",
      })[0]?.text,
    ).toBe("£250,000.00");
    // 4.5 × 40,000 = 180,000
    expect(shownRows(affordability, { annualIncome: "40000", incomeMultiple: "9" })[0]?.text).toBe(
      "£180,000.00",
    );
  });
});

describe("the affordability payments", () => {
  it("are left out for a rate of only spaces, and shown for a term of one year", () => {
    expect(shownRows(affordability, { annualIncome: "40000", interestRatePct: " " })).toHaveLength(
      3,
    );
    const oneYear = shownRows(affordability, {
      annualIncome: "40000",
      interestRatePct: "5",
      termYears: "1",
    });
    expect(oneYear.map((row) => row.key)).toContain("monthlyPayment");
  });
});
