/**
 * The Universal Credit and Child Benefit calculator's own cases, the take-home pay calculator's link
 * into it, its estimate in the monthly costs sheet, and its messages. Every figure is worked by hand
 * from the 2026-27 rules (app/reference/universal-credit.ts), a month at a time; the generic
 * calculator tests run the worked examples too.
 */
import { expect, type Page, test } from "@playwright/test";
import { fillFields, open, watchErrors } from "./site";

const PATH = "/calculators/universal-credit";
const result = (page: Page, key: string) => page.locator(`[data-result="${key}"]`);
const field = (page: Page, key: string) => page.locator(`[name="${key}"]`);
const calculate = (page: Page) =>
  page.getByRole("button", { name: "Calculate", exact: true }).click();
const WORKINGS = "Universal Credit for a month, element by element";
/** The amount cell of one row of the workings, by the row's heading. */
const line = (page: Page, row: string | RegExp) =>
  page
    .getByRole("table", { name: WORKINGS })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: row }) })
    .getByRole("cell");

test("a lone parent renting privately above the LHA, earning £1,200: £1,053.69, element by element", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, PATH);
  await page.locator('[name="housing"]').selectOption("private-rent");
  await fillFields(page, { children: "1", rent: "800", lhaRate: "750", earnings: "1200" });
  await calculate(page);
  // 424.90 + 303.94 + 750 (the rent up to the LHA) = 1,478.84; 55% of (1,200 − 427) = 425.15.
  await expect(result(page, "universalCreditMonthly")).toHaveText("£1,053.69");
  await expect(result(page, "maximumAward")).toHaveText("£1,478.84");
  await expect(result(page, "earningsReduction")).toHaveText("£425.15");
  await expect(result(page, "benefitCapReduction")).toHaveText("£0.00");
  // 27.05 × 52 ÷ 12 = 117.22; with UC, 1,170.91.
  await expect(result(page, "childBenefitMonthly")).toHaveText("£117.22");
  await expect(result(page, "totalSupportMonthly")).toHaveText("£1,170.91");
  await expect(line(page, "Standard allowance: single, 25 or over")).toHaveText("£424.90");
  await expect(line(page, "Child element: 1 child")).toHaveText("£303.94");
  await expect(
    line(page, /^Housing: your rent, up to the Local Housing Allowance rate/),
  ).toHaveText("£750.00");
  await expect(line(page, /^Earnings: 55% of £1,200.00 less the £427 work allowance/)).toHaveText(
    "−£425.15",
  );
  await expect(
    page.getByText(/^Your rent is £50\.00 a month above the Local Housing/),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: /find your area's rate at the Valuation Office Agency/ }),
  ).toHaveAttribute("href", /voa\.gov\.uk/);
  await expect(
    page.getByText(/^The benefit cap does not apply: your earnings are at least £881\.23 a month/),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("four children, a £1,400 rent at the LHA and no earnings: the cap takes £1,555.58", async ({
  page,
}) => {
  await open(page, PATH);
  await page.locator('[name="housing"]').selectOption("private-rent");
  await fillFields(page, { children: "4", rent: "1400", lhaRate: "1400", earnings: "0" });
  await calculate(page);
  // 424.90 + 4 × 303.94 + 1,400 = 3,040.66; with Child Benefit (80.75 × 52 ÷ 12 = 349.92)
  // 3,390.58, against the cap of 1,835.00.
  await expect(result(page, "maximumAward")).toHaveText("£3,040.66");
  await expect(result(page, "childBenefitMonthly")).toHaveText("£349.92");
  await expect(result(page, "benefitCapReduction")).toHaveText("£1,555.58");
  await expect(result(page, "universalCreditMonthly")).toHaveText("£1,485.08");
  await expect(line(page, /^Benefit cap: £3,390\.58 of benefits/)).toHaveText("−£1,555.58");
});

test("savings of £20,000 give no Universal Credit, and the page says why", async ({ page }) => {
  await open(page, PATH);
  await fillFields(page, { children: "1", earnings: "0", savings: "£20,000" });
  await calculate(page);
  await expect(result(page, "universalCreditMonthly")).toHaveText("£0.00");
  await expect(result(page, "noAwardBecause")).toHaveText(
    "No Universal Credit is paid with savings over £16,000: the law expects savings that large to be used first. Child Benefit does not depend on savings.",
  );
  await expect(result(page, "childBenefitMonthly")).toHaveText("£117.22");
});

test("a count of children that is not whole, and earnings that are not a figure, are messages at their fields", async ({
  page,
}) => {
  await open(page, PATH);
  await fillFields(page, { children: "2.5", earnings: "0" });
  await calculate(page);
  const children = "Please enter the number of children as a whole number from 0 to 12.";
  await expect(page.getByRole("alert").filter({ hasText: children })).toBeVisible();
  await expect(field(page, "children")).toHaveAttribute("aria-invalid", "true");

  await fillFields(page, { children: "2", earnings: "lots" });
  await calculate(page);
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Please enter your household's earnings as a number" }),
  ).toBeVisible();
  await expect(field(page, "earnings")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("body")).not.toContainText(/NaN|Infinity/);
});

test("take-home pay of £30,000 with Plan 1 links here with £2,093.45, the pay before the loan", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, "/calculators/take-home-pay");
  await page.locator('[name="studentLoan"]').selectOption("plan1");
  await fillFields(page, { grossPay: "30000" });
  await calculate(page);
  // 30,000 − 3,484.20 tax − 1,394.40 NI = 25,121.40 a year; ÷ 12 = 2,093.45.
  await page
    .getByRole("link", {
      name: "What Universal Credit and Child Benefit £2,093.45 a month of earnings leaves you, in the Universal Credit and Child Benefit Calculator",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Universal Credit and Child Benefit Calculator",
  );
  await expect(field(page, "earnings")).toHaveValue("2093.45");
  // Single, 25 or over: 424.90 less 55% of 2,093.45 (1,151.40) is below 0.
  await expect(result(page, "universalCreditMonthly")).toHaveText("£0.00");
  expect(errors).toEqual([]);
});

test("a saved estimate fills the monthly sheet's Benefits row, counted in what is left over", async ({
  page,
}) => {
  await open(page, PATH);
  await page.locator('[name="housing"]').selectOption("private-rent");
  await fillFields(page, { children: "1", rent: "800", lhaRate: "750", earnings: "1200" });
  await calculate(page);
  await expect(result(page, "totalSupportMonthly")).toHaveText("£1,170.91");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your inputs have been saved.")).toBeVisible();

  await open(page, "/my-costs");
  await expect(field(page, "monthlyBenefits")).toHaveValue("1170.91");
  await expect(page.locator("#field-monthlyBenefits-note")).toHaveText(
    "From your saved Universal Credit and Child Benefit Calculator: its Universal Credit and Child Benefit a month.",
  );
  await fillFields(page, { monthlyIncomeAfterTax: "1200", housing: "800", otherCosts: "900" });
  await calculate(page);
  // 1,200 + 1,170.91 − (800 + 900) = 670.91.
  await expect(result(page, "leftOver")).toHaveText("£670.91");
});

test("the rent calculator points to it beside income", async ({ page }) => {
  await open(page, "/calculators/rent-affordability");
  await expect(field(page, "monthlyIncomeAfterTax")).toHaveAccessibleDescription(
    /Add Universal Credit and Child Benefit if you get them/,
  );
  await fillFields(page, { monthlyIncomeAfterTax: "2000" });
  await calculate(page);
  await page
    .getByRole("link", {
      name: "work them out in the Universal Credit and Child Benefit Calculator",
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
});
