/** The mortgage payment rows' labels, by repayment type, deal and overpayment, and its checks. */
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { refused } from "../testing/outcome";
import { labelsOf, shownRows } from "../testing/rows";
import { defaultInputs } from "../types";

const mortgagePayment = calculatorsByKey["mortgage-payment"];
const loan = { loanAmount: "250000", interestRatePct: "5", termYears: "25" };
const calculate = (inputs: Record<string, string>) =>
  mortgagePayment.calculate({ ...defaultInputs(mortgagePayment.fields), ...inputs });

describe("the mortgage payment rows", () => {
  it("call a repayment loan's payment a repayment, repaid over the term", () => {
    expect(
      shownRows(mortgagePayment, loan).map(({ key, label, primary }) => [key, label, primary]),
    ).toEqual([
      ["monthlyPrincipalInterest", "Monthly repayment", true],
      ["estimatedMonthlyTotal", "Monthly total with council tax and insurance", false],
      ["totalPaidOverTerm", "Total repaid over the term", false],
      ["totalInterestPaid", "Total interest", false],
      ["monthlyTax", "Council tax per month", false],
      ["monthlyInsurance", "Insurance per month", false],
    ]);
  });

  it("say what is still owed on an interest-only loan, and what it pays is interest", () => {
    // 250,000 × 5% ÷ 12 = 1,041.67 a month; all 250,000 still owed at the end.
    const rows = shownRows(mortgagePayment, { ...loan, repaymentType: "interest-only" });
    expect(rows.map(({ key, label }) => [key, label])).toEqual([
      ["monthlyPrincipalInterest", "Monthly interest payment"],
      ["estimatedMonthlyTotal", "Monthly total with council tax and insurance"],
      ["totalPaidOverTerm", "Total paid over the term"],
      ["totalInterestPaid", "Total interest"],
      ["stillOwedAtEnd", "Still owed at the end"],
      ["monthlyTax", "Council tax per month"],
      ["monthlyInsurance", "Insurance per month"],
    ]);
    expect(rows[0]?.text).toBe("£1,041.67");
    expect(rows[4]?.text).toBe("£250,000.00");
    expect(
      labelsOf(
        shownRows(mortgagePayment, {
          ...loan,
          repaymentType: "part-and-part",
          interestOnlyAmount: "100000",
        }),
      ).monthlyPrincipalInterest,
    ).toBe("Monthly payment");
  });

  it("name the deal's months and the rate after it", () => {
    const labels = labelsOf(
      shownRows(mortgagePayment, { ...loan, dealYears: "2", revertRatePct: "7" }),
    );
    expect(labels).toMatchObject({
      monthlyPrincipalInterest: "Monthly repayment for the first 2 years",
      revertMonthlyPayment: "Then, for 23 years at 7%",
      paymentChange: "Change when the deal ends",
      estimatedMonthlyTotal: "Monthly total with council tax and insurance, during the deal",
    });
  });

  it("say what an overpayment saves: time when it clears the loan, else what is still owed", () => {
    expect(
      labelsOf(shownRows(mortgagePayment, { ...loan, monthlyOverpayment: "200" })),
    ).toMatchObject({
      interestSaved: "Interest saved by overpaying £200.00 a month",
      timeSaved: "Paid off sooner by",
    });
    // Interest-only: £100 a month for 300 months repays 30,000 of the 250,000.
    const rows = shownRows(mortgagePayment, {
      ...loan,
      repaymentType: "interest-only",
      monthlyOverpayment: "100",
    });
    expect(labelsOf(rows).stillOwedWithOverpayment).toBe("Still owed with the overpayment");
    expect(rows.find((row) => row.key === "stillOwedWithOverpayment")?.text).toBe("£220,000.00");
  });
});

describe("the mortgage payment checks", () => {
  const message = "Please enter valid loan amount, interest rate, and term.";
  it("name the first of the loan, rate and term that is missing", () => {
    expect(calculate({ ...loan, loanAmount: "" })).toEqual(refused("loanAmount", message));
    expect(calculate({ ...loan, interestRatePct: "0" })).toEqual(
      refused("interestRatePct", message),
    );
    expect(calculate({ ...loan, termYears: "0" })).toEqual(refused("termYears", message));
  });

  it("refuse a rate too small for the payment to be worked out, rather than show it as infinite", () => {
    // 0.00000000000000000001% a year is 8.3 × 10^−24 a month: 1 + r is 1 to a computer's
    // precision, so P × r ÷ (1 − (1 + r)^−n) divides by 0.
    const tiny = "0.00000000000000000001";
    expect(calculate({ ...loan, interestRatePct: tiny })).toEqual(refused("loanAmount", message));
    expect(calculate({ ...loan, dealYears: "2", revertRatePct: tiny })).toEqual(
      refused("loanAmount", message),
    );
  });
});

describe("the year-by-year schedule", () => {
  const resultOf = (inputs: Record<string, string>) => {
    const outcome = calculate(inputs);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.result;
  };

  it("numbers the years from 1, each with its interest, and repays the loan by the end", () => {
    // £1,200 at 12% (1% a month) over 2 years: a payment of 12 ÷ (1 − 1.01^−24) = £56.49.
    const result = resultOf({ loanAmount: "1200", interestRatePct: "12", termYears: "2" });
    expect(result.schedule.map((year) => year.year)).toEqual([1, 2]);
    for (const year of result.schedule) expect(year.interest).toBeGreaterThan(0);
    // The first year owes more, so pays more interest than the second.
    expect(result.schedule[0]!.interest).toBeGreaterThan(result.schedule[1]!.interest);
    const interest = result.schedule.reduce((sum, year) => sum + year.interest, 0);
    const principal = result.schedule.reduce((sum, year) => sum + year.principal, 0);
    expect(interest).toBeCloseTo(result.totalInterestPaid, 6);
    expect(principal).toBeCloseTo(1200, 6);
    expect(result.schedule[1]!.closingBalance).toBeCloseTo(0, 6);
  });

  it("stops once at most half a penny is owed: a loan of £0.005 is repaid from the start", () => {
    const result = resultOf({ ...loan, loanAmount: "0.005", monthlyOverpayment: "1" });
    expect(result.schedule).toEqual([]);
    // Cleared in 0 of the 300 months, with nothing still owed.
    expect(result.overpayment).toMatchObject({ months: 0, monthsSaved: 300, stillOwedAtEnd: 0 });
  });

  it("is left out, with any overpayment, when the term is not a whole number of months", () => {
    // 10.05 years is 120.6 months.
    const result = resultOf({ ...loan, termYears: "10.05", monthlyOverpayment: "100" });
    expect(result.schedule).toEqual([]);
    expect(result.overpayment).toBeNull();
  });
});
