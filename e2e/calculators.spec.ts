import { expect, type Page, test } from "@playwright/test";
import type { WorkedExample } from "../app/calculators/examples";
import type { CalculatorKey } from "../app/calculators/registry";
import type { RentGuidance } from "../app/calculators/rent-affordability/calculate";
import { defaultInputs, type Field } from "../app/calculators/types";
import { FIGURES } from "../app/reference/figures";
import { importApp } from "./app";
import { expectNoAxeViolations, holdScripts, open, ready, watchErrors } from "./site";

const { definitions } = await importApp<typeof import("../app/calculators/definitions")>(
  "/app/calculators/definitions.ts",
);
const { workedExamples } = await importApp<typeof import("../app/calculators/examples")>(
  "/app/calculators/examples.ts",
);
const { calculators } = await importApp<typeof import("../app/calculators/registry")>(
  "/app/calculators/registry.ts",
);

/**
 * Choices first (they change labels and which fields show), then the typed values. With
 * `fromDefaults`, a field the inputs leave out takes its default, as the unit tests calculate it.
 */
async function fill(
  page: Page,
  fields: readonly Field[],
  given: Readonly<Record<string, string>>,
  { fromDefaults = false } = {},
) {
  const inputs = fromDefaults ? { ...defaultInputs(fields), ...given } : given;
  const ordered = [...fields].sort(
    (a, b) => Number(a.kind === "number") - Number(b.kind === "number"),
  );
  const hidden: Field[] = [];
  for (const field of ordered) {
    const value = inputs[field.key];
    if (value === undefined) continue;
    if (!(await setField(page, field, value))) hidden.push(field);
  }
  // A choice shown only once a figure is typed (how a pension is taken) is made after it.
  for (const field of hidden) await setField(page, field, inputs[field.key]!);
}

/** Sets one field; false when it is not shown (hidden by another input's value). */
async function setField(page: Page, field: Field, value: string) {
  const form = page.locator("form");
  const control = form.locator(`[name="${field.key}"]`);
  if ((await control.count()) === 0) return false;
  if (field.kind === "select") await control.selectOption(value);
  else if (field.kind === "radio")
    await form.locator(`[name="${field.key}"][value="${value}"]`).check();
  else if (field.kind === "checkbox") await control.setChecked(value === "true");
  else await control.fill(value);
  return true;
}

/** Every collapsible part of the page opened, so that axe sees what it holds. */
async function openEveryPart(page: Page) {
  await page.locator("details").evaluateAll((all) => {
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });
}

async function expectResults(page: Page, expected: WorkedExample["expected"]) {
  for (const [key, value] of Object.entries(expected)) {
    await expect(page.locator(`[data-result="${key}"]`), key).toHaveText(value);
  }
}

/** The rent calculator's guidance, as the page words it (docs/product.md's three bands, and no room left). */
const RENT_GUIDANCE: Record<RentGuidance, string> = {
  within:
    "This is within the commonly recommended 30% of take-home pay. Most landlords will accept this.",
  "slightly-above":
    "This is slightly above the 30% guideline but should be manageable with careful budgeting.",
  above:
    "This is above typical guidelines. You may face questions in landlord affordability checks, or find the budget tight each month.",
  "no-room":
    "Your debt repayments take up this whole share of your pay, so it leaves nothing for rent. Paying debts down first, or a larger share, would change that.",
};

/** What each calculator says when its first required figure is "abc": the field, and an example. */
const CANNOT_READ_FIRST_FIELD: Record<CalculatorKey, string> = {
  "rent-affordability":
    "Please enter your monthly take-home pay as a number, for example 250 or £250 a month.",
  "mortgage-payment": "Please enter the loan amount as a number, for example 1,250.",
  "fuel-cost": "Please enter the distance as a number, for example 10,000.",
  "ev-charging": "Please enter the EV's consumption as a number, for example 33.",
  "energy-bill": "Please enter the floor area as a number, for example 2,600.",
  "moving-cost": "Please enter the distance as a number, for example 450.",
  "mortgage-affordability":
    "Please enter your yearly income as a number, for example 250 or £250 a year.",
  "stamp-duty": "Please enter the price of the home as a number, for example 1,250.",
  "take-home-pay": "Please enter your pay before tax as a number, for example 250 or £250 a year.",
  "universal-credit":
    "Please enter your household's earnings as a number, for example 250 or £250 a month.",
  childcare: "Please enter the number of children as a number, for example 2.",
};

const pattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** The note under each number field (a price read as pence) is the expected one, or absent. */
async function expectNotes(
  page: Page,
  fields: readonly Field[],
  notes: WorkedExample["notes"] = {},
) {
  for (const field of fields) {
    if (field.kind !== "number") continue;
    const note = page.locator(`#field-${field.key}-note`);
    const expected = notes[field.key];
    if (!expected) {
      await expect(note, field.key).toHaveCount(0);
      continue;
    }
    await expect(note, field.key).toHaveText(expected);
    await expect(page.locator(`[name="${field.key}"]`)).toHaveAccessibleDescription(
      pattern(expected),
    );
  }
}

