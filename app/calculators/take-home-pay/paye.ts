/**
 * PAYE on a year's pay, worked as HMRC's own engine works it (hmrc/tax-kalculator, Calculator.kt
 * and CalculatorResponse.kt): the same reading of the tax code, the same order of operations and
 * the same rounding, so it agrees with HMRC's test data for 2026-27 to the penny
 * (hmrc-2026-27.csv, paye.test.ts; docs/decisions/0023). Pure: no inputs are read here.
 */
import {
  EMPLOYEE_NATIONAL_INSURANCE,
  INCOME_TAX_BANDS,
  type IncomeTaxBand,
  PERSONAL_ALLOWANCE,
  REGULATORY_LIMIT_PCT,
  RELIEF_AT_SOURCE_PCT,
  STUDENT_LOAN_REPAYMENTS,
  type StudentLoanPlan,
} from "~/reference/income-tax";

/** Where the visitor pays income tax: England or Northern Ireland, Wales, or Scotland. */
export type TaxNation = "england" | "wales" | "scotland";

/** A tax code as PAYE reads it. */
export type TaxCode =
  /** L, M, N and T codes, 0T, and emergency codes: `allowance` tax-free (1257L allows £12,579). */
  | { kind: "allowance"; code: string; nation: TaxNation | null; taxFree: number; number: number }
  /** BR, D0, D1 (and Scotland's D2, D3): all pay taxed at one band's rate. */
  | { kind: "single-band"; code: string; nation: TaxNation | null; band: SingleBandCode }
  /** K codes: `addition` is added to pay before tax, with no allowance. */
  | { kind: "k"; code: string; nation: TaxNation | null; addition: number }
  /** NT: no tax. */
  | { kind: "no-tax"; code: string; nation: null };

const EMERGENCY = "(?:W1|M1|X)";
const ALLOWANCE_CODE = new RegExp(`^(\\d{1,4})([LMNT])${EMERGENCY}?$|^(\\d{1,4})${EMERGENCY}$`);
const K_CODE = new RegExp(`^K(\\d{1,4})${EMERGENCY}?$`);
const SINGLE_BAND = new RegExp(`^(BR|D0|D1|D2|D3)${EMERGENCY}?$`);

type SingleBandCode = "BR" | "D0" | "D1" | "D2" | "D3";
/** Which band each single-band code taxes all pay at, in each set of bands (HMRC's taxAllAtBand). */
const SINGLE_BAND_INDEX: Record<"rUK" | "scotland", Partial<Record<SingleBandCode, number>>> = {
  rUK: { BR: 0, D0: 1, D1: 2 },
  scotland: { BR: 1, D0: 2, D1: 3, D2: 4, D3: 5 },
};
const bandsOf = (nation: TaxNation) => (nation === "scotland" ? "scotland" : "rUK");

/**
 * The code as PAYE reads it for someone taxed in `nation`, or undefined when it is not a tax code.
 * Spaces and case do not matter; an S prefix means Scotland and a C prefix Wales, as on a payslip
 * (`nation` in the result is the prefix's, null without one).
 */
export function parseTaxCode(text: string, taxedIn: TaxNation): TaxCode | undefined {
  const code = text.replace(/\s/g, "").toUpperCase();
  if (code === "NT") return { kind: "no-tax", code, nation: null };
  const nation: TaxNation | null = code.startsWith("S")
    ? "scotland"
    : code.startsWith("C")
      ? "wales"
      : null;
  const rest = nation ? code.slice(1) : code;
  const single = SINGLE_BAND.exec(rest);
  if (single) {
    const band = single[1] as SingleBandCode;
    if (SINGLE_BAND_INDEX[bandsOf(nation ?? taxedIn)][band] === undefined) return undefined;
    return { kind: "single-band", code, nation, band };
  }
  const k = K_CODE.exec(rest);
  if (k) return { kind: "k", code, nation, addition: Number(k[1]) * 10 };
  const allowance = ALLOWANCE_CODE.exec(rest);
  if (allowance) {
    const number = Number(allowance[1] ?? allowance[3]);
    // T codes allow exactly the number × 10 (0T nothing); the others round the allowance up to the
    // code's £9.
    const taxFree = allowance[2] === "T" ? number * 10 : number * 10 + 9;
    return { kind: "allowance", code, nation, taxFree, number };
  }
  return undefined;
}

/** How a pension contribution is taken (docs/product.md#take-home-pay). */
export type PensionMethod = "net-pay" | "relief-at-source" | "salary-sacrifice";

export interface PayeInputs {
  /** Gross pay for the year, £. */
  yearlyPay: number;
  taxCode: TaxCode;
  /** The bands: Scotland's, or those of England, Northern Ireland and Wales. */
  nation: TaxNation;
  /**
   * What goes into the pension in the year, £ (for relief at source, including the basic-rate
   * relief the provider claims), and how it is taken.
   */
  pension?: { yearly: number; method: PensionMethod };
  studentLoan: StudentLoanPlan | "none";
  postgraduateLoan: boolean;
  overStatePensionAge: boolean;
}

