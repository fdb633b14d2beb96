/**
 * Every 2026-27 row of HMRC's own test data for its PAYE engine (hmrc-2026-27.csv, copied from
 * hmrc/tax-kalculator) through this calculator's engine: the year's tax, NI, deductions, take-home
 * pay and tax-free amount, and each period's loan repayments, to the penny.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { StudentLoanPlan } from "~/reference/income-tax";
import { calculatePaye, type PayeInputs, parseTaxCode, type TaxNation } from "./paye";

const lines = readFileSync(new URL("./hmrc-2026-27.csv", import.meta.url), "utf8").split("\n");

/** The rows of each file, by its path, as records keyed by its header (the code's column is blank). */
const sections = new Map<string, Record<string, string>[]>();
let header: string[] | undefined;
let rows: Record<string, string>[] = [];
for (const line of lines) {
  if (line.startsWith("## ")) {
    rows = [];
    header = undefined;
    sections.set(line.slice(3), rows);
  } else if (line.startsWith("#") || line.trim() === "") continue;
  else if (!header) header = line.split(",").map((name) => name.trim() || "tax_code");
  else {
    const cells = line.split(",");
    rows.push(Object.fromEntries(header.map((name, i) => [name, cells[i]!.trim()])));
  }
}

const COUNTRY: Record<string, TaxNation> = {
  ENGLAND: "england",
  WALES: "wales",
  SCOTLAND: "scotland",
};
const yes = (cell: string | undefined) => cell === "TRUE";

function studentLoanOf(row: Record<string, string>): StudentLoanPlan | "none" {
  if (yes(row.input_has_plan_one)) return "plan1";
  if (yes(row.input_has_plan_two)) return "plan2";
  if (yes(row.input_has_plan_four)) return "plan4";
  if (yes(row.input_has_plan_five)) return "plan5";
  return "none";
}

/** The row's inputs as HMRC's test gives them to its engine (all yearly pay, net-pay pensions). */
function inputsOf(row: Record<string, string>): PayeInputs {
  const taxCode = row.tax_code ?? "1257L";
  const nation = COUNTRY[row.expected_country ?? "ENGLAND"]!;
  const wages = Number(row.input_wages);
  expect(row.input_period ?? "YEARLY").toBe("YEARLY");
  expect(row.input_year ?? "TWENTY_TWENTY_SIX").toBe("TWENTY_TWENTY_SIX");
  const amount = Number(row.input_pension_amount);
  const pension =
    row.input_pension_method === "PERCENTAGE"
      ? { yearly: wages * (amount / 100), method: "net-pay" as const }
      : row.input_pension_method === "MONTHLY_AMOUNT_IN_POUNDS"
        ? { yearly: amount * 12, method: "net-pay" as const }
        : undefined;
  return {
    yearlyPay: wages,
    taxCode: parseTaxCode(taxCode, nation)!,
    nation,
    pension,
    studentLoan: studentLoanOf(row),
    postgraduateLoan: yes(row.input_has_postgraduate_plan),
    overStatePensionAge: yes(row.input_is_pension_age),
  };
}

const YEARLY_FILES = [
  "src/jvmTest/resources/data2026.csv",
  "src/jvmTest/resources/data2026_with_pension.csv",
  "src/jvmTest/resources/data2026_with_student_loan.csv",
  "src/jvmTest/resources/data2026_with_tapering.csv",
];
const LOAN_FILE = "src/jvmTest/resources/studentloan/data2026_student_loan.csv";