for (const calculator of calculators) {
  const definition = definitions[calculator.key];
  const examples = workedExamples[calculator.key];
  const [example] = examples;

  test.describe(calculator.name, () => {
    test("calculates every worked example, announces and focuses the results, and with them shown has zero axe violations at phone and desktop widths", async ({
      page,
    }) => {
      test.setTimeout(60_000 + examples.length * 4_000);
      const errors = watchErrors(page);
      await open(page, calculator.path);
      await expect(
        page.getByText(/^Enter .+ and click (Calculate|Compare) to see results\.$/),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Share these results" })).toHaveCount(0);
      for (const worked of examples) {
        await fill(page, definition.fields, worked.inputs, { fromDefaults: true });
        await expectNotes(page, definition.fields, worked.notes);
        await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
        await expectResults(page, worked.expected);
        if (worked.verdict)
          await expect(page.locator('[data-result="verdict"]')).toHaveText(worked.verdict);
        if (worked.guidance) {
          await expect(page.locator('[data-result="guidance"]')).toHaveText(
            RENT_GUIDANCE[worked.guidance],
          );
        }
      }
      await expect(page.getByRole("heading", { name: "Your results" })).toBeFocused();
      await expect(page.getByRole("heading", { name: "Share these results" })).toBeVisible();
      expect(errors).toEqual([]);

      // With the last result, its extras (every part opened) and the share block shown.
      await openEveryPart(page);
      await expectNoAxeViolations(page);
    });

    test("rejects invalid input with the toast and an error tied to the field, keeping the last result", async ({
      page,
    }) => {
      await open(page, calculator.path);
      const firstRequired = definition.fields.find(
        (field) => field.kind === "number" && !field.optional,
      )!;
      await fill(page, definition.fields, example!.inputs);
      await page.locator("form").locator(`[name="${firstRequired.key}"]`).press("Enter");
      const [resultKey, resultValue] = Object.entries(example!.expected)[0]!;
      await expect(page.locator(`[data-result="${resultKey}"]`)).toHaveText(resultValue);

      await page.locator(`[name="${firstRequired.key}"]`).fill("abc");
      await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
      const message = CANNOT_READ_FIRST_FIELD[calculator.key];
      await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
      await expect(page.getByText("Invalid Input").first()).toBeVisible();
      const input = page.locator(`[name="${firstRequired.key}"]`);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(pattern(message));
      await expect(page.locator(`[data-result="${resultKey}"]`)).toHaveText(resultValue);
      await expect(page.locator("body")).not.toContainText(/NaN|Infinity/);
    });
  });
}

/**
 * What every calculator shares (saving, restoring, resetting, corrupted or blocked storage, shared
 * links, printing) is one page and one state machine (calculator-ui/, unit-tested there): in the
 * browser it is tested once, on the fuel cost calculator.
 */
test.describe("what every calculator shares, on the fuel cost calculator", () => {
  const calculator = calculators.find(({ key }) => key === "fuel-cost")!;
  const definition = definitions[calculator.key];
  const examples = workedExamples[calculator.key];
  const [example] = examples;

  test("a calculation is in the address, so back from another page brings it back", async ({
    page,
  }) => {
    await open(page, calculator.path);
    await fill(page, definition.fields, example!.inputs);
    await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
    await expectResults(page, example!.expected);
    await page.getByRole("link", { name: "View Guides" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete Guides Library");
    await page.goBack();
    await expect(page).toHaveURL(/\/calculators\/fuel-cost\?v=1&/);
    await expectResults(page, example!.expected);
  });

  test("saves, restores after a reload, and resets", async ({ page }) => {
    await open(page, calculator.path);
    await fill(page, definition.fields, example!.inputs);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your inputs have been saved.")).toBeVisible();
    const stored = await page.evaluate(
      (key) => localStorage.getItem(`costwise:${key}:inputs`),
      calculator.key,
    );
    expect(JSON.parse(stored!).inputs).toMatchObject(
      Object.fromEntries(
        Object.entries(example!.inputs).filter(([key]) =>
          definition.fields.some((f) => f.key === key),
        ),
      ),
    );

    await page.reload();
    await ready(page);
    const firstNumber = definition.fields.find(
      (field) => field.kind === "number" && example!.inputs[field.key],
    )!;
    await expect(page.locator(`[name="${firstNumber.key}"]`)).toHaveValue(
      example!.inputs[firstNumber.key]!,
    );

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByText("All inputs have been cleared.")).toBeVisible();
    await expect(page.locator(`[name="${firstNumber.key}"]`)).toHaveValue(firstNumber.default);
    expect(
      await page.evaluate((key) => localStorage.getItem(`costwise:${key}:inputs`), calculator.key),
    ).toBeNull();
    await expect(page.getByText(/to see results\.$/)).toBeVisible();
  });

  test("ignores corrupted saved inputs and keeps the defaults", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => warnings.push(message.text()));
    await page.addInitScript(
      (key) => localStorage.setItem(`costwise:${key}:inputs`, "{not json"),
      calculator.key,
    );
    await open(page, calculator.path);
    await expect
      .poll(() => warnings.some((text) => text.includes("Failed to load saved inputs")))
      .toBe(true);
    for (const field of definition.fields.filter((f) => f.kind === "number")) {
      const control = page.locator(`[name="${field.key}"]`);
      if (await control.count()) await expect(control).toHaveValue(field.default);
    }
  });

  test("a shared link opened in a fresh browser shows the same result", async ({
    page,
    browser,
  }) => {
    await open(page, calculator.path);
    await fill(page, definition.fields, example!.inputs);
    await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
    await expect(page).toHaveURL(/\?v=1&/);
    const sharedUrl = page.url();
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await open(other, sharedUrl);
    await expectResults(other, example!.expected);
    await fresh.close();
  });

  test("keeps working when the browser blocks storage", async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await open(page, calculator.path);
    await fill(page, definition.fields, example!.inputs);
    await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
    await expectResults(page, example!.expected);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("Your browser did not allow saving. Your inputs are still on the page."),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("prints each worked example's result on one A4 page, without the site's chrome or buttons", async ({
    page,
  }) => {
    await open(page, calculator.path);
    for (const worked of examples) {
      await page.emulateMedia({ media: "screen" });
      await fill(page, definition.fields, worked.inputs, { fromDefaults: true });
      await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("button", { name: "Save" })).toBeHidden();
      await expectResults(page, worked.expected);
      const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page[^s]/g), `pages printed for ${worked.name}`).toHaveLength(1);
    }
  });
});