/** One band of the tax: its name and rate, the pay taxed in it and the tax, £ a year. */
export interface BandWorking {
  name: string;
  ratePct: number;
  taxed: number;
  tax: number;
}

/** One pay period's figures, £, each rounded to the penny as HMRC's engine rounds them. */
export interface PeriodFigures {
  /** Gross pay before anything is taken. */
  gross: number;
  incomeTax: number;
  nationalInsurance: number;
  /** The undergraduate plan's repayment, whole pounds (rounded down). */
  studentLoan: number;
  /** The postgraduate loan's repayment, whole pounds (rounded down). */
  postgraduateLoan: number;
  /** What leaves the visitor's pay for the pension (80% of what goes in, for relief at source). */
  pension: number;
  takeHome: number;
}

export interface PayeResult {
  /** Year, month (÷ 12), week (÷ 52), and HMRC's four-weekly (÷ 13) for its tests. */
  year: PeriodFigures;
  month: PeriodFigures;
  week: PeriodFigures;
  fourWeek: PeriodFigures;
  /** The year's tax-free allowance after any taper, £ (the code's number × 10). */
  taxFreeAllowance: number;
  /** The allowance lost to the taper over £100,000, £ a year (0 without it). */
  taperedBy: number;
  /** A K code's addition to pay, £ a year. */
  kCodeAddition: number;
  /** The tax, band by band, for the year. */
  bands: BandWorking[];
  /** Pay after a net-pay or salary-sacrifice pension, which tax is worked on, £ a year. */
  taxablePay: number;
  /** True when the 50% regulatory limit cut the year's tax. */
  taxCapped: boolean;
  /** What goes into the pension in the year, £ (with relief at source, the provider's 20% too). */
  pensionIntoPot: number;
}

/** Kotlin's round: halves to the even neighbour (HMRC's formatMoney rounds pennies this way). */
function roundHalfEven(value: number) {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction > 0.5) return floor + 1;
  if (fraction < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}
/** To the penny, as HMRC's engine rounds (formatMoney). */
const toPenny = (value: number) => roundHalfEven(value * 100) / 100;

/** A student loan repayment: below £12 in the year it is none (HMRC's engine). */
const MINIMUM_YEARLY_LOAN = 12;

function loanRepayment(
  pay: number,
  { threshold, ratePct }: { threshold: number; ratePct: number },
) {
  // On pay up to the threshold this is 0 or less: under the £12, so none.
  const repayment = (pay - threshold) * (ratePct / 100);
  return repayment >= MINIMUM_YEARLY_LOAN ? repayment : 0;
}

/** Tax through the bands on pay above `taxFree` (HMRC's getTotalFromTaxBands). */
function taxThroughBands(bands: readonly IncomeTaxBand[], pay: number, taxFree: number) {
  const workings: BandWorking[] = [];
  let total = 0;
  let remaining = pay - taxFree;
  for (const band of bands) {
    if (remaining <= 0) break;
    const taxed = Math.min(band.width ?? Number.POSITIVE_INFINITY, remaining);
    const tax = taxed * (band.ratePct / 100);
    workings.push({ name: band.name, ratePct: band.ratePct, taxed, tax });
    remaining -= taxed;
    total += tax;
  }
  return { total, workings };
}

/** Employee NI on a year's pay (HMRC's getTotalFromNIBands). */
function employeeNationalInsurance(pay: number) {
  const { primaryThreshold, upperEarningsLimit, mainRatePct, upperRatePct } =
    EMPLOYEE_NATIONAL_INSURANCE;
  const bands = [
    { width: upperEarningsLimit - primaryThreshold, rate: mainRatePct / 100 },
    { width: null, rate: upperRatePct / 100 },
  ];
  let total = 0;
  let remaining = pay - primaryThreshold;
  for (const band of bands) {
    // Stryker disable next-line EqualityOperator: with 0 left, a band adds 0 and leaves 0, so stopping one band later changes nothing
    if (remaining <= 0) break;
    const part = Math.min(band.width ?? Number.POSITIVE_INFINITY, remaining);
    total += part * band.rate;
    remaining -= part;
  }
  return total;
}

/**
 * The year's PAYE: tax on pay after a net-pay pension, NI and loans on pay before it. Salary
 * sacrifice lowers the pay itself, before tax, NI and loans; relief at source takes 80% of what goes
 * into the pension from pay after all of them.
 */
