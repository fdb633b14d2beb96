/**
 * What a visitor types, read the way they mean it (docs/product.md#reading-what-is-typed): notes
 * beside a field as it is typed, a unit switch that converts what is typed, and a result from older
 * figures that says so. The figures are worked by hand in the comments.
 */
import { expect, type Page, test } from "@playwright/test";
import { open } from "./site";

const field = (page: Page, key: string) => page.locator(`[name="${key}"]`);
const result = (page: Page, key: string) => page.locator(`[data-result="${key}"]`);
const press = (page: Page, name: "Calculate" | "Compare") =>
  page.getByRole("button", { name, exact: true }).click();

test("debts typed a week are read as a month's, with a note as they are typed", async ({
  page,
}) => {
  await open(page, "/calculators/rent-affordability");
  await field(page, "monthlyIncomeAfterTax").fill("2,500");
  const debts = field(page, "existingDebtsPerMonth");
  await debts.pressSequentially("£50pw");
  // £50 × 52 ÷ 12 = £216.67 a month.
  const note = page.locator("#field-existingDebtsPerMonth-note");
  await expect(note).toHaveText("Read as £216.67 a month (£50 a week × 52 ÷ 12)");
  await expect(debts).toHaveAccessibleDescription(/Read as £216\.67 a month/);
  await press(page, "Calculate");
  // 30% of £2,500 = £750; £750 − £216.67 = £533.33.
  await expect(result(page, "adjustedMaxRent")).toHaveText("£533.33");

  // "£200pm" is a month already: £750 − £200 = £550, and no note.
  await debts.fill("£200pm");
  await expect(note).toHaveCount(0);
  await press(page, "Calculate");
  await expect(result(page, "adjustedMaxRent")).toHaveText("£550.00");
});

test("a filled optional field that cannot be read is a message at that field, and the last result stays", async ({
  page,
}) => {
  await open(page, "/calculators/rent-affordability");
  await field(page, "monthlyIncomeAfterTax").fill("2500");
  await press(page, "Calculate");
  await expect(result(page, "adjustedMaxRent")).toHaveText("£750.00");
  await field(page, "existingDebtsPerMonth").fill("-200");
  await press(page, "Calculate");
  const message = "Your debt repayments cannot be less than 0. Leave it blank for none.";
  await expect(page.locator("#field-existingDebtsPerMonth-error")).toContainText(message);
  await expect(field(page, "existingDebtsPerMonth")).toHaveAttribute("aria-invalid", "true");
  await expect(result(page, "adjustedMaxRent")).toHaveText("£750.00");
});

test("an interest rate with a decimal comma is read as 4.5%, with a note", async ({ page }) => {
  await open(page, "/calculators/mortgage-payment");
  await field(page, "loanAmount").fill("200000");
  await field(page, "interestRatePct").fill("4,5");
  await expect(page.locator("#field-interestRatePct-note")).toHaveText("Read 4,5 as 4.5");
  await press(page, "Calculate");
  // £200,000 at 4.5% over 25 years: 200,000 × 0.00375 ÷ (1 − 1.00375^−300) = £1,111.66.
  await expect(result(page, "monthlyPrincipalInterest")).toHaveText("£1,111.66");
});

test("fuel: switching units converts what is typed, and the result says it is from the old figures", async ({
  page,
}) => {
  await open(page, "/calculators/fuel-cost");
  await field(page, "distance").fill("100");
  await field(page, "fuelEconomy").fill("45");
  await field(page, "fuelPrice").fill("6.85");
  await press(page, "Calculate");
  // £6.85 a gallon ÷ 45 mpg × 100 miles = £15.22.
  await expect(result(page, "estimatedFuelCost")).toHaveText("£15.22");
  const stale = page.locator("[data-results-stale]");
  await expect(stale).toHaveCount(0);

  await field(page, "economyUnit").selectOption("l100km");
  // 282.481 ÷ 45 mpg = 6.28 L/100km; with L/100km the price is a litre's: £6.85 ÷ 4.54609 = 150.7p.
  await expect(field(page, "fuelEconomy")).toHaveValue("6.28");
  await expect(field(page, "fuelPrice")).toHaveValue("150.7p");
  await expect(stale).toHaveText(
    "These results are for the figures you had before your last change. Press Calculate to update them.",
  );
  await expect(result(page, "estimatedFuelCost")).toHaveText("£15.22");

  await field(page, "distanceUnit").selectOption("km");
  // 100 miles × 1.60934 = 160.9 km.
  await expect(field(page, "distance")).toHaveValue("160.9");
  await press(page, "Calculate");
  // 6.28 × £1.507 ÷ 100 × 1.60934 = £0.15231 a mile; 160.9 km × 0.621371 = 99.98 miles: £15.23,
  // a penny from the rounding of the converted figures.
  await expect(result(page, "estimatedFuelCost")).toHaveText("£15.23");
  await expect(stale).toHaveCount(0);
});