test("a fuel price typed as the pump shows it is read as pence, and the note follows the typing", async ({
  page,
}) => {
  await open(page, "/calculators/fuel-cost");
  await page.locator('[name="priceUnit"]').selectOption("litre");
  const price = page.locator('[name="fuelPrice"]');
  const note = page.locator("#field-fuelPrice-note");
  await price.pressSequentially("13");
  await expect(note).toHaveCount(0); // £13 a litre could be pounds
  await price.pressSequentially("9.9");
  await expect(note).toHaveText("Read as 139.9p a litre (£1.399)");
  await expect(price).toHaveAccessibleDescription(/Read as 139\.9p a litre \(£1\.399\)/);
  await price.fill("140p");
  await expect(note).toHaveCount(0);
});

test("the petrol average fills in per litre as the pump shows it, read as pence, with its date", async ({
  page,
}) => {
  await open(page, "/calculators/fuel-cost");
  const button = page.getByRole("button", { name: "Use the petrol average" });
  await expect(button).toHaveAccessibleDescription(
    new RegExp(
      `^The RAC's UK averages ${FIGURES.petrolPrice.period}: petrol ${FIGURES.petrolPrice.value}p a litre`,
    ),
  );
  await button.click();
  await expect(page.locator('[name="priceUnit"]')).toHaveValue("litre");
  await expect(page.locator('[name="fuelPrice"]')).toHaveValue(String(FIGURES.petrolPrice.value));
  const pence = FIGURES.petrolPrice.value as number;
  await expect(page.locator("#field-fuelPrice-note")).toHaveText(
    `Read as ${pence}p a litre (£${pence / 100})`,
  );
});

test("an EV link from before the petrol price unit opens as it did: mpg with a price per gallon", async ({
  page,
}) => {
  const [first] = workedExamples["ev-charging"];
  expect(first!.inputs).not.toHaveProperty("priceUnit");
  const filled = Object.entries(first!.inputs).filter(([, value]) => value !== "");
  await open(page, `/calculators/ev-charging?${new URLSearchParams([["v", "1"], ...filled])}`);
  await expectResults(page, first!.expected);
  await expect(page.locator('[name="priceUnit"]')).toHaveValue("gallon");
  await expect(page.getByLabel("Petrol price (£ per gallon)")).toHaveValue(
    first!.inputs.petrolPrice!,
  );
});

test("the home page lists recently used calculators, newest first, at most three", async ({
  page,
}) => {
  await open(page, "/");
  await expect(page.getByRole("heading", { name: "Recently Used Calculators" })).toHaveCount(0);
  const saves = ["fuel-cost", "rent-affordability", "energy-bill", "moving-cost"];
  await page.evaluate((keys) => {
    keys.forEach((key, index) => {
      const savedAt = new Date(Date.UTC(2025, 0, 1 + index)).toISOString();
      localStorage.setItem(`costwise:${key}:inputs`, JSON.stringify({ savedAt, inputs: {} }));
    });
  }, saves);
  await page.reload();
  await ready(page);
  const strip = page.getByRole("region", { name: "Recently Used Calculators" });
  await expect(strip.getByRole("link")).toHaveText([
    "Moving Cost Calculator",
    "Energy Bill Estimator",
    "Rent Affordability Calculator",
  ]);
});

