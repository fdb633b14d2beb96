/**
 * The take-home pay calculator's own cases, and how its figures feed the rent and mortgage
 * affordability calculators and the monthly costs sheet. Every figure is worked by hand below from
 * the 2026-27 rules (1257L: £12,579 of tax-free pay, NI 8% from £12,570 to £50,270 and 2% above,
 * tax and NI a month the year's ÷ 12 to the penny, loans rounded down to the pound), as HMRC's
 * PAYE engine works them; the generic calculator tests run the worked examples too.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, fillFields, open, watchErrors } from "./site";

const PATH = "/calculators/take-home-pay";
const result = (page: Page, key: string) => page.locator(`[data-result="${key}"]`);
const field = (page: Page, key: string) => page.locator(`[name="${key}"]`);
const calculate = (page: Page) =>
  page.getByRole("button", { name: "Calculate", exact: true }).click();

/** The cells of one row of a table, by the table's caption and the row's heading. */
const cells = (page: Page, caption: string, row: string) =>
  page
    .getByRole("table", { name: caption })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: row, exact: true }) })
    .getByRole("cell");
const BANDS = "Income tax for the year, band by band";
const PERIODS = "Your pay and what is taken from it, by period";

test("£110,000 in England: the allowance tapers, and the next £100 loses 62%", async ({ page }) => {
  await open(page, PATH);
  await fillFields(page, { grossPay: "£110,000" });
  await calculate(page);
  // Taper (110,000 − 100,000) ÷ 2 = 5,000: allowance 12,570 − 5,000 = 7,570 (tax-free pay 7,579).
  // Taxable 110,000 − 7,579 = 102,421: 20% of 37,700 = 7,540; 40% of 64,721 = 25,888.40.
  // NI 8% of 37,700 = 3,016 + 2% of 59,730 = 1,194.60. Year 110,000 − 33,428.40 − 4,210.60.
  // A month: 9,166.67 − 2,785.70 − 350.883 = 6,030.09. Next £100: £40 tax, £20 on the £50 of
  // allowance lost, £2 NI.
  await expect(result(page, "takeHomeMonthly")).toHaveText("£6,030.09");
  await expect(result(page, "takeHomeYearly")).toHaveText("£72,361.00");
  await expect(result(page, "incomeTax")).toHaveText("£33,428.40");
  await expect(result(page, "nationalInsurance")).toHaveText("£4,210.60");
  await expect(result(page, "taxFreeAllowance")).toHaveText("£7,570.00");
  await expect(result(page, "marginalRatePct")).toHaveText("62.0%");
  await expect(
    page.getByText(
      "Your tax-free allowance of £12,570.00 is cut by £5,000.00, £1 for every £2 of pay over £100,000, to £7,570.00.",
    ),
  ).toBeVisible();
  await expect(cells(page, BANDS, "Basic rate")).toHaveText(["£37,700.00", "20%", "£7,540.00"]);
  await expect(cells(page, BANDS, "Higher rate")).toHaveText(["£64,721.00", "40%", "£25,888.40"]);
  await expect(cells(page, BANDS, "Additional rate")).toHaveCount(0);
});

