/**
 * Pay and tax: Income Tax, National Insurance and holiday entitlement.
 * Part of FIGURES (../figures.ts); how to add or update a figure: docs/content-style.md.
 */
import { FIGURES_REVIEWED as CHECKED } from "../checked";
import {
  EMPLOYEE_NATIONAL_INSURANCE,
  INCOME_TAX_BANDS,
  INCOME_TAX_SOURCES,
  INCOME_TAX_YEAR,
  PERSONAL_ALLOWANCE,
  RELIEF_AT_SOURCE_PCT,
  STUDENT_LOAN_REPAYMENTS,
} from "../income-tax";
import { describeIncomeTaxBands } from "../income-tax-text";
import type { FigureData, FigureUnit, Source } from "../types";

/** Where this file's figures come from, cited as S.name. */
const S = {
  holiday: {
    title: "Holiday entitlement: entitlement (GOV.UK)",
    url: "https://www.gov.uk/holiday-entitlement-rights/entitlement",
  },
  incomeTax: {
    title:
      "Income Tax: maintaining the Personal Allowance and the basic rate limit until 5 April 2031 (GOV.UK)",
    url: "https://www.gov.uk/government/publications/maintaining-income-tax-and-equivalent-national-insurance-contributions-thresholds-until-5-april-2031/income-tax-maintaining-the-personal-allowance-and-the-basic-rate-limit-for-income-tax-and-equivalent-national-insurance-contributions-thresholds-unt",
  },
  financeAct2021Thresholds: {
    title:
      "Finance Act 2021, section 5: basic rate limit and personal allowance for future tax years (legislation.gov.uk)",
    url: "https://www.legislation.gov.uk/ukpga/2021/26/section/5",
  },
  ukIncomeTaxBands: {
    title: "Income Tax – England, Wales & NI (Asmat Accountants)",
    url: "https://asmataccountants.co.uk/income-tax-england-wales-ni",
  },
  scottishBudget2026: {
    title: "Scottish Budget makes changes to income tax thresholds (ICAEW, 14 January 2026)",
    url: "https://www.icaew.com/insights/tax-news/2026/jan-2026/scottish-budget-makes-changes-to-income-tax-thresholds",
  },
  scottishBands2026Taxable: {
    title: "Scottish Income Tax 2026/27 (Institute of Certified Bookkeepers)",
    url: "https://www.bookkeepers.org.uk/resources/news/governmental-update/scottish-income-tax-2026/27/a/10504",
  },
  studentLoanPlans: {
    title: "Repaying your student loan: which repayment plan you're on (GOV.UK)",
    url: "https://www.gov.uk/repaying-your-student-loan/which-repayment-plan-you-are-on",
  },
  studentLoanThresholds2026: {
    title: "Student & postgraduate loan threshold changes, 2026 to 2027 (ASESA Solutions)",
    url: "https://www.asesa.co.uk/post/student-postgraduate-loan-threshold-changes-2026-to-2027",
  },
  studentLoanThresholds2026b: {
    title: "Repayment thresholds for student finance confirmed for 2026/27 (Taxset)",
    url: "https://taxset.co.uk/repayment-thresholds-for-student-finance-confirmed-for-2026-27",
  },
  reliefAtSource: {
    title: "Relief at source (The People's Pension)",
    url: "https://thepeoplespension.co.uk/jargonbuster/relief-at-source/",
  },
  salarySacrificeCap: {
    title:
      "Autumn Budget 2025: salary sacrifice pension perk to be capped at £2,000 a year from April 2029 (MoneySavingExpert)",
    url: "https://blog.moneysavingexpert.com/news/2025/11/salary-sacrifice-capped-national-insurance-budget",
  },
  salarySacrificeCap2: {
    title: "Autumn Budget 2025: pensions (Travers Smith)",
    url: "https://www.traverssmith.com/knowledge/knowledge-container/autumn-budget-2025-pensions",
  },
  nationalInsurance: {
    title: "NI rates and thresholds 2026/27 (PayPacket)",
    url: "https://www.paypacket.io/guides/ni-rates-thresholds-2026-27.html",
  },
} as const satisfies Record<string, Source>;

/** The 2026-27 tax year's dates and checked day, shared by the pay figures that follow its rules. */
const TAX_YEAR = {
  period: "for 2026-27",
  from: INCOME_TAX_YEAR.from,
  to: INCOME_TAX_YEAR.to,
  checked: INCOME_TAX_YEAR.checked,
} as const;
const RUK = INCOME_TAX_BANDS.rUK;
const SCOTLAND = INCOME_TAX_BANDS.scotland;
const LOANS = STUDENT_LOAN_REPAYMENTS;
const ENGINE_NOTE =
  "As HMRC's own PAYE engine (tax-kalculator) has it for 2026-27; GOV.UK's rates page for the year was not among the sources we could reach.";