describe("HMRC's 2026-27 test data", () => {
  it("holds every row of its five files", () => {
    expect([...sections.keys()]).toEqual([...YEARLY_FILES, LOAN_FILE]);
    expect([...sections.values()].map((section) => section.length)).toEqual([15, 10, 25, 2, 35]);
  });

  describe.each(YEARLY_FILES)("%s", (file) => {
    const named = sections.get(file)!.map((row) => {
      const name = `${row.tax_code} £${row.input_wages} ${row.input_pension_method ?? ""} ${row.input_pension_amount ?? ""} ${studentLoanOf(row)}${yes(row.input_has_postgraduate_plan) ? " + postgraduate" : ""}`;
      return [name, row] as const;
    });
    it.each(named)("%s", (_name, row) => {
      const inputs = inputsOf(row);
      const { year, taxFreeAllowance, kCodeAddition } = calculatePaye(inputs);
      expect(year.nationalInsurance, "NI").toBe(Number(row.expected_yearly_ni_employee));
      expect(year.incomeTax, "income tax").toBe(Number(row.expected_yearly_income_tax));
      expect(Math.round((year.gross - year.takeHome) * 100) / 100, "total deductions").toBe(
        Number(row.expected_yearly_total_deduction),
      );
      expect(year.takeHome, "take-home pay").toBe(Number(row.expected_yearly_take_home));
      expect(year.gross, "wages").toBe(Number(row.expected_yearly_wages));
      expect(taxFreeAllowance, "tax-free amount").toBe(Number(row.expected_yearly_tax_free_amount));
      expect(inputs.taxCode.kind === "k", "K code").toBe(yes(row.expected_is_k_code));
      expect(kCodeAddition, "K code adjustment").toBe(
        Number(row.expected_yearly_k_code_adjustment || 0),
      );
    });
  });

  describe(LOAN_FILE, () => {
    it.each(sections.get(LOAN_FILE)!.map((row) => [row.input_wages, studentLoanOf(row), row]))(
      "£%s, %s",
      (_wages, _plan, row) => {
        const result = calculatePaye(inputsOf(row));
        const repayments = (figures: { studentLoan: number; postgraduateLoan: number }) => [
          figures.studentLoan,
          figures.postgraduateLoan,
        ];
        const expected = (period: string) => [
          Number(row[`expected_${period}_student_loan`]),
          Number(row[`expected_${period}_postgraduate_loan`]),
        ];
        expect(repayments(result.year)).toEqual(expected("yearly"));
        expect(repayments(result.month)).toEqual(expected("monthly"));
        expect(repayments(result.fourWeek)).toEqual(expected("four_weekly"));
        expect(repayments(result.week)).toEqual(expected("weekly"));
      },
    );
  });
});

/** Inputs for one case worked by hand: 1257L in England, no pension or loans, unless told. */
const worked = (overrides: Partial<PayeInputs>): PayeInputs => ({
  yearlyPay: 30_000,
  taxCode: parseTaxCode("1257L", "england")!,
  nation: "england",
  studentLoan: "none",
  postgraduateLoan: false,
  overStatePensionAge: false,
  ...overrides,
});

