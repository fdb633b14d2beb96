/** What the take-home pay calculator asks: pay and its period, tax code, nation, pension, loans. */
import { defineFields, type FieldKey, MONEY_FIELD } from "~/calculators/types";
import {
  DEFAULT_HOURS_PER_WEEK,
  DEFAULT_TAX_CODE,
  NATIONS,
  PAY_PERIODS,
  PENSION_METHODS,
  STUDENT_LOANS,
} from "./choices";

export const fields = defineFields([
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
]);

export type TakeHomeKey = FieldKey<typeof fields>;
