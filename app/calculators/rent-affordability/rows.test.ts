/** The rent result rows and guidance bands, in the words of docs/product.md#rent-affordability. */
import { describe, expect, it } from "vitest";
import { defaultInputs } from "~/calculators/types";
import { calculatorsByKey } from "../definitions";
import { refused } from "../testing/outcome";
import { headlineFirst, shownRows } from "../testing/rows";
import { engine, rentGuidance } from "./calculate";
import { definition } from "./definition";
import type { RentKey } from "./fields";

const calculate = (inputs: Partial<Record<RentKey, string>>) =>
  engine.calculate({ ...defaultInputs(definition.fields), ...inputs });

const shown = (inputs: Partial<Record<RentKey, string>>) =>
  shownRows(calculatorsByKey["rent-affordability"], inputs);

describe("the rent rows", () => {
  it("show £2,500 at 30% with no debts, as the document's example", () => {
    // 2,500 × 30 ÷ 100 = 750; 750 ÷ 2,500 = 30.0%; 750 × 12 ÷ 52 = 173.077;
    // deposit 5 × 173.077 = 865.38; to move in 865.38 + 750 = 1,615.38.
    expect(shown({ monthlyIncomeAfterTax: "2500" })).toEqual(
      headlineFirst(
        ["adjustedMaxRent", "Rent you can afford per month", "£750.00"],
        ["maxRecommendedRent", "Before debt repayments", "£750.00"],
        ["rentPctOfIncome", "Share of take-home pay", "30.0%"],
        ["weeklyRent", "Weekly equivalent", "£173.08"],
        ["deposit", "Deposit (5 weeks' rent)", "£865.38"],
        ["moveInCash", "Cash to move in (deposit + first month)", "£1,615.38"],
      ),
    );
  });

  it("add the letting agents' check after the headline, and take 6 weeks' deposit from £50,000 a year", () => {
    // 20,000 × 30% = 6,000 a month, 72,000 a year: 6 weeks. Weekly 6,000 × 12 ÷ 52 = 1,384.615;
    // deposit 6 × 1,384.615 = 8,307.69; to move in 14,307.69. The check: 90,000 ÷ 30 = 3,000.
    const rows = shown({ monthlyIncomeAfterTax: "20000", yearlyPayBeforeTax: "90000" });
    expect(rows.map((row) => row.key)).toEqual([
      "adjustedMaxRent",
      "lettingCheckRent",
      "maxRecommendedRent",
      "rentPctOfIncome",
      "weeklyRent",
      "deposit",
      "moveInCash",
    ]);
    expect(rows[1]).toEqual({
      key: "lettingCheckRent",
      label: "Letting agents' usual check allows",
      text: "£3,000.00",
      primary: false,
    });
    expect(rows[5]).toMatchObject({ label: "Deposit (6 weeks' rent)", text: "£8,307.69" });
    expect(rows[6]).toMatchObject({ text: "£14,307.69" });
  });

  it("keep 5 weeks just under £50,000 a year and take 6 just over", () => {
    // 8,333.32 × 50% = 4,166.66, × 12 = 49,999.92; 8,333.34 × 50% = 4,166.67, × 12 = 50,000.04.
    const deposit = (income: string) =>
      shown({ monthlyIncomeAfterTax: income, rentSharePct: "50" }).find(
        (row) => row.key === "deposit",
      )?.label;
    expect(deposit("8333.32")).toBe("Deposit (5 weeks' rent)");
    expect(deposit("8333.34")).toBe("Deposit (6 weeks' rent)");
  });

  it("take 6 weeks at a rent of exactly £50,000 a year", () => {
    // All the pay as rent: 50,000 ÷ 12 a month, typed to the last digit a double holds
    // (4,166.666666666667, which × 12 is exactly 50,000). Deposit 6 × 50,000 ÷ 52 = 5,769.23.
    const rows = shown({ monthlyIncomeAfterTax: String(50_000 / 12), rentSharePct: "100" });
    expect(rows.find((row) => row.key === "deposit")).toMatchObject({
      label: "Deposit (6 weeks' rent)",
      text: "£5,769.23",
    });
  });
});

describe("the rent share and debts", () => {
  it("takes 30% when the share is blank or 0, and the share typed otherwise", () => {
    for (const rentSharePct of ["", "0"]) {
      expect(calculate({ monthlyIncomeAfterTax: "2000", rentSharePct })).toMatchObject({
        ok: true,
        result: { maxRecommendedRent: 600 },
      });
    }
    // 2,000 × 25 ÷ 100 = 500
    expect(calculate({ monthlyIncomeAfterTax: "2000", rentSharePct: "25" })).toMatchObject({
      ok: true,
      result: { maxRecommendedRent: 500, rentPctOfIncome: 25 },
    });
  });

  it("takes debts off the rent, never below 0, and says so when nothing is left", () => {
    // 2,000 × 30% = 600 − 150 = 450, 22.5% of 2,000
    expect(
      calculate({ monthlyIncomeAfterTax: "2000", existingDebtsPerMonth: "150" }),
    ).toMatchObject({
      ok: true,
      result: { adjustedMaxRent: 450, rentPctOfIncome: 22.5, guidance: "within" },
    });
    // 600 − 700 leaves nothing: 0, not −100
    expect(
      calculate({ monthlyIncomeAfterTax: "2000", existingDebtsPerMonth: "700" }),
    ).toMatchObject({
      ok: true,
      result: { adjustedMaxRent: 0, rentPctOfIncome: 0, guidance: "no-room", moveInCash: 0 },
    });
  });

  it("asks for the income when it is missing or 0", () => {
    for (const monthlyIncomeAfterTax of ["", "0"]) {
      expect(calculate({ monthlyIncomeAfterTax })).toEqual(
        refused("monthlyIncomeAfterTax", "Please enter a valid monthly income."),
      );
    }
  });
});

describe("the rent guidance bands", () => {
  it("follow the percentage as shown, to one decimal", () => {
    expect(rentGuidance(30)).toBe("within");
    expect(rentGuidance(30.04)).toBe("within"); // shown 30.0
    expect(rentGuidance(30.06)).toBe("slightly-above"); // shown 30.1
    expect(rentGuidance(35)).toBe("slightly-above");
    expect(rentGuidance(35.04)).toBe("slightly-above"); // shown 35.0
    expect(rentGuidance(35.06)).toBe("above"); // shown 35.1
  });
});