test.describe("Mortgage deals and repayment types", () => {
  const mortgage = definitions["mortgage-payment"];
  const path = "/calculators/mortgage-payment";
  /** Every new field shown at once: a deal, part and part, and an overpayment. */
  const everything = {
    loanAmount: "250000",
    interestRatePct: "4.5",
    termYears: "25",
    dealYears: "2",
    revertRatePct: "7.5",
    repaymentType: "part-and-part",
    interestOnlyAmount: "100000",
    propertyTaxPerYear: "1,980",
    homeInsurancePerYear: "360",
    monthlyOverpayment: "150",
  };

  test("shows the rate after the deal once a deal length is typed, and the interest-only part only for part and part", async ({
    page,
  }) => {
    await open(page, path);
    const revert = page.locator('[name="revertRatePct"]');
    const interestOnly = page.locator('[name="interestOnlyAmount"]');
    await expect(revert).toHaveCount(0);
    await expect(interestOnly).toHaveCount(0);
    await page.locator('[name="dealYears"]').fill("2");
    await expect(revert).toBeVisible();
    await expect(page.getByLabel("Interest rate during the deal")).toBeVisible();
    await page.getByRole("radio", { name: "Interest-only" }).check();
    await expect(interestOnly).toHaveCount(0);
    await page.getByRole("radio", { name: "Part and part" }).check();
    await expect(interestOnly).toBeVisible();
    await page.locator('[name="dealYears"]').fill("");
    await expect(revert).toHaveCount(0);
  });

  test("a deal without the rate after it is an error beside that field", async ({ page }) => {
    await open(page, path);
    await fill(page, mortgage.fields, {
      ...everything,
      revertRatePct: "",
      repaymentType: "repayment",
    });
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    const message =
      "Enter the rate after the deal ends (often the lender's standard variable rate), e.g. 7.5.";
    const revert = page.locator('[name="revertRatePct"]');
    await expect(revert).toHaveAttribute("aria-invalid", "true");
    await expect(revert).toHaveAccessibleDescription(pattern(message));
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  });

  test("a link opens with the deal: both payments, the change and the chart's deal marker", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await open(
      page,
      `${path}?v=1&loanAmount=250000&interestRatePct=4.5&termYears=25&dealYears=2&revertRatePct=7.5`,
    );
    await expect(page.locator('[name="revertRatePct"]')).toHaveValue("7.5");
    await expect(page.locator('[data-result="monthlyPrincipalInterest"]')).toHaveText("£1,389.58");
    await expect(page.locator('[data-result="revertMonthlyPayment"]')).toHaveText("£1,817.20");
    await expect(page.locator('[data-result="paymentChange"]')).toHaveText("+£427.62 a month");
    await expect(
      page.getByRole("img", { name: /rate changing from 4\.5% to 7\.5%/ }),
    ).toBeVisible();
    await expect(page.getByText("Deal ends", { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a link made before deals existed opens exactly as it did", async ({ page }) => {
    await open(page, `${path}?v=1&loanAmount=250000&interestRatePct=5&termYears=25`);
    await expect(page.locator('[data-result="monthlyPrincipalInterest"]')).toHaveText("£1,461.48");
    await expect(page.locator('[data-result="totalPaidOverTerm"]')).toHaveText("£438,442.53");
    await expect(page.locator("[data-result]")).toHaveCount(6);
    await expect(page.getByRole("radio", { name: "Repayment", exact: true })).toBeChecked();
  });

  test("with every new field shown: zero axe violations at phone and desktop widths, and one printed A4 page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, path);
    await fill(page, mortgage.fields, everything);
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.locator('[data-result="stillOwedWithOverpayment"]')).toBeVisible();
    await openEveryPart(page);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: "print" });
    const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g), "pages in the printed PDF").toHaveLength(1);
  });
});

