/**
 * The childcare calculator's own cases, its link into the Universal Credit calculator and back, its
 * estimate in the monthly costs sheet beside a typed council tax, and its messages. Every figure is
 * worked by hand from the 2026-27 rules (app/reference/childcare.ts); the generic calculator tests
 * run the worked examples too.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, fillFields, open, watchErrors } from "./site";

const PATH = "/calculators/childcare";
const result = (page: Page, key: string) => page.locator(`[data-result="${key}"]`);
const field = (page: Page, key: string) => page.locator(`[name="${key}"]`);
const calculate = (page: Page) =>
  page.getByRole("button", { name: "Calculate", exact: true }).click();

test("a lone parent in England with a child of 3: £1,190 of nursery, £665 funded, £105 Tax-Free Childcare, £420 to pay; axe clean", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, PATH);
  await fillFields(page, { child1Hours: "40", child1Weeks: "51", child1Rate: "7.00" });
  await calculate(page);
  // 40 × 51 = 2,040 h × £7 = 14,280 ÷ 12 = 1,190; 1,140 h × £7 = 7,980 ÷ 12 = 665; 20% of the
  // 6,300 left = 1,260 ÷ 12 = 105; 5,040 ÷ 12 = 420.
  await expect(result(page, "costMonthly")).toHaveText("£1,190.00");
  await expect(result(page, "fundedHoursMonthly")).toHaveText("£665.00");
  await expect(result(page, "taxFreeChildcareMonthly")).toHaveText("£105.00");
  await expect(result(page, "netWithTaxFreeChildcareMonthly")).toHaveText("£420.00");
  await expect(result(page, "netMonthly")).toHaveText("£420.00");
  await expect(result(page, "verdict")).toHaveText(
    /^Tax-Free Childcare is the help open to you: it adds £105\.00 a month/,
  );
  const year = page.getByRole("table", { name: "Child 1, aged 3 or 4: a year" });
  await expect(
    year.getByRole("row", {
      name: /^Funded: 1,140 of 1,140 hours a year, working parents' 30 hours/,
    }),
  ).toContainText("−£7,980.00");
  await expect(year.getByRole("row", { name: /^Left to pay/ })).toContainText("£6,300.00");
  await page.locator("details").evaluateAll((all) => {
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("only the children asked for are shown, and a couple's two children give £760 funded, £205.67 and £929.33", async ({
  page,
}) => {
  await open(page, PATH);
  await expect(field(page, "child2Hours")).toHaveCount(0);
  await page.getByRole("radio", { name: "My partner and me" }).check();
  await fillFields(page, { children: "2" });
  await expect(field(page, "child2Hours")).toBeVisible();
  await expect(field(page, "child3Hours")).toHaveCount(0);
  await field(page, "child1Age").selectOption("2");
  await field(page, "child2Age").selectOption("5-11");
  await fillFields(page, {
    child1Hours: "50",
    child1Rate: "8",
    child2Hours: "10",
    child2Weeks: "39",
    child2Rate: "6",
  });
  await calculate(page);
  // 1,140 × £8 = 9,120 ÷ 12 = 760; Tax-Free Childcare 2,000 (the first child's most) + 20% of
  // 2,340 = 468, 2,468 ÷ 12 = 205.67; left 13,620 ÷ 12 = 1,135.00 − 205.67 = 929.33.
  await expect(result(page, "fundedHoursMonthly")).toHaveText("£760.00");
  await expect(result(page, "taxFreeChildcareMonthly")).toHaveText("£205.67");
  await expect(result(page, "netWithTaxFreeChildcareMonthly")).toHaveText("£929.33");
  await expect(
    page.getByRole("table", { name: /^Child 1, aged 2: a year/ }).getByRole("row", {
      name: /Tax-Free Childcare: 20%, up to £2,000, reached/,
    }),
  ).toContainText("£2,000.00");
});

test("on Universal Credit the element is the route, and the link opens the UC calculator with £225 of childcare; its results link back", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, PATH);
  await page.getByRole("checkbox", { name: "I get or will claim Universal Credit" }).check();
  await field(page, "child1Age").selectOption("9-months-to-2");
  await fillFields(page, { child1Hours: "30", child1Weeks: "48", child1Rate: "9" });
  await calculate(page);
  // 1,440 − 1,140 = 300 hours × £9 = 2,700 ÷ 12 = 225; 85% = 191.25.
  await expect(result(page, "afterFundedMonthly")).toHaveText("£225.00");
  await expect(result(page, "ucChildcareMonthly")).toHaveText("£191.25");
  await expect(result(page, "taxFreeChildcareMonthly")).toHaveText("£0.00");
  await expect(result(page, "verdict")).toContainText(
    "Tax-Free Childcare cannot be had beside Universal Credit",
  );
  await expect(
    page
      .getByRole("region", { name: "Universal Credit's element, honestly" })
      .getByText(/reaches you in full only while your award is large enough/),
  ).toBeVisible();
  await page
    .getByRole("link", {
      name: "Your own Universal Credit with £225.00 a month of childcare, in the Universal Credit and Child Benefit Calculator",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Universal Credit and Child Benefit Calculator",
  );
  await expect(field(page, "childcareCosts")).toHaveValue("225");
  await expect(field(page, "children")).toHaveValue("1");

  await fillFields(page, { earnings: "1200" });
  await calculate(page);
  await page
    .getByRole("link", {
      name: "Childcare after funded hours, and this element against Tax-Free Childcare, in the Childcare Costs Calculator",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Childcare Costs Calculator");
  await expect(
    page.getByRole("checkbox", { name: "I get or will claim Universal Credit" }),
  ).toBeChecked();
  expect(errors).toEqual([]);
});

test("letters, five children, 200 hours and £500 an hour are messages at their fields, never a figure", async ({
  page,
}) => {
  await open(page, PATH);
  for (const [key, value, message] of [
    [
      "children",
      "five children",
      "Please enter the number of children as a number, for example 2.",
    ],
    ["children", "5", "Please enter the number of children as a whole number from 1 to 4."],
    [
      "child1Hours",
      "200",
      "Child 1's hours of paid childcare must be between 0 hours a week and 168 hours a week.",
    ],
    ["child1Hours", "-4", "Child 1's hours of paid childcare cannot be less than 0."],
    ["child1Rate", "£500", "Child 1's price an hour must be between £0 and £100."],
  ] as const) {
    await fillFields(page, { children: "1", child1Hours: "30", child1Rate: "7", [key]: value });
    await calculate(page);
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(field(page, key)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.locator("body")).not.toContainText(/NaN|Infinity/);
});

test("a saved estimate fills the sheet's Childcare row, and the total counts a typed council tax", async ({
  page,
}) => {
  await open(page, PATH);
  await fillFields(page, { child1Hours: "40", child1Weeks: "51", child1Rate: "7" });
  await calculate(page);
  await expect(result(page, "netMonthly")).toHaveText("£420.00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your inputs have been saved.")).toBeVisible();

  await open(page, "/my-costs");
  await expect(field(page, "childcare")).toHaveValue("420");
  await expect(page.locator("#field-childcare-note")).toHaveText(
    "From your saved Childcare Costs Calculator: what you pay a month after funded hours and Tax-Free Childcare.",
  );
  await fillFields(page, {
    monthlyIncomeAfterTax: "3,400",
    housing: "1,150",
    councilTax: "£1,920 a year",
    energy: "140",
    otherCosts: "700",
  });
  await calculate(page);
  // 1,150 + 1,920 ÷ 12 (160) + 140 + 420 + 700 = 2,570; 3,400 − 2,570 = 830.
  await expect(result(page, "monthlyTotal")).toHaveText("£2,570.00");
  await expect(result(page, "leftOver")).toHaveText("£830.00");
  await expect(result(page, "councilTaxSharePct")).toHaveText("4.7%");
  await expect(result(page, "childcareSharePct")).toHaveText("12.4%");
});
