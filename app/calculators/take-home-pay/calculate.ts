import { engineOf, type Reading, type Readings, withFigures } from "~/calculators/reading";
import type { StudentLoanPlan } from "~/reference/income-tax";
import {
  DEFAULT_TAX_CODE,
  isPercentage,
  NATIONS,
  PAY_PERIODS,
  PENSION_METHODS,
  STUDENT_LOANS,
} from "./choices";
import type { TakeHomeKey } from "./fields";
import {
  type BandWorking,
  calculatePaye,
  type PensionMethod,
  type PeriodFigures,
  parseTaxCode,
  type TaxNation,
} from "./paye";

export interface TakeHomeResult {
  /** Gross pay for the year, £ (an hourly rate × hours a week × 52). */
  grossYearly: number;
  /** The year's figures, a month's (÷ 12) and a week's (÷ 52), each to the penny. */
  year: PeriodFigures;
  month: PeriodFigures;
  week: PeriodFigures;
  takeHomeYearly: number;
  takeHomeMonthly: number;
  takeHomeWeekly: number;
  incomeTax: number;
  nationalInsurance: number;
  studentLoanRepayment: number;
  postgraduateLoanRepayment: number;
  /** What leaves the visitor's pay for the pension in the year, £. */
  pensionContribution: number;
  /** What goes into the pension in the year, £ (with relief at source, the 20% top-up too). */
  pensionIntoPot: number;
  /** The year's tax-free allowance after any taper, £. */
  taxFreeAllowance: number;
  /** The allowance lost to the taper over £100,000, £. */
  taperedBy: number;
  /** A K code's addition to taxable pay, £ a year. */
  kCodeAddition: number;
  /** Of the next £100 of pay a year, the % lost to tax, NI and loans. */
  marginalRatePct: number;
  /** The tax band by band, for the year. */
  bands: BandWorking[];
  /** The tax code as used (spaces removed, capitals) and the bands' nation. */
  taxCode: string;
  nation: TaxNation;
  /** True when the 50% regulatory limit cut the tax. */
  taxCapped: boolean;
}

const PAY_LIMIT = 10_000_000;
const payReading = (per: "year" | "month" | "week"): Reading => ({
  name: "your pay before tax",
  unit: "£",
  per,
  range: [0, PAY_LIMIT / { year: 1, month: 12, week: 52 }[per]],
});

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<TakeHomeKey> = {
  grossPay: (inputs) => {
    const period = periodOf(inputs.payPeriod);
    return period === "hour"
      ? { name: "your pay an hour", unit: "£", range: [0, 10_000], usual: [5, 500] }
      : payReading(period);
  },
  hoursPerWeek: {
    name: "the hours you work a week",
    unit: "hours",
    per: "week",
    range: [1, 168],
    usual: [1, 80],
  },
  pensionContribution: (inputs) =>
    isPercentage(inputs.pensionContribution)
      ? { name: "your pension contribution", unit: "%", range: [0, 100], optional: true }
      : {
          name: "your pension contribution",
          unit: "£",
          per: "month",
          range: [0, PAY_LIMIT / 12],
          optional: true,
        },
};

const oneOf = <T extends string>(options: readonly { value: T }[], value: string, fallback: T) =>
  options.find((option) => option.value === value)?.value ?? fallback;
const periodOf = (value: string) => oneOf(PAY_PERIODS, value, "year");

export const MESSAGES = {
  grossPay: "Please enter your pay before tax.",
  taxCode:
    "That is not a tax code PAYE uses. Type it as it is on your payslip or P60, such as 1257L, S1257L, K475, BR, D0 or 0T, or leave 1257L for the usual code.",
  pensionTooLarge: "Your pension contribution must be less than your pay.",
  wagesTooLarge: "Your pay must be under £10,000,000 a year.",
} as const;

const NATION_NAMES: Record<TaxNation, string> = {
  england: "England or Northern Ireland",
  wales: "Wales",
  scotland: "Scotland",
};
const PREFIX_MEANING: Record<TaxNation, string> = {
  england: "",
  wales: "C, for Wales",
  scotland: "S, for Scotland",
};

