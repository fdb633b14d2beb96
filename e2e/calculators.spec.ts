import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { definitions } from "../app/calculators/definitions";
import { type WorkedExample, workedExamples } from "../app/calculators/examples";
import { calculators } from "../app/calculators/registry";
import { RENT_GUIDANCE_TEXT } from "../app/calculators/rent-affordability/definition";
import type { Field } from "../app/calculators/types";
import { watchErrors } from "./site";

/** Choices first (they change labels and which fields show), then the typed values. */
async function fill(
  page: Page,
  fields: readonly Field[],
  inputs: Readonly<Record<string, string>>,
) {
  const form = page.locator("form");
  const ordered = [...fields].sort(
    (a, b) => Number(a.kind === "number") - Number(b.kind === "number"),
  );
  for (const field of ordered) {
    const value = inputs[field.key];
    if (value === undefined) continue;
    const control = form.locator(`[name="${field.key}"]`);
    if ((await control.count()) === 0) continue; // hidden by another input's value
    if (field.kind === "select") await control.selectOption(value);
    else if (field.kind === "radio")
      await form.locator(`[name="${field.key}"][value="${value}"]`).check();
    else if (field.kind === "checkbox") await control.setChecked(value === "true");
    else await control.fill(value);
  }
}

async function expectResults(page: Page, expected: WorkedExample["expected"]) {
  for (const [key, value] of Object.entries(expected)) {
    await expect(page.locator(`[data-result="${key}"]`), key).toHaveText(value);
  }
}

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
  const [example, second, ...others] = workedExamples[calculator.key];

  test.describe(calculator.name, () => {
    test("calculates the worked examples, and announces and focuses the results", async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(calculator.path);
      await expect(
        page.getByText(/^Enter .+ and click (Calculate|Compare) to see results\.$/),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Share these results" })).toHaveCount(0);
      for (const worked of [example!, second!]) {
        await fill(page, definition.fields, worked.inputs);
        await expectNotes(page, definition.fields, worked.notes);
        await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
        await expectResults(page, worked.expected);
        if (worked.verdict)
          await expect(page.locator('[data-result="verdict"]')).toHaveText(worked.verdict);
        if (worked.guidance) {
          await expect(page.locator('[data-result="guidance"]')).toHaveText(
            RENT_GUIDANCE_TEXT[worked.guidance],
          );
        }
      }
      await expect(page.getByRole("heading", { name: "Your results" })).toBeFocused();
      await expect(page.getByRole("heading", { name: "Share these results" })).toBeVisible();
      expect(errors).toEqual([]);
    });

    if (others.length > 0) {
      test("calculates its other worked examples, each from a fresh page, with the notes shown as typed; axe clean and one printed page", async ({
        page,
      }) => {
        for (const worked of others) {
          await page.goto(calculator.path);
          await fill(page, definition.fields, worked.inputs);
          // Before any calculation: the note follows what is typed.
          await expectNotes(page, definition.fields, worked.notes);
          await page
            .getByRole("button", { name: definition.page.actionLabel, exact: true })
            .click();
          await expectResults(page, worked.expected);
          if (worked.verdict)
            await expect(page.locator('[data-result="verdict"]')).toHaveText(worked.verdict);
          await expectNotes(page, definition.fields, worked.notes);
        }
        // The last example's page, notes and all, is axe clean and prints on one A4 page.
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
        await page.emulateMedia({ media: "print" });
        const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
        expect(pdf.match(/\/Type\s*\/Page[^s]/g), "pages in the printed PDF").toHaveLength(1);
      });
    }

    test("rejects invalid input with the toast and an error tied to the field, keeping the last result", async ({
      page,
    }) => {
      await page.goto(calculator.path);
      const firstRequired = definition.fields.find(
        (field) => field.kind === "number" && !field.optional,
      )!;
      await fill(page, definition.fields, example!.inputs);
      await page.locator("form").locator(`[name="${firstRequired.key}"]`).press("Enter");
      const [resultKey, resultValue] = Object.entries(example!.expected)[0]!;
      await expect(page.locator(`[data-result="${resultKey}"]`)).toHaveText(resultValue);

      await page.locator(`[name="${firstRequired.key}"]`).fill("abc");
      await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
      const message = definition.calculate({ ...example!.inputs, [firstRequired.key]: "abc" });
      if (message.ok) throw new Error("expected the example to become invalid");
      await expect(page.getByRole("alert").filter({ hasText: message.message })).toBeVisible();
      await expect(page.getByText("Invalid Input").first()).toBeVisible();
      const input = page.locator(`[name="${firstRequired.key}"]`);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(
        new RegExp(message.message.replace(/[.()]/g, "\\$&")),
      );
      await expect(page.locator(`[data-result="${resultKey}"]`)).toHaveText(resultValue);
      await expect(page.locator("body")).not.toContainText(/NaN|Infinity/);
    });

    test("saves, restores after a reload, and resets", async ({ page }) => {
      await page.goto(calculator.path);
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
        await page.evaluate(
          (key) => localStorage.getItem(`costwise:${key}:inputs`),
          calculator.key,
        ),
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
      await page.goto(calculator.path);
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
      await page.goto(calculator.path);
      await fill(page, definition.fields, example!.inputs);
      await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
      await expect(page).toHaveURL(/\?v=1&/);
      const sharedUrl = page.url();
      const fresh = await browser.newContext();
      const other = await fresh.newPage();
      await other.goto(sharedUrl);
      await expectResults(other, example!.expected);
      await fresh.close();
    });

    test("has zero axe violations with results, share block and extras shown, at phone and desktop widths", async ({
      page,
    }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(calculator.path);
        await fill(page, definition.fields, example!.inputs);
        await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
        await expect(page.getByRole("heading", { name: "Share these results" })).toBeVisible();
        await page.locator("details").evaluateAll((all) => {
          for (const details of all) (details as HTMLDetailsElement).open = true;
        });
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(violations.map((v) => `${width}px ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
      }
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
      await page.goto(calculator.path);
      await fill(page, definition.fields, example!.inputs);
      await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
      await expectResults(page, example!.expected);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(
        page.getByText("Your browser did not allow saving. Your inputs are still on the page."),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("prints the result without the site's chrome or buttons", async ({ page }) => {
      await page.goto(calculator.path);
      await fill(page, definition.fields, example!.inputs);
      await page.getByRole("button", { name: definition.page.actionLabel, exact: true }).click();
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("button", { name: "Save" })).toBeHidden();
      await expect(
        page.locator(`[data-result="${Object.keys(example!.expected)[0]}"]`),
      ).toBeVisible();
      const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page[^s]/g), "pages in the printed PDF").toHaveLength(1);
    });
  });
}

test("a fuel price typed as the pump shows it is read as pence, and the note follows the typing", async ({
  page,
}) => {
  await page.goto("/calculators/fuel-cost");
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

test("an EV link from before the petrol price unit opens as it did: mpg with a price per gallon", async ({
  page,
}) => {
  const [first] = workedExamples["ev-charging"];
  expect(first!.inputs).not.toHaveProperty("priceUnit");
  const filled = Object.entries(first!.inputs).filter(([, value]) => value !== "");
  await page.goto(`/calculators/ev-charging?${new URLSearchParams([["v", "1"], ...filled])}`);
  await expectResults(page, first!.expected);
  await expect(page.locator('[name="priceUnit"]')).toHaveValue("gallon");
  await expect(page.getByLabel("Petrol price (£ per gallon)")).toHaveValue(
    first!.inputs.petrolPrice!,
  );
});

test("the home page lists recently used calculators, newest first, at most three", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Recently Used Calculators" })).toHaveCount(0);
  const saves = ["fuel-cost", "rent-affordability", "energy-bill", "moving-cost"];
  await page.evaluate((keys) => {
    keys.forEach((key, index) => {
      const savedAt = new Date(Date.UTC(2025, 0, 1 + index)).toISOString();
      localStorage.setItem(`costwise:${key}:inputs`, JSON.stringify({ savedAt, inputs: {} }));
    });
  }, saves);
  await page.reload();
  const strip = page.getByRole("region", { name: "Recently Used Calculators" });
  await expect(strip.getByRole("link")).toHaveText([
    "Moving Cost Calculator",
    "Energy Bill Estimator",
    "Rent Affordability Calculator",
  ]);
});