test.describe("Moving Cost Calculator: buying a home", () => {
  const moving = definitions["moving-cost"];
  const buyingExamples = workedExamples["moving-cost"].filter(
    (example) => example.inputs.buying === "true",
  );
  // A first-time buyer in Scotland at £350,000: four bands, and fees.
  const scottish = buyingExamples.find(
    (example) =>
      example.inputs.nation === "scotland" &&
      example.inputs.firstTimeBuyer === "true" &&
      example.inputs.propertyPrice === "350000",
  )!;

  test("a link made before the buying fields existed opens exactly as before", async ({ page }) => {
    await open(
      page,
      "/calculators/moving-cost?v=1&distance=20&distanceUnit=miles&propertySize=2bed&packingService=false&assemblyService=false&storageMonths=0",
    );
    await expect(page.locator("[data-result]")).toHaveText([
      "£561.00",
      "£561.00",
      "£0.00",
      "£0.00",
      "£0.00",
      "£28.050",
    ]);
    await expect(page.getByRole("checkbox", { name: "Buying a home" })).not.toBeChecked();
    await expect(page.locator('[name="propertyPrice"]')).toHaveCount(0);
    await expect(page.getByText("Cost per mile", { exact: true })).toBeVisible();
  });

  test("a purchase shows its tax band by band", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, "/calculators/moving-cost");
    await fill(page, moving.fields, scottish.inputs, { fromDefaults: true });
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expectResults(page, scottish.expected);
    await expect(
      page.getByRole("table", { name: "Land and Buildings Transaction Tax, band by band" }),
    ).toContainText("£175,000 to £250,000");
    expect(errors).toEqual([]);
  });

  test("asks for the price, and will not take a first-time buyer buying an additional home", async ({
    page,
  }) => {
    await open(page, "/calculators/moving-cost");
    await page.locator('[name="distance"]').fill("20");
    await page.getByRole("checkbox", { name: "Buying a home" }).check();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    const price = page.locator('[name="propertyPrice"]');
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveAccessibleDescription(/Please enter the price of the home/);

    await price.fill("250k");
    await page.getByRole("checkbox", { name: "First-time buyer" }).check();
    await page.getByRole("checkbox", { name: "I will own another home as well" }).check();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(
      page.getByRole("checkbox", { name: "I will own another home as well" }),
    ).toHaveAccessibleDescription(/cannot both apply/);
    await expect(page.getByRole("alert").filter({ hasText: "cannot both apply" })).toBeVisible();

    await page.getByRole("checkbox", { name: "First-time buyer" }).uncheck();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    // Higher rates on £250,000: 5% on £125,000 + 7% on £125,000 = £15,000.
    await expect(page.locator('[data-result="propertyTax"]')).toHaveText("£15,000.00");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("saves and restores the buying inputs, and shares them", async ({ page, browser }) => {
    await open(page, "/calculators/moving-cost");
    await fill(page, moving.fields, scottish.inputs, { fromDefaults: true });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your inputs have been saved.")).toBeVisible();
    await page.reload();
    await ready(page);
    await expect(page.getByRole("checkbox", { name: "Buying a home" })).toBeChecked();
    await expect(page.locator('[name="nation"]')).toHaveValue("scotland");
    await expect(page.locator('[name="propertyPrice"]')).toHaveValue(
      scottish.inputs.propertyPrice!,
    );
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expectResults(page, scottish.expected);

    const shared = await browser.newContext();
    const other = await shared.newPage();
    await open(other, page.url());
    await expectResults(other, scottish.expected);
    await shared.close();
  });

  test("has zero axe violations with the buying section and its workings shown", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, "/calculators/moving-cost");
    await fill(page, moving.fields, scottish.inputs, { fromDefaults: true });
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(
      page.getByRole("heading", { name: "How the buying costs are worked out" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("prints the longest purchase (every extra and fee, a supplement) on one A4 page", async ({
    page,
  }) => {
    const additional = buyingExamples.find(
      (example) =>
        example.inputs.nation === "scotland" && example.inputs.additionalProperty === "true",
    )!;
    await open(page, "/calculators/moving-cost");
    await fill(
      page,
      moving.fields,
      {
        ...additional.inputs,
        packingService: "true",
        assemblyService: "true",
        storageMonths: "2",
        storageRate: "100",
        conveyancingFee: "1500",
        surveyFee: "600",
        mortgageFee: "999",
      },
      { fromDefaults: true },
    );
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.locator('[data-result="propertyTax"]')).toHaveText(
      additional.expected.propertyTax!,
    );
    await expect(
      page.getByRole("heading", { name: "How the buying costs are worked out" }),
    ).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("table", { name: /band by band/ })).toBeVisible();
    const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g), "pages in the printed PDF").toHaveLength(1);
  });
});