test("£35,000 in Scotland, reached from the rent calculator, opens the rent and mortgage calculators filled in", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, "/calculators/rent-affordability");
  const workOut = page.getByRole("link", { name: "Work out your take-home pay" });
  await expect(field(page, "monthlyIncomeAfterTax")).toHaveAccessibleDescription(
    /Work out your take-home pay/,
  );
  await workOut.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Take-Home Pay Calculator");
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));

  await page.locator('[name="nation"]').selectOption("scotland");
  await fillFields(page, { grossPay: "35000" });
  await calculate(page);
  // Taxable 35,000 − 12,579 = 22,421: starter 19% of 3,967 = 753.73; basic 20% of 12,989 =
  // 2,597.80; intermediate 21% of 5,465 = 1,147.65; 4,499.18 in all. NI 8% of 22,430 = 1,794.40.
  // Year 35,000 − 6,293.58 = 28,706.42. A month: 2,916.67 − 374.93 − 149.533 = 2,392.21.
  await expect(result(page, "takeHomeMonthly")).toHaveText("£2,392.21");
  await expect(result(page, "takeHomeYearly")).toHaveText("£28,706.42");
  await expect(result(page, "incomeTax")).toHaveText("£4,499.18");
  await expect(result(page, "nationalInsurance")).toHaveText("£1,794.40");
  await expect(result(page, "marginalRatePct")).toHaveText("29.0%");
  await expect(page.getByText(/^Tax code 1257L, Scottish rates for 2026-27\./)).toBeVisible();
  await expect(cells(page, BANDS, "Starter rate")).toHaveText(["£3,967.00", "19%", "£753.73"]);
  await expect(cells(page, BANDS, "Basic rate")).toHaveText(["£12,989.00", "20%", "£2,597.80"]);
  await expect(cells(page, BANDS, "Intermediate rate")).toHaveText([
    "£5,465.00",
    "21%",
    "£1,147.65",
  ]);

  // The take-home pay a month, to the penny, and the pay before tax for the letting agents' check.
  await page
    .getByRole("link", {
      name: "The rent £2,392.21 a month affords, in the Rent Affordability Calculator",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rent Affordability Calculator");
  await expect(field(page, "monthlyIncomeAfterTax")).toHaveValue("2392.21");
  await expect(field(page, "yearlyPayBeforeTax")).toHaveValue("35000");
  // 2,392.21 × 30% = 717.663; the check allows 35,000 ÷ 30 = 1,166.666… a month.
  await expect(result(page, "adjustedMaxRent")).toHaveText("£717.66");
  await expect(result(page, "rentPctOfIncome")).toHaveText("30.0%");
  await expect(result(page, "lettingCheckRent")).toHaveText("£1,166.67");
  await expect(result(page, "lettingCheck")).toHaveText(
    "Letting agents usually check that your pay before tax is at least 30 times the monthly rent. £35,000 a year allows up to £1,166.67 a month, so a rent of £717.66 passes it.",
  );
  await expect(page.getByText(/Reported by letting agents such as KFH and Lovelle/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(result(page, "takeHomeMonthly")).toHaveText("£2,392.21");
  await page
    .getByRole("link", {
      name: "How much you could borrow on £35,000 a year, in the Mortgage Affordability Calculator",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Mortgage Affordability Calculator",
  );
  await expect(field(page, "annualIncome")).toHaveValue("35000");
  // 4.5 times (the default) × 35,000.
  await expect(result(page, "maxLoan")).toHaveText("£157,500.00");
  expect(errors).toEqual([]);
});

test("a rent more than the letting agents' check allows says so", async ({ page }) => {
  await open(page, "/calculators/rent-affordability");
  await fillFields(page, { monthlyIncomeAfterTax: "2500", yearlyPayBeforeTax: "£20k" });
  await calculate(page);
  // 2,500 × 30% = 750; 20,000 ÷ 30 = 666.666… a month, less than 750.
  await expect(result(page, "lettingCheckRent")).toHaveText("£666.67");
  await expect(result(page, "lettingCheck")).toHaveText(
    "Letting agents usually check that your pay before tax is at least 30 times the monthly rent. £20,000 a year allows up to £666.67 a month, so a rent of £750.00 is more than it allows: an agent may ask for a guarantor.",
  );
  await expectNoAxeViolations(page);
});

test("Plan 2 and a Postgraduate Loan on £45,000: each taken a month, rounded down to the pound", async ({
  page,
}) => {
  await open(page, PATH);
  await page.locator('[name="studentLoan"]').selectOption("plan2");
  await page.getByRole("checkbox", { name: "I repay a Postgraduate Loan" }).check();
  await fillFields(page, { grossPay: "45000" });
  await calculate(page);
  // Plan 2: 9% of (45,000 − 29,385) = 1,405.35, down to 1,405; a month 9% of (3,750 − 2,448.75) =
  // 117.11, down to 117. Postgraduate: 6% of (45,000 − 21,000) = 1,440; a month 6% of 2,000 = 120.
  // Tax 20% of 32,421 = 6,484.20 (540.35 a month); NI 8% of 32,430 = 2,594.40 (216.20 a month).
  // A month 3,750 − 540.35 − 216.20 − 117 − 120 = 2,756.45. Next £100: 20 + 8 + 9 + 6.
  await expect(result(page, "takeHomeMonthly")).toHaveText("£2,756.45");
  await expect(result(page, "studentLoanRepayment")).toHaveText("£1,405.00");
  await expect(result(page, "postgraduateLoanRepayment")).toHaveText("£1,440.00");
  await expect(result(page, "marginalRatePct")).toHaveText("43.0%");
  await expect(cells(page, PERIODS, "Student loan").nth(1)).toHaveText("−£117.00");
  await expect(cells(page, PERIODS, "Postgraduate Loan").nth(1)).toHaveText("−£120.00");
  await expect(cells(page, PERIODS, "Take-home pay").nth(1)).toHaveText("£2,756.45");
});

test("5% by salary sacrifice against relief at source: compared, the sacrifice keeps £200 more", async ({
  page,
}) => {
  await open(page, PATH);
  await fillFields(page, { grossPay: "50000", pensionContribution: "5%" });
  await page.locator('[name="pensionMethod"]').selectOption("salary-sacrifice");
  await calculate(page);
  // Sacrifice: pay 47,500. Tax 20% of 34,921 = 6,984.20; NI 8% of 34,930 = 2,794.40.
  // Take-home 47,500 − 9,778.60 = 37,721.40.
  await expect(result(page, "takeHomeYearly")).toHaveText("£37,721.40");
  await expect(result(page, "pensionContribution")).toHaveText("£2,500.00");

  await page.getByRole("button", { name: /^Compare with/ }).click();
  await page.locator('[name="pensionMethod"]').selectOption("relief-at-source");
  await calculate(page);
  // Relief at source: tax 20% of 37,421 = 7,484.20; NI 8% of 37,430 = 2,994.40; the pension takes
  // 80% of 2,500 = 2,000 after tax. Take-home 50,000 − 7,484.20 − 2,994.40 − 2,000 = 37,521.40.
  const column = (scenario: string) => page.locator(`[data-scenario="${scenario}"]`);
  const row = '[data-result="takeHomeYearly"]';
  await expect(column("a").locator(row)).toHaveText("£37,721.40");
  await expect(column("b").locator(row)).toHaveText("£37,521.40");
  // The NI on the £2,500 sacrificed: 8% of 2,500.
  await expect(column("difference").locator(row)).toHaveText("−£200.00");
  await expect(column("difference").locator('[data-result="incomeTax"]')).toHaveText("+£500.00");
  await expect(column("difference").locator('[data-result="pensionContribution"]')).toHaveText(
    "−£500.00",
  );
  await expect(
    page.getByText(
      "With relief at source, £2,500.00 a year goes into your pension: the £2,000.00 from your pay and 20% tax relief the provider claims.",
    ),
  ).toBeVisible();
});

test("£12.71 an hour for 40 hours a week", async ({ page }) => {
  await open(page, PATH);
  await expect(field(page, "hoursPerWeek")).toHaveCount(0);
  await page.locator('[name="payPeriod"]').selectOption("hour");
  await expect(field(page, "hoursPerWeek")).toHaveValue("37.5");
  await fillFields(page, { grossPay: "12.71", hoursPerWeek: "40" });
  await calculate(page);
  // 12.71 × 40 × 52 = 26,436.80 a year; 2,203.07 a month; 508.40 a week. Tax 20% of 13,857.80 =
  // 2,771.56; NI 8% of 13,866.80 = 1,109.344. Year 26,436.80 − 3,880.90 = 22,555.90.
  // A week: 508.40 − 53.30 − 21.334 = 433.77.
  await expect(result(page, "takeHomeYearly")).toHaveText("£22,555.90");
  await expect(result(page, "takeHomeWeekly")).toHaveText("£433.77");
  await expect(cells(page, PERIODS, "Pay before tax")).toHaveText([
    "£26,436.80",
    "£2,203.07",
    "£508.40",
  ]);
});

test("a tax code PAYE does not use is queried at the field, and a Scottish code needs Scotland", async ({
  page,
}) => {
  await open(page, PATH);
  await fillFields(page, { grossPay: "35000", taxCode: "1257Q" });
  await calculate(page);
  const message =
    "That is not a tax code PAYE uses. Type it as it is on your payslip or P60, such as 1257L, S1257L, K475, BR, D0 or 0T, or leave 1257L for the usual code.";
  await expect(page.locator("#field-taxCode-error")).toHaveText(`Error: ${message}`);
  await expect(field(page, "taxCode")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(result(page, "takeHomeMonthly")).toHaveCount(0);

  await fillFields(page, { taxCode: "s1257l" });
  await calculate(page);
  await expect(page.locator("#field-taxCode-error")).toHaveText(
    "Error: S1257L starts with S, for Scotland, but you chose England or Northern Ireland. Choose Scotland if you pay tax there, or check the code.",
  );
  await page.locator('[name="nation"]').selectOption("scotland");
  await calculate(page);
  await expect(page.locator("#field-taxCode-error")).toHaveCount(0);
  // As £35,000 in Scotland above.
  await expect(result(page, "takeHomeMonthly")).toHaveText("£2,392.21");
});

test("the monthly costs sheet takes its take-home pay from a saved take-home pay, before the rent calculator's", async ({
  page,
}) => {
  await open(page, "/");
  // The rent calculator saved with £2,500 typed as take-home pay.
  await page.evaluate(() =>
    localStorage.setItem(
      "costwise:rent-affordability:inputs",
      JSON.stringify({
        savedAt: "2026-11-20T09:00:00.000Z",
        inputs: { monthlyIncomeAfterTax: "2500", rentSharePct: "30" },
      }),
    ),
  );
  await open(page, PATH);
  await page.locator('[name="nation"]').selectOption("scotland");
  await fillFields(page, { grossPay: "35000" });
  await calculate(page);
  await expect(result(page, "takeHomeMonthly")).toHaveText("£2,392.21");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your inputs have been saved.")).toBeVisible();

  await open(page, "/my-costs");
  await expect(field(page, "monthlyIncomeAfterTax")).toHaveValue("2392.21");
  const note = page.locator("#field-monthlyIncomeAfterTax-note");
  await expect(note).toHaveText(
    "From your saved Take-Home Pay Calculator: its take-home pay a month, from £35,000 a year before tax.",
  );
  await expect(note.getByRole("link")).toHaveAttribute("href", PATH);
  await fillFields(page, { housing: "717.66" });
  await calculate(page);
  // 2,392.21 − 717.66 = 1,674.55; 717.66 ÷ 2,392.21 = 30.0%.
  await expect(result(page, "leftOver")).toHaveText("£1,674.55");
  await expect(result(page, "housingSharePct")).toHaveText("30.0%");
});

test("the sheet says plainly when this browser cannot read saved figures", async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await open(page, "/my-costs");
  await expect(page.locator("#field-monthlyIncomeAfterTax-note")).toHaveText(
    "This browser does not let Costwise read the calculators you saved (its storage is off or blocked), so no row is filled in from them. Type your figures here.",
  );
  await expect(field(page, "monthlyIncomeAfterTax")).toHaveValue("");
  await expect(page.locator("[data-storage]")).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("'£45,000 p.a.' is read as £45,000 a year", async ({ page }) => {
  await open(page, PATH);
  await fillFields(page, { grossPay: "£45,000 p.a." });
  await calculate(page);
  // Tax 20% of 32,421 = 6,484.20; NI 8% of 32,430 = 2,594.40; year 45,000 − 9,078.60.
  // A month 3,750 − 540.35 − 216.20.
  await expect(result(page, "takeHomeYearly")).toHaveText("£35,921.40");
  await expect(result(page, "takeHomeMonthly")).toHaveText("£2,993.45");
  await expect(page.locator("#field-grossPay-error")).toHaveCount(0);
});
