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