test.describe("Energy Bill Estimator: known usage, Economy 7 and Ofgem's figures", () => {
  const energy = definitions["energy-bill"];
  const path = "/calculators/energy-bill";
  /** Every new field shown at once: known usage a month, Economy 7, gas. */
  const everything = {
    usageMode: "known",
    usagePeriod: "month",
    electricityKWhPerYear: "300",
    gasKWhPerYear: "900",
    tariff: "economy7",
    electricityRate: "0.31",
    nightRate: "0.14",
    nightSharePct: "35",
    electricityStandingCharge: "0.55",
    gasRate: "0.07",
    gasStandingCharge: "0.30",
  };

  test("shows the home's fields for the estimate, the usage fields once known, and the night fields on Economy 7", async ({
    page,
  }) => {
    await open(page, path);
    const size = page.locator('[name="propertySize"]');
    const usage = page.locator('[name="electricityKWhPerYear"]');
    const night = page.locator('[name="nightRate"]');
    await expect(page.getByRole("radio", { name: "Estimate it from my home" })).toBeChecked();
    await expect(size).toBeVisible();
    await expect(usage).toHaveCount(0);
    await expect(night).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Use Ofgem's typical use" })).toHaveCount(0);

    await page.getByRole("radio", { name: "I know my usage (kWh)" }).check();
    await expect(size).toHaveCount(0);
    await expect(page.locator('[name="usageProfile"]')).toHaveCount(0);
    await expect(usage).toBeVisible();
    await expect(page.getByLabel("Electricity use")).toHaveAccessibleName(
      "Electricity use (in kWh a year)",
    );
    await page.locator('[name="usagePeriod"]').selectOption("month");
    await expect(page.getByLabel("Electricity use")).toHaveAccessibleName(
      "Electricity use (in kWh a month)",
    );

    await page.getByRole("radio", { name: "Economy 7 (day and night rates)" }).check();
    await expect(page.getByLabel("Day unit rate (£ per kWh)")).toBeVisible();
    await expect(night).toBeVisible();
    await expect(page.locator('[name="nightSharePct"]')).toBeVisible();
  });

  test("Ofgem's typical use and the price cap rates fill in with one press each, and give Ofgem's typical bill", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await open(page, path);
    await page.getByRole("radio", { name: "I know my usage (kWh)" }).check();
    await page.locator('[name="usagePeriod"]').selectOption("month");
    await page.locator('[name="electricityKWhPerYear"]').fill("123");
    await page.locator('[name="electricityStandingCharge"]').fill("0.40");

    await page.getByRole("button", { name: "Use Ofgem's typical use", exact: true }).click();
    await expect(page.locator('[name="usagePeriod"]')).toHaveValue("year");
    await expect(page.locator('[name="electricityKWhPerYear"]')).toHaveValue(
      String(FIGURES.tdcvElec.value),
    );
    await expect(page.locator('[name="gasKWhPerYear"]')).toHaveValue(String(FIGURES.tdcvGas.value));
    await expect(page.getByRole("status").filter({ hasText: "Filled in." })).toHaveCount(1);

    const cap = page.getByRole("button", { name: "Fill in the price cap rates" });
    await expect(cap).toHaveAccessibleDescription(
      new RegExp(
        `^Ofgem's price cap ${FIGURES.capElecUnit.period} .*electricity ${FIGURES.capElecUnit.value}p a kWh`,
      ),
    );
    await page.getByRole("button", { name: "Fill in the price cap rates", exact: true }).click();
    for (const [key, id] of [
      ["electricityRate", "capElecUnit"],
      ["electricityStandingCharge", "capElecStanding"],
      ["gasRate", "capGasUnit"],
      ["gasStandingCharge", "capGasStanding"],
    ] as const) {
      await expect(page.locator(`[name="${key}"]`), key).toHaveValue(
        String((FIGURES[id].value as number) / 100),
      );
    }
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    // Ofgem's typical bill is its typical use at the cap's rates, published to the pound.
    const annual = await page.locator('[data-result="annualCost"]').textContent();
    const pounds = Number(annual!.replace(/[£,]/g, ""));
    expect(Math.abs(pounds - (FIGURES.capTypicalBillOctober2026.value as number))).toBeLessThan(1);
    expect(errors).toEqual([]);
  });

  test("on Economy 7 the cap button fills in only the gas figures and leaves the day rate typed", async ({
    page,
  }) => {
    await open(page, path);
    await page.getByRole("radio", { name: "Economy 7 (day and night rates)" }).check();
    await page.locator('[name="electricityRate"]').fill("0.29");
    await page.getByRole("button", { name: "Fill in the price cap rates", exact: true }).click();
    await expect(page.locator('[name="gasRate"]')).toHaveValue(
      String((FIGURES.capGasUnit.value as number) / 100),
    );
    await expect(page.locator('[name="electricityRate"]')).toHaveValue("0.29");
    await expect(page.locator('[name="electricityStandingCharge"]')).toHaveValue("");
  });

  test("a night share out of range is an error beside that field", async ({ page }) => {
    await open(page, path);
    await fill(page, energy.fields, { ...everything, nightSharePct: "120" });
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    const message = "Please enter the share of your electricity used at night, between 0 and 100%.";
    const share = page.locator('[name="nightSharePct"]');
    await expect(share).toHaveAttribute("aria-invalid", "true");
    await expect(share).toHaveAccessibleDescription(pattern(message));
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  });

  test("a link made before these options opens exactly as it did", async ({ page }) => {
    await open(
      page,
      `${path}?v=1&propertySize=800&sizeUnit=sqft&bedrooms=2&occupants=2&usageProfile=average&electricityRate=0.27`,
    );
    await expect(page.locator("[data-result]")).toHaveText([
      "£91.80",
      "£91.80",
      "£0.00",
      "£1,101.60",
      "11.3 kWh",
    ]);
    await expect(page.getByRole("radio", { name: "Estimate it from my home" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Single rate" })).toBeChecked();
  });

  test("saves and restores known usage on Economy 7, and shares it", async ({ page, browser }) => {
    // 300 kWh × (0.65 × 0.31 + 0.35 × 0.14 = 0.2505) = 75.15 + 0.55 × 365 ÷ 12 = 16.73 → 91.88;
    // gas 900 × 0.07 = 63 + 0.30 × 365 ÷ 12 = 9.125 → 72.13; total 164.00 (164.0042)
    const expected = {
      estimatedElectricityMonthly: "£91.88",
      estimatedGasMonthly: "£72.13",
      totalMonthlyBill: "£164.00",
    };
    await open(page, path);
    await fill(page, energy.fields, everything);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your inputs have been saved.")).toBeVisible();
    await page.reload();
    await ready(page);
    await expect(page.getByRole("radio", { name: "I know my usage (kWh)" })).toBeChecked();
    await expect(
      page.getByRole("radio", { name: "Economy 7 (day and night rates)" }),
    ).toBeChecked();
    await expect(page.locator('[name="usagePeriod"]')).toHaveValue("month");
    await expect(page.locator('[name="nightSharePct"]')).toHaveValue("35");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expectResults(page, expected);
    await expect(page.getByText("Electricity per month (300 kWh, 35% at night)")).toBeVisible();

    const shared = await browser.newContext();
    const other = await shared.newPage();
    await open(other, page.url());
    await expectResults(other, expected);
    await shared.close();
  });

  test("with every new field shown: zero axe violations at phone and desktop widths, and one printed A4 page without the buttons", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, path);
    await fill(page, energy.fields, everything);
    await page.getByRole("button", { name: "Use Ofgem's typical use", exact: true }).click();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.locator('[data-result="totalMonthlyBill"]')).toBeVisible();
    await openEveryPart(page);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Fill in the price cap rates" })).toBeHidden();
    const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g), "pages in the printed PDF").toHaveLength(1);
  });
});

