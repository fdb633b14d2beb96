import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, fillFields, offSite, open } from "./site";

const column = (page: Page, scenario: "a" | "b" | "difference") =>
  page.locator(`[data-scenario="${scenario}"]`);

test("a mortgage at two rates: A, B and the difference, kept in the link and reopened in a fresh browser", async ({
  page,
  browser,
  baseURL,
}) => {
  const leaving = offSite(page, baseURL!);
  await open(page, "/calculators/mortgage-payment");
  await fillFields(page, { loanAmount: "200000", interestRatePct: "5", termYears: "25" });
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // 200,000 × r ÷ (1 − (1 + r)^−300), r = 0.05 ÷ 12: £1,169.18.
  await expect(page.locator('[data-result="monthlyPrincipalInterest"]')).toHaveText("£1,169.18");

  await page.getByRole("button", { name: /^Compare with/ }).click();
  await expect(page.getByText(/Change any figures above and press Calculate/)).toBeVisible();
  await page.locator('[name="interestRatePct"]').fill("4.5");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // At 4.5%, r = 0.045 ÷ 12: £1,111.66; B − A = −£57.52.
  const primary = '[data-result="monthlyPrincipalInterest"]';
  await expect(column(page, "a").locator(primary)).toHaveText("£1,169.18");
  await expect(column(page, "b").locator(primary)).toHaveText("£1,111.66");
  await expect(column(page, "difference").locator(primary)).toHaveText("−£57.52");
  // The council tax row is £0.00 in both: no change.
  await expect(column(page, "difference").locator('[data-result="monthlyTax"]')).toHaveText(
    "No change",
  );
  await expect(page).toHaveURL(/[?&]interestRatePct=4\.5&.*a\.interestRatePct=5(&|$)/);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await open(other, page.url());
  await expect(column(other, "a").locator(primary)).toHaveText("£1,169.18");
  await expect(column(other, "b").locator(primary)).toHaveText("£1,111.66");
  await expect(column(other, "difference").locator(primary)).toHaveText("−£57.52");
  await fresh.close();

  // A change after B says B is from the figures before it, as the rows would.
  await page.locator('[name="interestRatePct"]').fill("4");
  await expect(page.locator("[data-results-stale]")).toBeVisible();
  await page.getByRole("button", { name: "Stop comparing" }).click();
  await expect(column(page, "a")).toHaveCount(0);
  await expect(page.locator(primary)).toHaveText("£1,111.66");
  await expect(page).not.toHaveURL(/a\.interestRatePct/);
  expect(leaving).toEqual([]);
});

test("a mortgage overpaid at £250 and at £500 a month: the time saved differs by 4 years", async ({
  page,
}) => {
  await open(page, "/calculators/mortgage-payment");
  await fillFields(page, {
    loanAmount: "180000",
    interestRatePct: "5",
    termYears: "25",
    monthlyOverpayment: "250",
  });
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // £1,052.26 a month (r = 0.05 ÷ 12 over 300 months) plus £250 clears the loan in 207 months:
  // 93 sooner, 7 years 9 months.
  const saved = '[data-result="timeSaved"]';
  await expect(page.locator(saved)).toHaveText("7 years 9 months");
  await page.getByRole("button", { name: /^Compare with/ }).click();
  await page.locator('[name="monthlyOverpayment"]').fill("500");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // Plus £500 it clears in 159 months: 141 sooner, 11 years 9 months. 141 − 93 = 48 months.
  await expect(column(page, "a").locator(saved)).toHaveText("7 years 9 months");
  await expect(column(page, "b").locator(saved)).toHaveText("11 years 9 months");
  await expect(column(page, "difference").locator(saved)).toHaveText("+4 years");
  // The interest saved is labelled by each overpayment, so the difference names both.
  await expect(
    column(page, "difference").getByText(
      "Interest saved by overpaying £500.00 a month (B) less Interest saved by overpaying £250.00 a month (A)",
    ),
  ).toBeVisible();
});

test("fuel at two prices, printed on one page and axe clean at phone and desktop widths", async ({
  page,
}) => {
  await open(page, "/calculators/fuel-cost");
  await page.locator('[name="distance"]').fill("100");
  await page.locator('[name="fuelEconomy"]').fill("50");
  await page.locator('[name="priceUnit"]').selectOption("gallon");
  await page.locator('[name="fuelPrice"]').fill("6");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // 100 miles at 50 mpg is 2 gallons: £12.00 at £6 a gallon, £13.00 at £6.50.
  await expect(page.locator('[data-result="estimatedFuelCost"]')).toHaveText("£12.00");
  await page.getByRole("button", { name: /^Compare with/ }).click();
  await page.locator('[name="fuelPrice"]').fill("6.50");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  const cost = '[data-result="estimatedFuelCost"]';
  await expect(column(page, "a").locator(cost)).toHaveText("£12.00");
  await expect(column(page, "b").locator(cost)).toHaveText("£13.00");
  await expect(column(page, "difference").locator(cost)).toHaveText("+£1.00");

  await expectNoAxeViolations(page, { everyRule: true });
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Stop comparing" })).toBeHidden();
  const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g), "pages printed").toHaveLength(1);
  await page.emulateMedia({ media: "screen" });

  // Reset ends the comparison with everything else.
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(column(page, "a")).toHaveCount(0);
  await expect(
    page.getByText(
      "Enter your distance, fuel economy and fuel price and click Calculate to see results.",
    ),
  ).toBeVisible();
});