describe("PAYE rules worked by hand", () => {
  it("reads a code as on a payslip, spaces and small letters allowed", () => {
    expect(parseTaxCode(" s 1257 l ", "scotland")).toEqual({
      kind: "allowance",
      code: "S1257L",
      nation: "scotland",
      taxFree: 12_579,
      number: 1257,
    });
  });

  it("reads a T code as exactly its number × 10 tax-free, and 0T as nothing", () => {
    expect(parseTaxCode("1257T", "england")).toMatchObject({ taxFree: 12_570, number: 1257 });
    expect(parseTaxCode("0T", "england")).toMatchObject({ taxFree: 0, number: 0 });
    expect(parseTaxCode("0TW1", "england")).toMatchObject({ taxFree: 0, number: 0 });
    // (30,000 − 12,570) × 20% = 3,486.
    const tCode = calculatePaye(worked({ taxCode: parseTaxCode("1257T", "england")! }));
    expect(tCode.year.incomeTax).toBe(3_486);
    expect(tCode.taxFreeAllowance).toBe(12_570);
    // 0T: all of £30,000 in the basic band, 20% = 6,000.
    const zeroT = calculatePaye(worked({ taxCode: parseTaxCode("0T", "england")! }));
    expect(zeroT.year.incomeTax).toBe(6_000);
    expect(zeroT.taxFreeAllowance).toBe(0);
  });

  it("knows D2 and D3 only in Scotland, without a prefix too", () => {
    expect(parseTaxCode("D2", "england")).toBeUndefined();
    expect(parseTaxCode("D3", "wales")).toBeUndefined();
    expect(parseTaxCode("D2", "scotland")).toEqual({
      kind: "single-band",
      code: "D2",
      nation: null,
      band: "D2",
    });
  });

  it("tapers 1257L with a C or S prefix as without one", () => {
    // £110,000: £5,000 of allowance lost, 12,579 − 5,000 = 7,579 tax-free. 102,421 taxed:
    // 37,700 at 20% = 7,540 and 64,721 at 40% = 25,888.40, 33,428.40 in all.
    const wales = calculatePaye(
      worked({ yearlyPay: 110_000, taxCode: parseTaxCode("C1257L", "wales")!, nation: "wales" }),
    );
    expect(wales).toMatchObject({ taxFreeAllowance: 7_570, taperedBy: 5_000 });
    expect(wales.year.incomeTax).toBe(33_428.4);
  });

  it("rounds a half penny to the even penny, as HMRC's engine does", () => {
    // A 12.5% net-pay pension: 12.5% of £10,001 is £1,250.125, to the even penny £1,250.12; of
    // £10,003, £1,250.375 is £1,250.38. Neither pays tax or NI, so take-home is pay − pension.
    const low = calculatePaye(
      worked({ yearlyPay: 10_001, pension: { yearly: 1250.125, method: "net-pay" } }),
    );
    expect(low.year).toMatchObject({ pension: 1250.12, takeHome: 8750.88 });
    const high = calculatePaye(
      worked({ yearlyPay: 10_003, pension: { yearly: 1250.375, method: "net-pay" } }),
    );
    expect(high.year).toMatchObject({ pension: 1250.38, takeHome: 8752.62 });
  });

  it("takes no NI on pay up to the primary threshold, £12,570", () => {
    expect(calculatePaye(worked({ yearlyPay: 10_000 })).year).toMatchObject({
      incomeTax: 0,
      nationalInsurance: 0,
      takeHome: 10_000,
    });
    expect(calculatePaye(worked({ yearlyPay: 12_570 })).year.nationalInsurance).toBe(0);
  });

  it("takes a loan repayment of £12 a year, but none under £12", () => {
    // Postgraduate Loan: 6% of £200 over £21,000 is £12; 6% of £199 is £11.94, so nothing.
    expect(
      calculatePaye(worked({ yearlyPay: 21_200, postgraduateLoan: true })).year.postgraduateLoan,
    ).toBe(12);
    expect(
      calculatePaye(worked({ yearlyPay: 21_199, postgraduateLoan: true })).year.postgraduateLoan,
    ).toBe(0);
  });

  it("says the 50% limit cut the tax only when the tax was over half the pay", () => {
    // K2385 on £20,000: 43,850 taxed, 37,700 at 20% = 7,540 and 6,150 at 40% = 2,460: 10,000,
    // exactly half the pay, so nothing is cut.
    const half = calculatePaye(
      worked({ yearlyPay: 20_000, taxCode: parseTaxCode("K2385", "england")! }),
    );
    expect(half).toMatchObject({ taxCapped: false, kCodeAddition: 23_850 });
    expect(half.year.incomeTax).toBe(10_000);
    expect(calculatePaye(worked({})).taxCapped).toBe(false);
  });

  it("counts what goes into a relief-at-source pension, the provider's 20% included", () => {
    // £1,500 a year goes in; £1,200 (80%) leaves pay after tax (3,484.20) and NI (1,394.40):
    // 30,000 − 3,484.20 − 1,394.40 − 1,200 = 23,921.40.
    const result = calculatePaye(
      worked({ pension: { yearly: 1_500, method: "relief-at-source" } }),
    );
    expect(result.pensionIntoPot).toBe(1_500);
    expect(result.year).toMatchObject({ pension: 1_200, takeHome: 23_921.4 });
  });
});
