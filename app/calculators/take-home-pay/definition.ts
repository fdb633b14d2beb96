import { moneyRow, percent } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import type { TakeHomeResult } from "./calculate";
import { fields, type TakeHomeKey } from "./fields";

export const definition: CalculatorDefinition<TakeHomeKey, TakeHomeResult> = {
  key: "take-home-pay",
  page: {
    description:
      "Free UK take-home pay calculator for 2026-27: income tax, National Insurance, student loans and pension taken from your salary or hourly pay, a year, a month and a week, band by band, in England, Northern Ireland, Wales and Scotland.",
    intro:
      "Work out what reaches your bank account from your pay before tax: income tax by your tax code, National Insurance, student loan repayments and your pension, a year, a month and a week, at 2026-27 rates.",
    promptSubject: "your pay before tax",
    actionLabel: "Calculate",
  },
  fields,
  rows: (result) => [
    moneyRow(result, "takeHomeMonthly", "Take-home pay a month", { primary: true }),
    moneyRow(result, "takeHomeYearly", "Take-home pay a year"),
    moneyRow(result, "takeHomeWeekly", "Take-home pay a week"),
    moneyRow(result, "incomeTax", "Income tax a year"),
    moneyRow(result, "nationalInsurance", "National Insurance a year"),
    ...(result.studentLoanRepayment > 0
      ? [moneyRow(result, "studentLoanRepayment", "Student loan a year")]
      : []),
    ...(result.postgraduateLoanRepayment > 0
      ? [moneyRow(result, "postgraduateLoanRepayment", "Postgraduate Loan a year")]
      : []),
    ...(result.pensionContribution > 0
      ? [moneyRow(result, "pensionContribution", "Pension from your pay a year")]
      : []),
    moneyRow(result, "taxFreeAllowance", "Tax-free allowance"),
    {
      key: "marginalRatePct",
      label: "Lost from your next £100 of pay",
      value: percent(result.marginalRatePct),
    },
  ],
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
};