test("fuel: a pump price typed into the per-gallon field is read as pence a litre", async ({
  page,
}) => {
  await open(page, "/calculators/fuel-cost");
  await expect(field(page, "priceUnit")).toHaveValue("gallon");
  await field(page, "distance").fill("100");
  await field(page, "fuelEconomy").fill("45");
  await field(page, "fuelPrice").fill("151.4");
  await expect(page.locator("#field-fuelPrice-note")).toHaveText(
    "Read as 151.4p a litre (£6.883 a gallon)",
  );
  await press(page, "Calculate");
  // £1.514 × 4.54609 = £6.8828 a gallon ÷ 45 mpg × 100 miles = £15.30.
  await expect(result(page, "estimatedFuelCost")).toHaveText("£15.30");
});

test("EV: switching the distance and petrol units converts the consumption, economy and price", async ({
  page,
}) => {
  await open(page, "/calculators/ev-charging");
  await field(page, "evKWhPer100").fill("30");
  await field(page, "electricityPrice").fill("4.99");
  await field(page, "petrolPrice").fill("6.36");
  await field(page, "petrolEconomy").fill("45");
  await press(page, "Compare");
  // £4.99 a kWh is no UK price: questioned, not taken.
  await expect(page.locator("#field-electricityPrice-error")).toContainText(
    "The home electricity price must be between 0p a kWh and £1 a kWh. For pence, type 4.99p.",
  );
  await field(page, "electricityPrice").fill("25p");

  await field(page, "distanceUnit").selectOption("km");
  // 30 kWh per 100 miles ÷ 1.60934 = 18.6 kWh per 100 km.
  await expect(field(page, "evKWhPer100")).toHaveValue("18.6");
  await field(page, "fuelUnit").selectOption("litre");
  // 282.481 ÷ 45 mpg = 6.28 L/100km; £6.36 a gallon ÷ 4.54609 = 139.9p a litre.
  await expect(field(page, "petrolEconomy")).toHaveValue("6.28");
  await expect(field(page, "petrolPrice")).toHaveValue("139.9p");
  await press(page, "Compare");
  // Electric: 18.6 × £0.25 ÷ 100 = £0.0465 a km; petrol: 6.28 × £1.399 ÷ 100 = £0.0879 a km.
  await expect(result(page, "costPerKmEV")).toHaveText("£0.047");
  await expect(result(page, "costPerKmPetrol")).toHaveText("£0.088");
});

test("energy: switching to a month's use and to square metres converts what is typed", async ({
  page,
}) => {
  await open(page, "/calculators/energy-bill");
  await field(page, "propertySize").fill("800");
  await field(page, "sizeUnit").selectOption("sqm");
  // 800 sq ft ÷ 10.764 = 74.3 sq m.
  await expect(field(page, "propertySize")).toHaveValue("74.3");

  await page.locator('[name="usageMode"][value="known"]').check();
  await field(page, "electricityKWhPerYear").fill("2,700 kWh");
  await field(page, "usagePeriod").selectOption("month");
  // 2,700 kWh a year ÷ 12 = 225 kWh a month.
  await expect(field(page, "electricityKWhPerYear")).toHaveValue("225");
});

test("energy: an estimate far below Ofgem's low-use home says so and offers known usage", async ({
  page,
}) => {
  await open(page, "/calculators/energy-bill");
  await field(page, "propertySize").fill("800");
  await field(page, "electricityRate").fill("26.11p");
  await field(page, "gasRate").fill("7.33p");
  await field(page, "electricityStandingCharge").fill("57.19p a day");
  await press(page, "Calculate");
  // Gas: (800 ÷ 8 + 2 × 70) × 12 = 2,880 kWh a year, below a low-use home's 8,000.
  await expect(page.locator('[data-usage-estimate="gas"]')).toHaveText("2,880");
  const below = page.locator("[data-usage-below]");
  await expect(below).toContainText("This estimate's gas use is below even a low-use home's");
  await below.getByRole("link", { name: "I know my usage (kWh)" }).click();
  await expect(page).toHaveURL(/#field-usageMode$/);
});