const LOAN_NOTE =
  "Set by the Department for Education for April 2026; HMRC's PAYE engine has the same. GOV.UK's repayment page for 2026-27 was not among the sources we could reach.";
const LOAN_SOURCES = [
  INCOME_TAX_SOURCES.studentLoans,
  S.studentLoanThresholds2026,
  S.studentLoanThresholds2026b,
] as const;
const NI_SOURCES = [INCOME_TAX_SOURCES.nationalInsurance, S.nationalInsurance] as const;

/** A figure for 2026-27 as HMRC's PAYE engine has it (ENGINE_NOTE). */
const engineFigure = <U extends FigureUnit>(
  label: string,
  value: number | string,
  unit: U,
  sources: FigureData["sources"],
) => ({ label, value, unit, ...TAX_YEAR, sources, note: ENGINE_NOTE });

/** England, Wales and Northern Ireland's income tax rate for one band. */
const ukRate = (band: "basic" | "higher" | "additional", ratePct: number) =>
  engineFigure(
    `Income tax ${band} rate in England, Wales and Northern Ireland`,
    ratePct,
    "percent",
    [INCOME_TAX_SOURCES.taxBands, S.ukIncomeTaxBands],
  );

/** A student or postgraduate loan's yearly repayment threshold for 2026-27. */
const loanThreshold = (label: string, value: number) =>
  ({ label, value, unit: "gbp", ...TAX_YEAR, sources: LOAN_SOURCES, note: LOAN_NOTE }) as const;

/**
 * Income tax, National Insurance, student loan and pension figures the take-home pay articles state.
 * Their values are the take-home pay calculator's own rules (app/reference/income-tax.ts), so an
 * article and the calculator cannot disagree; labels, dates and sources are here.
 */
