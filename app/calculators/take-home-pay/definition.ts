import { money, percent } from "~/calculators/row-values";
import { type CalculatorDefinition, MONEY_FIELD } from "~/calculators/types";
import type { TakeHomeKey, TakeHomeResult } from "./calculate";
import {
  DEFAULT_HOURS_PER_WEEK,
  DEFAULT_TAX_CODE,
  NATIONS,
  PAY_PERIODS,
  PENSION_METHODS,
  STUDENT_LOANS,
} from "./choices";

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
  fields: [
    {
      key: "grossPay",
      ...MONEY_FIELD,
      label: "Your pay before tax",
      hint: "Your salary or wage before anything is taken off, such as £35k, £45,000 a year or £2,900 a month.",
      placeholder: "35,000",
    },
    {
      key: "payPeriod",
      kind: "select",
      label: "Paid",
      default: "year",
      options: PAY_PERIODS,
    },
    {
      key: "hoursPerWeek",
      kind: "number",
      label: "Hours you work a week",
      hint: "Paid hours: an hourly rate is worked out for a year as rate × hours × 52.",
      default: DEFAULT_HOURS_PER_WEEK,
      inputMode: "decimal",
      suffix: "hours",
      visible: (inputs) => inputs.payPeriod === "hour",
    },
    {
      key: "taxCode",
      kind: "text",
      label: "Tax code",
      hint: "On your payslip or P60. Leave 1257L, the usual code, if you do not know yours.",
      default: DEFAULT_TAX_CODE,
      placeholder: DEFAULT_TAX_CODE,
    },
    {
      key: "nation",
      kind: "select",
      label: "Where you live",
      hint: "Scotland has its own income tax bands; Wales has the same as England and Northern Ireland.",
      default: "england",
      options: NATIONS,
    },
    {
      key: "pensionContribution",
      kind: "number",
      label: "Your pension contribution",
      hint: "A share of your pay, such as 5%, or a sum, such as £150 a month. Leave blank for none.",
      default: "",
      inputMode: "text",
      optional: true,
    },
    {
      key: "pensionMethod",
      kind: "select",
      label: "How your pension is taken",
      hint: "Your payslip or pension scheme says. Most workplace schemes take it before tax.",
      default: "net-pay",
      options: PENSION_METHODS,
      visible: (inputs) => inputs.pensionContribution.trim() !== "",
    },
    {
      key: "studentLoan",
      kind: "select",
      label: "Student loan",
      default: "none",
      options: STUDENT_LOANS,
    },
    {
      key: "postgraduateLoan",
      kind: "checkbox",
      label: "I repay a Postgraduate Loan",
      default: "false",
    },
    {
      key: "overStatePensionAge",
      kind: "checkbox",
      label: "I am over State Pension age",
      hint: "No National Insurance is taken from your pay after you reach it.",
      default: "false",
    },
  ],
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
