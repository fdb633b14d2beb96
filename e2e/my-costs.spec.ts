import { expect, type Page, test } from "@playwright/test";
import { importApp } from "./app";
import { expectNoAxeViolations, fillFields, offSite, open } from "./site";

const { workedExamples } = await importApp<typeof import("../app/calculators/examples")>(
  "/app/calculators/examples.ts",
);
const example = <K extends keyof typeof workedExamples>(key: K, name: string) => {
  const found = workedExamples[key].find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${key} has no worked example "${name}"`);
  return found.inputs as Record<string, string>;
};

const result = (page: Page, key: string) => page.locator(`[data-result="${key}"]`);
const field = (page: Page, key: string) => page.locator(`[name="${key}"]`);
const note = (page: Page, key: string) => page.locator(`#field-${key}-note`);

test("the sheet filled from a saved mortgage and a saved energy bill, worked by hand, saved and shared", async ({
  page,
  browser,
  baseURL,
}) => {
  const leaving = offSite(page, baseURL!);
  await open(page, "/calculators/mortgage-payment");
  await fillFields(
    page,
    example("mortgage-payment", "£180,000 at 4.5% over 30 years with council tax and insurance"),
  );
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // 912.03 repayment + 1,980 ÷ 12 = 165.00 council tax + 360 ÷ 12 = 30.00 insurance
  await expect(result(page, "estimatedMonthlyTotal")).toHaveText("£1,107.03");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your inputs have been saved.")).toBeVisible();

  await open(page, "/calculators/energy-bill");
  await page.getByRole("radio", { name: "I know my usage (kWh)" }).check();
  const { usageMode: _known, ...usage } = example(
    "energy-bill",
    "Known usage: 2,500 kWh of electricity and 9,500 kWh of gas a year at the July 2026 cap rates",
  );
  await fillFields(page, usage);
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // Electricity 208.333 kWh × 0.2611 + 0.5719 × 365 ÷ 12 = 71.7910; gas 791.667 × 0.0733 +
  // 0.2904 × 365 ÷ 12 = 66.8622; together 138.6532.
  await expect(result(page, "totalMonthlyBill")).toHaveText("£138.65");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your inputs have been saved.")).toBeVisible();

  // Every calculator's results lead to the sheet.
  await page.getByRole("link", { name: "Your monthly costs" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your monthly costs");
  await expect(field(page, "housing")).toHaveValue("1107.03");
  await expect(field(page, "energy")).toHaveValue("138.65");
  await expect(note(page, "housing")).toHaveText(
    "From your saved Mortgage Payment Calculator: its monthly total with council tax and insurance.",
  );
  await expect(note(page, "housing").getByRole("link")).toHaveAttribute(
    "href",
    "/calculators/mortgage-payment",
  );
  await expect(note(page, "energy")).toHaveText(
    "From your saved Energy Bill Estimator: its estimated monthly bill.",
  );
  for (const blank of ["monthlyIncomeAfterTax", "travel", "otherCosts"])
    await expect(field(page, blank)).toHaveValue("");

  await fillFields(page, { monthlyIncomeAfterTax: "3,200", otherCosts: "650" });
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // 1,107.03 + 138.65 + 650 = 1,895.68; 3,200 − 1,895.68 = 1,304.32; 1,895.68 ÷ 3,200 = 59.24%;
  // 1,107.03 ÷ 3,200 = 34.59%; 138.65 ÷ 3,200 = 4.33%; 650 ÷ 3,200 = 20.31%.
  await expect(result(page, "monthlyTotal")).toHaveText("£1,895.68");
  await expect(result(page, "leftOver")).toHaveText("£1,304.32");
  await expect(result(page, "totalSharePct")).toHaveText("59.2%");
  await expect(result(page, "housingSharePct")).toHaveText("34.6%");
  await expect(result(page, "energySharePct")).toHaveText("4.3%");
  await expect(result(page, "otherCostsSharePct")).toHaveText("20.3%");
  await expect(result(page, "travelSharePct")).toHaveCount(0);

  await expectNoAxeViolations(page, { everyRule: true });
  await page.emulateMedia({ media: "print" });
  const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g), "pages printed").toHaveLength(1);
  await page.emulateMedia({ media: "screen" });

  // A figure typed over is the visitor's; the calculator's is one press away.
  await field(page, "housing").fill("950");
  await expect(note(page, "housing")).toContainText(
    "Your saved Mortgage Payment Calculator gives £1107.03",
  );
  await page.getByRole("button", { name: "Use £1107.03" }).click();
  await expect(field(page, "housing")).toHaveValue("1107.03");

  // Saved, the sheet opens as it was left. (The energy bill's toast may still be showing too.)
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your inputs have been saved.").last()).toBeVisible();
  await open(page, "/my-costs");
  await expect(field(page, "monthlyIncomeAfterTax")).toHaveValue("3,200");
  await expect(field(page, "otherCosts")).toHaveValue("650");
  await expect(field(page, "housing")).toHaveValue("1107.03");

  // The link carries the figures on the sheet, which a fresh browser shows as they were sent.
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(result(page, "monthlyTotal")).toHaveText("£1,895.68");
  await expect(page).toHaveURL(/[?&]housing=1107\.03(&|$)/);
  // The sheet's results do not offer a link to the sheet itself, as a calculator's do.
  await expect(
    page
      .getByRole("region", { name: "Your results" })
      .getByRole("link", { name: "Your monthly costs" }),
  ).toHaveCount(0);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await open(other, page.url());
  await expect(result(other, "monthlyTotal")).toHaveText("£1,895.68");
  await expect(result(other, "leftOver")).toHaveText("£1,304.32");
  await expect(field(other, "energy")).toHaveValue("138.65");
  await expect(other.locator("[data-source]")).toHaveCount(0);
  await fresh.close();

  // Opened here, where the mortgage is saved, a link's blank row stays blank: its figures are the sender's.
  const withoutHousing = new URL(page.url());
  withoutHousing.searchParams.delete("housing");
  await open(page, withoutHousing.pathname + withoutHousing.search);
  // 138.65 + 650, with no housing: £788.65.
  await expect(result(page, "monthlyTotal")).toHaveText("£788.65");
  await expect(note(page, "housing")).toContainText(
    "Your saved Mortgage Payment Calculator gives £1107.03",
  );
  await expect(field(page, "housing")).toHaveValue("");
  expect(leaving).toEqual([]);
});

test("an empty sheet: nothing filled in, a clear message, then a week's rent read as a month's", async ({
  page,
}) => {
  await open(page, "/");
  await page.getByRole("link", { name: "Add Up Your Monthly Costs" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your monthly costs");
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  for (const key of ["monthlyIncomeAfterTax", "housing", "energy", "travel", "otherCosts"])
    await expect(field(page, key)).toHaveValue("");
  await expect(page.locator("[data-source]")).toHaveCount(0);
  await expect(
    page.getByText("Enter your take-home pay and your costs and click Calculate to see results."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  const message = "Please enter your take-home pay or at least one monthly cost.";
  await expect(page.locator("#field-monthlyIncomeAfterTax-error")).toHaveText(`Error: ${message}`);
  await expect(field(page, "monthlyIncomeAfterTax")).toHaveAttribute("aria-invalid", "true");

  await field(page, "housing").fill("£250 a week");
  await expect(note(page, "housing")).toHaveText(
    "Read as £1,083.33 a month (£250 a week × 52 ÷ 12)",
  );
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // 250 × 52 ÷ 12 = 1,083.33, and no take-home pay: 0 − 1,083.33.
  await expect(result(page, "monthlyTotal")).toHaveText("£1,083.33");
  await expect(result(page, "leftOver")).toHaveText("−£1,083.33");
  await expect(result(page, "totalSharePct")).toHaveCount(0);
  await expect(
    page.getByText("Add your take-home pay to see what is left over and each cost's share of it."),
  ).toBeVisible();
  await expect(field(page, "housing")).toHaveValue("£250 a week");
});
