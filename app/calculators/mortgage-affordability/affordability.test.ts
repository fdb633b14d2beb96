import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "~/calculators/definitions";
import { defaultInputs } from "~/calculators/types";
import { MESSAGES } from "./calculate";

const affordability = calculatorsByKey["mortgage-affordability"];
const defaults = defaultInputs(affordability.fields);
const calculate = (inputs: Partial<typeof defaults>) =>
  affordability.calculate({ ...defaults, ...inputs });
const shown = (inputs: Partial<typeof defaults>) => {
  const outcome = calculate(inputs);
  if (!outcome.ok) throw new Error(outcome.message);
  return Object.fromEntries(affordability.rows(outcome.result).map((row) => [row.key, row]));
};

describe("mortgage affordability", () => {
  it("starts at 4.5 times income, a 25-year term and a 3-point stress test", () => {
    expect(defaults).toMatchObject({
      incomeMultiple: "4.5",
      termYears: "25",
      stressMarginPct: "3",
    });
  });

  it("asks for the yearly income, blank, 0 or negative", () => {
    for (const annualIncome of ["", "0", "-1"]) {
      expect(calculate({ annualIncome })).toMatchObject({
        ok: false,
        field: "annualIncome",
        message: expect.stringMatching(/yearly income|cannot be less than 0/),
      });
    }
    expect(calculate({ annualIncome: "" })).toMatchObject({ message: MESSAGES.annualIncome });
  });

  it("reads a month's pay as a year's: £3,000 pm is £36,000 a year, 4.5 times £162,000", () => {
    expect(shown({ annualIncome: "£3,000 pm" }).maxLoan?.value.text).toBe("£162,000.00");
  });

  it("takes a year of commitments off the income before the multiple, and refuses when they take it all", () => {
    // 4.5 × (30,000 − 12 × 500) = 4.5 × 24,000 = 108,000
    expect(shown({ annualIncome: "30000", monthlyCommitments: "500" }).maxLoan?.value.text).toBe(
      "£108,000.00",
    );
    expect(calculate({ annualIncome: "30000", monthlyCommitments: "2500" })).toEqual({
      ok: false,
      field: "monthlyCommitments",
      message: MESSAGES.commitmentsTooHigh,
    });
  });

  it("shows payments only with a rate, and asks for a rate above 0 and a term of a year or more", () => {
    const withoutRate = shown({ annualIncome: "40000" });
    expect(Object.keys(withoutRate)).toEqual(["maxLoan", "maxPropertyPrice", "loanToValuePct"]);
    expect(calculate({ annualIncome: "40000", interestRatePct: "0" })).toMatchObject({
      ok: false,
      field: "interestRatePct",
      message: MESSAGES.interestRatePct,
    });
    expect(
      calculate({ annualIncome: "40000", interestRatePct: "5", termYears: "0" }),
    ).toMatchObject({ ok: false, field: "termYears", message: MESSAGES.termYears });
    // A term left blank is only read when there is a rate to use it with.
    expect(calculate({ annualIncome: "40000", termYears: "" }).ok).toBe(true);
  });

  it("asks for a rate above 0 when one is too small to work out a payment with", () => {
    // 0.00000000000001% a year is 8.3e-18 a month; 1 + 8.3e-18 is 1 to the 16 digits a number
    // holds, so the repayment formula would divide by 1 − 1 = 0.
    expect(calculate({ annualIncome: "40000", interestRatePct: "0.00000000000001" })).toEqual({
      ok: false,
      field: "interestRatePct",
      message: MESSAGES.interestRatePct,
    });
  });

  it("labels the payments with their rates, the stressed one the rate plus the rise", () => {
    const rows = shown({ annualIncome: "40000", interestRatePct: "4.75", stressMarginPct: "2.5" });
    expect(rows.monthlyPayment?.label).toBe("Monthly payment at 4.75%");
    expect(rows.stressedPayment?.label).toBe("If the rate rose to 7.25%");
  });

  it("a stress test of 0 points gives the same payment twice", () => {
    const rows = shown({ annualIncome: "40000", interestRatePct: "5", stressMarginPct: "0" });
    expect(rows.stressedPayment?.value.text).toBe(rows.monthlyPayment?.value.text);
  });
});