export const PAY_AND_TAX_FIGURES = {
  holidayWeeks: {
    label: "Statutory paid holiday a year for almost all workers",
    value: 5.6,
    unit: "weeks",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.holiday],
  },
  holidayDaysFullTime: {
    label: "Statutory paid holiday a year for someone working five days a week",
    value: 28,
    unit: "days",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.holiday],
  },
  personalAllowance: {
    label: "Income Tax Personal Allowance",
    value: PERSONAL_ALLOWANCE.amount,
    unit: "gbp",
    period: "frozen until 5 April 2031",
    from: "2021-04-06",
    to: "2031-04-05",
    checked: CHECKED,
    sources: [S.incomeTax, S.financeAct2021Thresholds, INCOME_TAX_SOURCES.taxCodes],
  },
  nationalInsuranceRate: {
    label: "Employee National Insurance main rate, between £12,570 and £50,270 a year",
    value: EMPLOYEE_NATIONAL_INSURANCE.mainRatePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: NI_SOURCES,
    note: "HMRC's own PAYE engine (tax-kalculator) and a payroll guide agree; GOV.UK's rates page for 2026-27 was not among the sources we could reach.",
  },
  incomeTaxBasicRate: ukRate("basic", RUK[0].ratePct),
  incomeTaxHigherRate: ukRate("higher", RUK[1].ratePct),
  incomeTaxAdditionalRate: ukRate("additional", RUK[2].ratePct),
  basicRateBand: {
    label:
      "Taxable pay (after the Personal Allowance) taxed at the basic rate: the basic rate limit",
    value: RUK[0].width,
    unit: "gbp",
    period: "frozen until 5 April 2031",
    from: "2021-04-06",
    to: "2031-04-05",
    checked: INCOME_TAX_YEAR.checked,
    sources: [S.financeAct2021Thresholds, S.incomeTax, INCOME_TAX_SOURCES.taxBands],
  },
  additionalRateThreshold: engineFigure(
    "Pay above which the additional rate (England, Wales, Northern Ireland) or top rate (Scotland) applies, and no Personal Allowance is left",
    (RUK[0].width ?? 0) + (RUK[1].width ?? 0),
    "gbp",
    [INCOME_TAX_SOURCES.taxBands, S.ukIncomeTaxBands, S.scottishBudget2026],
  ),
  allowanceTaperFrom: {
    label: "Income above which the Personal Allowance falls by £1 for every £2",
    value: PERSONAL_ALLOWANCE.taperFrom,
    unit: "gbp",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.allowance, S.ukIncomeTaxBands],
    note: "In force since 2010; HMRC's PAYE engine applies it to the standard 1257L code.",
  },
  ukIncomeTaxBands: engineFigure(
    "Income tax bands in England, Wales and Northern Ireland, with the standard Personal Allowance",
    describeIncomeTaxBands(RUK),
    "text",
    [INCOME_TAX_SOURCES.taxBands, S.financeAct2021Thresholds, S.ukIncomeTaxBands],
  ),
  scottishIncomeTaxBands: {
    label: "Scottish income tax bands, with the standard Personal Allowance",
    value: describeIncomeTaxBands(SCOTLAND),
    unit: "text",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.scottishBudget2026, S.scottishBands2026Taxable],
    note: "Set at the Scottish Budget of 13 January 2026; HMRC's PAYE engine has the same bands for 2026-27.",
  },
  scottishIntermediateRate: {
    label: "Scottish income tax intermediate rate",
    value: SCOTLAND[2].ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.scottishBudget2026],
  },
  scottishHigherRate: {
    label: "Scottish income tax higher rate",
    value: SCOTLAND[3].ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.scottishBudget2026],
  },
  scottishHigherRateFrom: {
    label: "Pay above which Scotland's higher rate applies, with the standard Personal Allowance",
    value:
      PERSONAL_ALLOWANCE.amount +
      (SCOTLAND[0].width ?? 0) +
      (SCOTLAND[1].width ?? 0) +
      (SCOTLAND[2].width ?? 0),
    unit: "gbp",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.scottishBudget2026, S.scottishBands2026Taxable],
  },
  niPrimaryThreshold: engineFigure(
    "Yearly pay above which employee National Insurance is paid (the primary threshold)",
    EMPLOYEE_NATIONAL_INSURANCE.primaryThreshold,
    "gbp",
    NI_SOURCES,
  ),
  niUpperEarningsLimit: engineFigure(
    "Yearly pay above which employee National Insurance falls to its lower rate (the upper earnings limit)",
    EMPLOYEE_NATIONAL_INSURANCE.upperEarningsLimit,
    "gbp",
    NI_SOURCES,
  ),
  niUpperRate: engineFigure(
    "Employee National Insurance rate on pay above the upper earnings limit",
    EMPLOYEE_NATIONAL_INSURANCE.upperRatePct,
    "percent",
    NI_SOURCES,
  ),
  studentLoanPlan1Threshold: loanThreshold(
    "Plan 1 student loan repayment threshold, a year",
    LOANS.plan1.threshold,
  ),
  studentLoanPlan2Threshold: loanThreshold(
    "Plan 2 student loan repayment threshold, a year",
    LOANS.plan2.threshold,
  ),
  studentLoanPlan4Threshold: loanThreshold(
    "Plan 4 (Scotland) student loan repayment threshold, a year",
    LOANS.plan4.threshold,
  ),
  studentLoanPlan5Threshold: loanThreshold(
    "Plan 5 student loan repayment threshold, a year",
    LOANS.plan5.threshold,
  ),
  postgraduateLoanThreshold: loanThreshold(
    "Postgraduate Loan repayment threshold, a year",
    LOANS.postgraduate.threshold,
  ),
  studentLoanRate: {
    label: "Share of pay above the threshold repaid on a Plan 1, 2, 4 or 5 student loan",
    value: LOANS.plan2.ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.studentLoans, S.studentLoanThresholds2026],
  },
  postgraduateLoanRate: {
    label: "Share of pay above the threshold repaid on a Postgraduate Loan",
    value: LOANS.postgraduate.ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.studentLoans, S.studentLoanThresholds2026],
  },
  studentLoanPlan2From: {
    label:
      "Courses in England or Wales starting on or after this day are on Plan 2 (before it, Plan 1)",
    value: "2012-09-01",
    unit: "date",
    period: "since 1 September 2012",
    from: "2012-09-01",
    checkBy: "2027-11-26",
    checked: INCOME_TAX_YEAR.checked,
    sources: [S.studentLoanPlans],
  },
  studentLoanPlan5From: {
    label: "Courses in England starting on or after this day are on Plan 5",
    value: "2023-08-01",
    unit: "date",
    period: "since 1 August 2023",
    from: "2023-08-01",
    checkBy: "2027-11-26",
    checked: INCOME_TAX_YEAR.checked,
    sources: [S.studentLoanPlans],
  },
  reliefAtSourceRate: {
    label:
      "Basic-rate tax relief a pension provider claims and adds to a relief-at-source contribution",
    value: RELIEF_AT_SOURCE_PCT,
    unit: "percent",
    ...TAX_YEAR,
    sources: [S.reliefAtSource],
  },
  salarySacrificeNiCap: {
    label:
      "Pension contributions by salary sacrifice free of National Insurance each year, from April 2029 (above it, NI is paid)",
    value: 2000,
    unit: "gbp",
    period: "from 6 April 2029",
    from: "2029-04-06",
    checkBy: "2027-11-26",
    checked: INCOME_TAX_YEAR.checked,
    sources: [S.salarySacrificeCap, S.salarySacrificeCap2],
    note: "Announced at the Budget of 26 November 2025 and legislated for in the National Insurance Contributions (Employer Pensions Contributions) Bill; until then there is no limit.",
  },
} as const satisfies Record<string, FigureData>;
