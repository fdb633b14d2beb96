/** The take-home pay rows' labels and order (docs/product.md#take-home-pay); the figures are the examples'. */
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { shownRows } from "../testing/rows";

const takeHomePay = calculatorsByKey["take-home-pay"];

describe("the take-home pay rows", () => {
  it("show loans and pension only when there are some, the month first", () => {
    const plain = shownRows(takeHomePay, { grossPay: "30000" });
    expect(plain.map(({ key, label, primary }) => [key, label, primary])).toEqual([
      ["takeHomeMonthly", "Take-home pay a month", true],
      ["takeHomeYearly", "Take-home pay a year", false],
      ["takeHomeWeekly", "Take-home pay a week", false],
      ["incomeTax", "Income tax a year", false],
      ["nationalInsurance", "National Insurance a year", false],
      ["taxFreeAllowance", "Tax-free allowance", false],
      ["marginalRatePct", "Lost from your next £100 of pay", false],
    ]);
    const withAll = shownRows(takeHomePay, {
      grossPay: "45000",
      studentLoan: "plan2",
      postgraduateLoan: "true",
      pensionContribution: "5%",
    });
    expect(withAll.map(({ key, label }) => [key, label])).toEqual([
      ["takeHomeMonthly", "Take-home pay a month"],
      ["takeHomeYearly", "Take-home pay a year"],
      ["takeHomeWeekly", "Take-home pay a week"],
      ["incomeTax", "Income tax a year"],
      ["nationalInsurance", "National Insurance a year"],
      ["studentLoanRepayment", "Student loan a year"],
      ["postgraduateLoanRepayment", "Postgraduate Loan a year"],
      ["pensionContribution", "Pension from your pay a year"],
      ["taxFreeAllowance", "Tax-free allowance"],
      ["marginalRatePct", "Lost from your next £100 of pay"],
    ]);
  });
});
