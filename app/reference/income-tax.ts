/**
 * The rules PAYE applies to an employee's pay in the 2026-27 tax year (6 April 2026 to 5 April 2027):
 * income tax bands in England, Northern Ireland and Wales and in Scotland, the personal allowance
 * and its taper, employee Class 1 National Insurance, and student and postgraduate loan repayments.
 * The take-home pay calculator reads them (app/calculators/take-home-pay/paye.ts).
 *
 * Each figure is HMRC's own: the bands, thresholds and rates its open-source PAYE engine
 * (hmrc/tax-kalculator, the engine behind HMRC's app) uses for 2026-27, whose test data the
 * calculator matches to the penny (docs/decisions/0023). The Scottish bands agree with the Scottish
 * Budget of 13 January 2026 (starter band to £16,537, basic to £29,526, intermediate to £43,662 of
 * pay with the standard allowance); the student loan thresholds with those the Department for
 * Education set for April 2026.
 */
import type { Source } from "./types";

/** The tax year these rules are for: a visitor's browser says newer rules may apply after `to`. */
export const INCOME_TAX_YEAR = {
  label: "2026-27",
  from: "2026-04-06",
  to: "2027-04-05",
  checked: "2026-11-26",
} as const;

const ENGINE =
  "https://github.com/hmrc/tax-kalculator/blob/main/src/commonMain/kotlin/uk/gov/hmrc/calculator";

export const INCOME_TAX_SOURCES = {
  taxBands: {
    title: "HMRC tax-kalculator: income tax bands for each year, 2026-27 among them (TaxBands.kt)",
    url: `${ENGINE}/model/bands/TaxBands.kt`,
  },
  allowance: {
    title: "HMRC tax-kalculator: the personal allowance and its taper over £100,000",
    url: `${ENGINE}/utils/tapering/TaperingExtensions.kt`,
  },
  nationalInsurance: {
    title: "HMRC tax-kalculator: employee National Insurance bands (EmployeeNIBands.kt)",
    url: `${ENGINE}/model/bands/EmployeeNIBands.kt`,
  },
  studentLoans: {
    title: "HMRC tax-kalculator: student and postgraduate loan thresholds (StudentLoanRate.kt)",
    url: `${ENGINE}/model/studentloans/StudentLoanRate.kt`,
  },
  taxCodes: {
    title: "HMRC tax-kalculator: how a tax code is read (TaxCodeExtensions.kt)",
    url: `${ENGINE}/utils/taxcode/TaxCodeExtensions.kt`,
  },
  engine: {
    title: "HMRC tax-kalculator: the PAYE calculation (Calculator.kt)",
    url: `${ENGINE}/Calculator.kt`,
  },
} as const satisfies Record<string, Source>;

/** One band of taxable pay: its width in pounds (null for everything above) and its rate. */
export interface IncomeTaxBand {
  name: string;
  ratePct: number;
  width: number | null;
}

/**
 * The bands of taxable pay (pay above the tax-free allowance). England, Northern Ireland and Wales
 * share them: the Welsh rates are set equal to England's for 2026-27.
 */
export const INCOME_TAX_BANDS = {
  rUK: [
    { name: "Basic rate", ratePct: 20, width: 37_700 },
    { name: "Higher rate", ratePct: 40, width: 125_140 - 37_700 },
    { name: "Additional rate", ratePct: 45, width: null },
  ],
  scotland: [
    { name: "Starter rate", ratePct: 19, width: 3_967 },
    { name: "Basic rate", ratePct: 20, width: 16_956 - 3_967 },
    { name: "Intermediate rate", ratePct: 21, width: 31_092 - 16_956 },
    { name: "Higher rate", ratePct: 42, width: 62_430 - 31_092 },
    { name: "Advanced rate", ratePct: 45, width: 125_140 - 62_430 },
    { name: "Top rate", ratePct: 48, width: null },
  ],
} as const satisfies Record<string, readonly IncomeTaxBand[]>;

/**
 * The standard personal allowance (tax code 1257L), and its taper: it falls by £1 for every £2 of
 * pay over `taperFrom`, so none is left from £125,140.
 */
export const PERSONAL_ALLOWANCE = {
  amount: 12_570,
  defaultCode: "1257L",
  taperFrom: 100_000,
} as const;

/**
 * Employee (primary) Class 1 National Insurance, category A: `mainRatePct` of pay between the
 * primary threshold and the upper earnings limit, `upperRatePct` above it; none over State Pension age.
 */
export const EMPLOYEE_NATIONAL_INSURANCE = {
  primaryThreshold: 12_570,
  upperEarningsLimit: 50_270,
  mainRatePct: 8,
  upperRatePct: 2,
} as const;

export type StudentLoanPlan = "plan1" | "plan2" | "plan4" | "plan5";

/** Repayments are `ratePct` of pay over the yearly threshold. */
export const STUDENT_LOAN_REPAYMENTS = {
  plan1: { name: "Plan 1", threshold: 26_900, ratePct: 9 },
  plan2: { name: "Plan 2", threshold: 29_385, ratePct: 9 },
  plan4: { name: "Plan 4", threshold: 33_795, ratePct: 9 },
  plan5: { name: "Plan 5", threshold: 25_000, ratePct: 9 },
  postgraduate: { name: "Postgraduate Loan", threshold: 21_000, ratePct: 6 },
} as const satisfies Record<
  StudentLoanPlan | "postgraduate",
  { name: string; threshold: number; ratePct: number }
>;

/** PAYE never takes more than this share of a period's pay in tax (the regulatory limit, for K codes). */
export const REGULATORY_LIMIT_PCT = 50;

/** Relief at source: the pension provider claims basic-rate tax back, so you pay 80% of what goes in. */
export const RELIEF_AT_SOURCE_PCT = 20;