/** What PAYE takes from the pay, and what is left, for the year, a month and a week. */
const calculateTakeHome = withFigures<TakeHomeKey, TakeHomeResult>(READINGS, (inputs, read) => {
  const pay = read("grossPay");
  if (!(pay > 0)) return { ok: false, message: MESSAGES.grossPay, field: "grossPay" };
  const period = periodOf(inputs.payPeriod);
  const perYear =
    period === "hour" ? read("hoursPerWeek") * 52 : { year: 1, month: 12, week: 52 }[period];
  // Only hours of 0 or blank make this 0: a year, a month and a week are 1, 12 and 52 of them.
  if (!(perYear > 0))
    return {
      ok: false,
      message: "Please enter the hours you work a week.",
      field: "hoursPerWeek",
    };
  const grossYearly = pay * perYear;
  if (!(grossYearly < PAY_LIMIT))
    return { ok: false, message: MESSAGES.wagesTooLarge, field: "grossPay" };

  const nation = oneOf(NATIONS, inputs.nation, "england");
  const taxCode = parseTaxCode(inputs.taxCode.trim() || DEFAULT_TAX_CODE, nation);
  if (!taxCode) return { ok: false, message: MESSAGES.taxCode, field: "taxCode" };
  if (taxCode.nation && taxCode.nation !== nation)
    return {
      ok: false,
      message: `${taxCode.code} starts with ${PREFIX_MEANING[taxCode.nation]}, but you chose ${NATION_NAMES[nation]}. Choose ${NATION_NAMES[taxCode.nation]} if you pay tax there, or check the code.`,
      field: "taxCode",
    };

  const contribution = read("pensionContribution");
  const pensionYearly = isPercentage(inputs.pensionContribution)
    ? grossYearly * (contribution / 100)
    : contribution * 12;
  // The pay is over 0 here, so no pension (0) always passes.
  if (!(pensionYearly < grossYearly))
    return { ok: false, message: MESSAGES.pensionTooLarge, field: "pensionContribution" };
  const pensionMethod: PensionMethod = oneOf(PENSION_METHODS, inputs.pensionMethod, "net-pay");
  const studentLoan: StudentLoanPlan | "none" = oneOf(STUDENT_LOANS, inputs.studentLoan, "none");

  const payeOn = (yearlyPay: number) =>
    calculatePaye({
      yearlyPay,
      taxCode,
      nation,
      // None is a pension of 0, which takes nothing.
      pension: {
        // A share of pay grows with it; a sum stays the same.
        yearly: isPercentage(inputs.pensionContribution)
          ? yearlyPay * (contribution / 100)
          : pensionYearly,
        method: pensionMethod,
      },
      studentLoan,
      postgraduateLoan: inputs.postgraduateLoan === "true",
      overStatePensionAge: inputs.overStatePensionAge === "true",
    });
  const paye = payeOn(grossYearly);
  const next = payeOn(grossYearly + 100);
  const lost = ({ incomeTax, nationalInsurance, studentLoan, postgraduateLoan }: PeriodFigures) =>
    incomeTax + nationalInsurance + studentLoan + postgraduateLoan;
  const { year, month, week } = paye;
  const result: TakeHomeResult = {
    grossYearly,
    year,
    month,
    week,
    takeHomeYearly: year.takeHome,
    takeHomeMonthly: month.takeHome,
    takeHomeWeekly: week.takeHome,
    incomeTax: year.incomeTax,
    nationalInsurance: year.nationalInsurance,
    studentLoanRepayment: year.studentLoan,
    postgraduateLoanRepayment: year.postgraduateLoan,
    pensionContribution: year.pension,
    pensionIntoPot: paye.pensionIntoPot,
    taxFreeAllowance: paye.taxFreeAllowance,
    taperedBy: paye.taperedBy,
    kCodeAddition: paye.kCodeAddition,
    // Pennies of difference, so the share is of exactly £100.
    marginalRatePct: Math.round((lost(next.year) - lost(year)) * 100) / 100,
    bands: paye.bands,
    taxCode: taxCode.code,
    nation,
    taxCapped: paye.taxCapped,
  };
  return { ok: true, result };
});

export const engine = engineOf<TakeHomeKey, TakeHomeResult>(READINGS, calculateTakeHome);