test("what is typed before the page's code has started is kept: Calculate afterwards uses it", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/calculators/fuel-cost", { waitUntil: "commit" });
  await page.locator('[name="distance"]').fill("100");
  await page.locator('[name="fuelEconomy"]').fill("50");
  await page.locator('[name="fuelPrice"]').fill("6");
  release();
  await ready(page);
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // 100 miles at 50 mpg and £6.00 a gallon: 2 gallons, £12.00.
  await expect(page.locator('[data-result="estimatedFuelCost"]')).toHaveText("£12.00");
});

test("a Calculate pressed before the page's code has started loses nothing: the page comes back as a link and calculates", async ({
  page,
}) => {
  // The page's scripts are held back until the form has submitted itself the browser's way.
  const release = await holdScripts(page);
  await page.goto("/calculators/fuel-cost", { waitUntil: "commit" });
  await page.locator('[name="distance"]').fill("100");
  await page.locator('[name="fuelEconomy"]').fill("50");
  await page.locator('[name="fuelPrice"]').fill("6");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await page.waitForURL(/\?v=1&/, { waitUntil: "commit" });
  release();
  // 100 miles at 50 mpg and £6.00 a gallon: 2 gallons, £12.00.
  await expect(page.locator('[data-result="estimatedFuelCost"]')).toHaveText("£12.00");
  await expect(page.locator('[name="distance"]')).toHaveValue("100");
});

test("buttons that need the page's code are disabled until it has started, then work", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/calculators/fuel-cost", { waitUntil: "commit" });
  const needCode = ["Save", "Reset", "Download PDF", "Cookie settings"].map((name) =>
    page.getByRole("button", { name, exact: true }),
  );
  for (const button of needCode) await expect(button).toBeDisabled();
  // Calculate works without the code: the form submits itself as a link.
  await expect(page.getByRole("button", { name: "Calculate", exact: true })).toBeEnabled();
  release();
  await ready(page);
  for (const button of needCode) await expect(button).toBeEnabled();
  await page.locator('[name="distance"]').fill("100");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your inputs have been saved.")).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem("costwise:fuel-cost:inputs"));
  expect(JSON.parse(stored!).inputs).toMatchObject({ distance: "100" });
});

test.describe("Stamp Duty Calculator: the three nations and the moving calculator", () => {
  test("asks about residence only in England and Northern Ireland, and shows the surcharge band by band", async ({
    page,
  }) => {
    await open(page, "/calculators/stamp-duty");
    const nonResident = page.getByRole("checkbox", { name: "I am not resident in the UK" });
    await page.locator('[name="propertyPrice"]').fill("£700,000");
    await nonResident.check();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    // HMRC SDLTM09870's case at today's bands, 2 points on each: 2,500 + 5,000 + 7% of 450,000.
    await expect(page.locator('[data-result="propertyTax"]')).toHaveText("£39,000.00");
    const table = page.getByRole("table", { name: "Stamp Duty Land Tax, band by band" });
    await expect(
      table.getByRole("row", { name: "£250,000 to £700,000 7% £31,500.00" }),
    ).toBeVisible();
    await expect(page.getByText(/Non-UK resident surcharge \(from 1 April 2021\)/)).toBeVisible();

    await page.getByRole("combobox", { name: "Where the home is" }).selectOption("wales");
    await expect(nonResident).toHaveCount(0);
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    // Land Transaction Tax: 6% of 175,000 + 7.5% of 300,000 = 10,500 + 22,500.
    await expect(page.locator('[data-result="propertyTax"]')).toHaveText("£33,000.00");
    await expect(
      page.getByRole("table", { name: "Land Transaction Tax, band by band" }),
    ).toBeVisible();
  });

  test("opens the moving calculator with the purchase, which gives the same tax, and links back", async ({
    page,
  }) => {
    await open(page, "/calculators/stamp-duty");
    await page.locator('[name="propertyPrice"]').fill("500000");
    await page.getByRole("combobox", { name: "Where the home is" }).selectOption("scotland");
    await page.getByRole("checkbox", { name: "First-time buyer" }).check();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    // LBTT with the nil band to 175,000: 2% of 75,000 + 5% of 75,000 + 10% of 175,000.
    await expect(page.locator('[data-result="propertyTax"]')).toHaveText("£22,750.00");

    await page.getByRole("link", { name: /in the Moving Cost Calculator$/ }).click();
    await expect(page).toHaveURL(/\/calculators\/moving-cost\?v=1&/);
    // The purchase arrives filled in; the move's distance is the visitor's to give, and waits,
    // with its hint, unmarked.
    const distance = page.locator('[name="distance"]');
    await expect(distance).not.toHaveAttribute("aria-invalid", "true");
    await expect(distance).not.toHaveAccessibleDescription(/Please enter a valid distance/);
    await expect(page.getByRole("checkbox", { name: "First-time buyer" })).toBeChecked();
    await expect(page.locator('[name="propertyPrice"]')).toHaveValue("500000");
    await distance.fill("20");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.locator('[data-result="propertyTax"]')).toHaveText("£22,750.00");

    await page.getByRole("link", { name: /in the Stamp Duty Calculator$/ }).click();
    await expect(page).toHaveURL(/\/calculators\/stamp-duty\?v=1&/);
    await expect(page.locator('[data-result="propertyTax"]')).toHaveText("£22,750.00");
    await expect(page.getByRole("combobox", { name: "Where the home is" })).toHaveValue("scotland");
  });
});

