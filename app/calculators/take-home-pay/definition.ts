import { money, percent } from "~/calculators/row-values";
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
    {
      key: "takeHomeMonthly",
      label: "Take-home pay a month",
      value: money(result.takeHomeMonthly),
      primary: true,
    },
    {
      key: "takeHomeYearly",
      label: "Take-home pay a year",
      value: money(result.takeHomeYearly),
    },
    {
      key: "takeHomeWeekly",
      label: "Take-home pay a week",
      value: money(result.takeHomeWeekly),
    },
    { key: "incomeTax", label: "Income tax a year", value: money(result.incomeTax) },
    {
      key: "nationalInsurance",
      label: "National Insurance a year",
      value: money(result.nationalInsurance),
    },
    ...(result.studentLoanRepayment > 0
      ? [
          {
            key: "studentLoanRepayment",
            label: "Student loan a year",
            value: money(result.studentLoanRepayment),
          },
        ]
      : []),
    ...(result.postgraduateLoanRepayment > 0
      ? [
          {
            key: "postgraduateLoanRepayment",
            label: "Postgraduate Loan a year",
            value: money(result.postgraduateLoanRepayment),
          },
        ]
      : []),
    ...(result.pensionContribution > 0
      ? [
          {
            key: "pensionContribution",
            label: "Pension from your pay a year",
            value: money(result.pensionContribution),
          },
        ]
      : []),
    {
      key: "taxFreeAllowance",
      label: "Tax-free allowance",
      value: money(result.taxFreeAllowance),
    },
    {
      key: "marginalRatePct",
      label: "Lost from your next £100 of pay",
      value: percent(result.marginalRatePct),
    },
  ],
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
};
