import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { calculatorsByKey, definitions } from "./definitions";
import { workedExamples } from "./examples";
import { loadCalculatorParts } from "./lazy-parts";
import {
  CALCULATOR_KEYS,
  type CalculatorCardContent,
  calculators,
  findCalculator,
} from "./registry";

const folder = (key: string) => new URL(`./${key}/`, import.meta.url);
const calculatorFolders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL("entry.ts", folder(entry.name))))
  .map((entry) => entry.name)
  .sort();

describe("a calculator is its folder", () => {
  it("finds every folder with an entry.ts, each once, by its own name", () => {
    expect([...CALCULATOR_KEYS].sort()).toEqual(calculatorFolders);
    expect(calculatorFolders.length).toBeGreaterThanOrEqual(6);
  });

  it.each(calculatorFolders)("%s has the files every calculator needs", (key) => {
    for (const file of [
      "card.ts",
      "fields.ts",
      "definition.ts",
      "calculate.ts",
      "method.ts",
      "examples.ts",
    ]) {
      expect(existsSync(new URL(file, folder(key))), `${key}/${file}`).toBe(true);
    }
    // Its page, and the island the page hydrates.
    expect(existsSync(new URL(`../pages/calculators/${key}.astro`, import.meta.url))).toBe(true);
    expect(existsSync(new URL(`../views/calculators/${key}.tsx`, import.meta.url))).toBe(true);
  });

  it("gives each calculator its page, definition and worked examples under its own key", () => {
    for (const calculator of calculators) {
      expect(calculator.path).toBe(`/calculators/${calculator.key}`);
      expect(definitions[calculator.key].key).toBe(calculator.key);
      expect(workedExamples[calculator.key].length).toBeGreaterThan(0);
    }
  });

  it("lists them in a fixed order, each with its own place", () => {
    const places = calculators.map((calculator) => calculator.order);
    expect(new Set(places).size).toBe(places.length);
    expect(calculators.slice(0, 6).map((calculator) => calculator.key)).toEqual([
      "rent-affordability",
      "mortgage-payment",
      "fuel-cost",
      "ev-charging",
      "energy-bill",
      "moving-cost",
    ]);
  });
});

describe("finding a calculator, its card and its parts", () => {
  it("finds a calculator by its key, and none by another word", () => {
    for (const calculator of calculators) expect(findCalculator(calculator.key)).toBe(calculator);
    expect(findCalculator("pension")).toBeUndefined();
  });

  const cards = import.meta.glob<CalculatorCardContent>("./*/card.ts", {
    eager: true,
    import: "card",
  });
  it("gives every calculator a card: a sentence of its own and a category its neighbours share", () => {
    expect(Object.keys(cards).sort()).toEqual(calculatorFolders.map((key) => `./${key}/card.ts`));
    const descriptions = Object.values(cards).map((card) => card.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description).toMatch(/^[A-Z].{30,}\.$/);
    const categories = Object.values(cards).map((card) => card.categoryLabel);
    expect(new Set(categories).size).toBeLessThan(categories.length);
    for (const category of categories) expect(category).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });

  it("fetches a calculator's fields and engine by its key, for the monthly sheet", async () => {
    for (const key of CALCULATOR_KEYS) {
      const { fields, engine } = await loadCalculatorParts(key);
      expect(fields).toBe(definitions[key].fields);
      expect(engine.calculate).toBe(calculatorsByKey[key].calculate);
    }
  });
});