test("the affordability result explains itself and opens the payment and stamp duty calculators with its figures", async ({
  page,
}) => {
  await open(page, "/calculators/mortgage-affordability");
  await page.locator('[name="annualIncome"]').fill("38000");
  await page.locator('[name="secondApplicantIncome"]').fill("29000");
  await page.locator('[name="monthlyCommitments"]').fill("250");
  await page.locator('[name="deposit"]').fill("32000");
  await expect(page.locator('[name="termYears"]')).toHaveCount(0);
  await page.locator('[name="interestRatePct"]').fill("4.8");
  await expect(page.locator('[name="termYears"]')).toHaveValue("25");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // 4.5 × (67,000 − 3,000) = 288,000; + 32,000 = 320,000.
  await expect(page.locator('[data-result="maxLoan"]')).toHaveText("£288,000.00");
  await expect(
    page.getByText(/This is 4\.5 times £64,000\.00, your income after a year/),
  ).toBeVisible();
  await expect(page.getByText(/your deposit is 10\.0% of this price/)).toBeVisible();

  await page.getByRole("link", { name: /^Work out the payment on £288,000\.00/ }).click();
  await expect(page).toHaveURL(/\/calculators\/mortgage-payment\?v=1&/);
  await expect(page.locator('[name="loanAmount"]')).toHaveValue("288000");
  await expect(page.locator('[name="interestRatePct"]')).toHaveValue("4.8");
  // The same repayment as the affordability calculator's: 288,000 at 4.8% over 25 years.
  await expect(page.locator('[data-result="monthlyPrincipalInterest"]')).toHaveText("£1,650.23");

  await page.goBack();
  await page.getByRole("link", { name: "The stamp duty on a £320,000.00 home" }).click();
  await expect(page).toHaveURL(/\/calculators\/stamp-duty\?v=1&/);
  // SDLT on £320,000: 2% of 125,000 + 5% of 70,000 = 2,500 + 3,500.
  await expect(page.locator('[data-result="propertyTax"]')).toHaveText("£6,000.00");
});

// A link the site builds may leave out a figure the calculator needs: the affordability results
// open the payment calculator without a rate when none was given, the stamp duty results open the
// moving calculator without a distance. Such a page opens filled in, with no field marked invalid,
// no message and no "Invalid Input": the missing field waits with its hint. A Calculate press then
// says it, as it always does.
for (const { path, field, message, filled } of [
  {
    path: "/calculators/mortgage-payment?v=1&loanAmount=200000",
    field: "interestRatePct",
    message: "Please enter valid loan amount, interest rate, and term.",
    filled: { loanAmount: "200000" },
  },
  {
    path: "/calculators/moving-cost?v=1&buying=true&propertyPrice=295000&nation=england&firstTimeBuyer=false&additionalProperty=false",
    field: "distance",
    message: "Please enter a valid distance.",
    filled: { propertyPrice: "295000" },
  },
]) {
  test(`a link without a figure it needs opens ${path.split("?")[0]} filled in, no field marked invalid, until Calculate`, async ({
    page,
  }) => {
    await open(page, path);
    // The engine has arrived (nothing is loading), so the link's calculation has been worked out.
    await page.waitForLoadState("networkidle");
    for (const [key, value] of Object.entries(filled))
      await expect(page.locator(`#field-${key}`)).toHaveValue(value);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.locator(`#field-${field}-error`)).toHaveCount(0);
    await expect(page.getByText(message)).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: "Invalid Input" })).toHaveCount(0);
    await expect(page.getByText(/and click Calculate to see results\.$/)).toBeVisible();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    // The alert and the field's message come from one state, in one render.
    await expect(page.getByRole("alert").filter({ hasText: "Invalid Input" })).toContainText(
      message,
    );
    await expect(page.locator(`#field-${field}-error`)).toHaveText(`Error: ${message}`);
    await expect(page.locator(`#field-${field}`)).toHaveAttribute("aria-invalid", "true");
  });
}