export function calculatePaye(inputs: PayeInputs): PayeResult {
  const { taxCode, pension } = inputs;
  const sacrifice = pension?.method === "salary-sacrifice" ? pension.yearly : 0;
  const netPay = pension?.method === "net-pay" ? pension.yearly : 0;
  const reliefAtSource = pension?.method === "relief-at-source" ? pension.yearly : 0;

  // What HMRC's engine calls the yearly wage: salary sacrifice has already taken its part.
  const wages = inputs.yearlyPay - sacrifice;
  const taxablePay = wages - netPay;
  const bands = INCOME_TAX_BANDS[bandsOf(inputs.nation)];

  let yearlyTax: number;
  let workings: BandWorking[];
  let taxFreeAllowance = 0;
  let taperedBy = 0;
  let kCodeAddition = 0;
  switch (taxCode.kind) {
    case "allowance": {
      // The default code's allowance (1257L, S1257L or C1257L: no other code ends in 1257L) tapers
      // by £1 for every £2 over £100,000 (HMRC applies it when no code of the visitor's own is
      // known; a code HMRC has already cut is taken as it is).
      const tapers =
        taxCode.code.endsWith(PERSONAL_ALLOWANCE.defaultCode) &&
        // Stryker disable next-line EqualityOperator: at £100,000 the taper, (pay − £100,000) ÷ 2, is £0 either way
        taxablePay > PERSONAL_ALLOWANCE.taperFrom;
      const taperFor = (maximum: number) =>
        Math.min((taxablePay - PERSONAL_ALLOWANCE.taperFrom) / 2, maximum);
      const trueAllowance = taxCode.number * 10;
      taperedBy = tapers ? taperFor(trueAllowance) : 0;
      taxFreeAllowance = Math.max(0, trueAllowance - taperedBy);
      const taxFree = tapers ? taxCode.taxFree - taperFor(taxCode.taxFree) : taxCode.taxFree;
      ({ total: yearlyTax, workings } = taxThroughBands(bands, taxablePay, taxFree));
      break;
    }
    case "k":
      kCodeAddition = taxCode.addition;
      ({ total: yearlyTax, workings } = taxThroughBands(bands, taxablePay + kCodeAddition, 0));
      break;
    case "single-band": {
      const band = bands[SINGLE_BAND_INDEX[bandsOf(inputs.nation)][taxCode.band] ?? 0]!;
      yearlyTax = taxablePay * (band.ratePct / 100);
      workings = [{ name: band.name, ratePct: band.ratePct, taxed: taxablePay, tax: yearlyTax }];
      break;
    }
    case "no-tax":
      yearlyTax = 0;
      workings = [];
      break;
  }

  const nationalInsurance = inputs.overStatePensionAge ? 0 : employeeNationalInsurance(wages);
  const studentLoan =
    inputs.studentLoan === "none"
      ? 0
      : loanRepayment(wages, STUDENT_LOAN_REPAYMENTS[inputs.studentLoan]);
  const postgraduateLoan = inputs.postgraduateLoan
    ? loanRepayment(wages, STUDENT_LOAN_REPAYMENTS.postgraduate)
    : 0;
  const reliefAtSourcePaid = reliefAtSource * (1 - RELIEF_AT_SOURCE_PCT / 100);

  /** HMRC's CalculatorResponsePayPeriod: each figure ÷ the periods in a year, then rounded. */
  const period = (periods: number): PeriodFigures => {
    const gross = wages / periods;
    const taxForPeriod = yearlyTax / periods;
    const maximumTax = toPenny(gross * (REGULATORY_LIMIT_PCT / 100));
    // The cap is whole pennies, so rounding first never takes the tax past it.
    const incomeTax = Math.min(maximumTax, toPenny(taxForPeriod));
    const niForPeriod = nationalInsurance / periods;
    const pensionFromPay = toPenny(netPay / periods);
    const loan = Math.floor(toPenny(studentLoan / periods));
    const pgLoan = Math.floor(toPenny(postgraduateLoan / periods));
    const other = pensionFromPay + loan + pgLoan;
    const deductions = toPenny(incomeTax + niForPeriod + other);
    const hmrcTakeHome = toPenny(gross - deductions);
    // Outside HMRC's engine: what salary sacrifice gave up and relief at source takes after tax.
    const sacrificed = toPenny(sacrifice / periods);
    const paidAtSource = toPenny(reliefAtSourcePaid / periods);
    return {
      gross: toPenny(gross + sacrifice / periods),
      incomeTax,
      nationalInsurance: toPenny(niForPeriod),
      studentLoan: loan,
      postgraduateLoan: pgLoan,
      pension: toPenny(pensionFromPay + sacrificed + paidAtSource),
      takeHome: toPenny(hmrcTakeHome - paidAtSource),
    };
  };

  const year = period(1);
  return {
    year,
    month: period(12),
    week: period(52),
    fourWeek: period(13),
    taxFreeAllowance,
    taperedBy,
    kCodeAddition,
    bands: workings,
    taxablePay,
    taxCapped: yearlyTax > toPenny(wages * (REGULATORY_LIMIT_PCT / 100)),
    pensionIntoPot: pension?.yearly ?? 0,
  };
}
