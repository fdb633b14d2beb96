import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { guides, scenarios } from "./collections.server";
import { scenarioResults } from "./scenario-results";

const GUIDE_SLUGS = {
  "rent-affordability": [
    "how-much-rent-can-i-afford",
    "what-landlords-look-for",
    "rent-vs-house-share-pros-and-cons",
  ],
  "mortgage-payment": [
    "fixed-vs-variable-rate-explained",
    "how-much-deposit-do-i-need",
    "what-does-my-mortgage-payment-include",
  ],
  "fuel-cost": [
    "how-to-estimate-commute-cost",
    "why-mpg-isnt-the-whole-story",
    "how-driving-style-affects-fuel-cost",
  ],
  "ev-charging": [
    "is-it-cheaper-to-run-an-ev",
    "home-charging-vs-public-charging",
    "how-to-estimate-ev-cost-per-mile",
  ],
  "energy-bill": [
    "how-to-estimate-your-electric-bill",
    "what-uses-most-electricity-at-home",
    "gas-vs-electric-heating-costs",
  ],
  "moving-cost": [
    "how-much-does-it-cost-to-move-house",
    "van-hire-vs-professional-movers",
    "hidden-costs-of-moving",
  ],
  "mortgage-affordability": [
    "how-lenders-decide-what-you-can-borrow",
    "deposits-and-loan-to-value",
  ],
  "stamp-duty": ["stamp-duty-for-first-time-buyers", "second-homes-and-buying-from-abroad"],
  "take-home-pay": [
    "how-income-tax-and-national-insurance-are-worked-out",
    "student-loan-plans-and-what-they-cost",
    "pensions-and-the-60-percent-tax-trap",
  ],
  "universal-credit": [
    "how-universal-credit-is-worked-out-when-you-work",
    "what-the-end-of-the-two-child-limit-means",
    "child-benefit-and-the-charge-between-60000-and-80000",
  ],
  childcare: [
    "tax-free-childcare-or-universal-credit",
    "funded-hours-in-england-scotland-and-wales",
  ],
};
const SCENARIO_SLUGS = {
  "rent-affordability": ["london-rent-2500-takehome", "family-with-childcare-costs"],
  "mortgage-payment": ["first-time-buyer-250k-at-5-percent", "adding-insurance-and-tax"],
  "fuel-cost": ["40-mile-daily-commute", "800km-monthly-driving"],
  "ev-charging": ["10000-miles-a-year-home-charging", "200-mile-weekend-trip"],
  "energy-bill": ["flat-300kwh-monthly", "house-with-gas-heating-winter"],
  "moving-cost": ["2-bed-flat-local-move-diy", "long-distance-full-service"],
  "mortgage-affordability": ["couple-two-incomes-car-loan"],
  "stamp-duty": ["first-time-buyer-450k-flat-brighton-or-edinburgh"],
  "take-home-pay": ["35000-in-newcastle-or-glasgow", "pay-rise-95000-to-110000"],
  "universal-credit": ["lone-parent-renting-privately", "couple-with-three-children"],
  childcare: [
    "back-to-work-with-a-baby-on-universal-credit",
    "two-children-in-wales-with-the-childcare-offer",
  ],
};
const paths = (kind: string, slugs: Record<string, string[]>) =>
  Object.entries(slugs)
    .flatMap(([key, list]) => list.map((slug) => `/${kind}/${key}/${slug}`))
    .sort();

const bodyWords = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/^---[\s\S]*?\n---\n/, "")
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9£]/.test(word)).length;

describe("the guides and scenarios collections", () => {
  // The published addresses (docs/product.md#guides-and-scenarios): none may disappear or move.
  it("hold exactly the product's 30 guides and 20 scenarios, at their published addresses", () => {
    expect(guides.map((g) => g.path).sort()).toEqual(paths("guides", GUIDE_SLUGS));
    expect(scenarios.map((s) => s.path).sort()).toEqual(paths("scenarios", SCENARIO_SLUGS));
  });

  it.each(guides.map((g) => [g.path, g] as const))(
    "%s has at least 700 words and 3 to 5 FAQs",
    (_path, guide) => {
      expect(bodyWords(guide.file)).toBeGreaterThanOrEqual(700);
      expect(guide.frontmatter.faqs.length).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(scenarios.map((s) => [s.path, s] as const))(
    "%s has at least 350 words, and inputs its calculator accepts",
    (_path, scenario) => {
      expect(bodyWords(scenario.file)).toBeGreaterThanOrEqual(350);
      // Throws when the calculator rejects the inputs (a scenario must show a result).
      expect(scenarioResults(scenario.calcKey, scenario.frontmatter.inputs)).toMatchObject({
        rows: expect.any(Array),
      });
    },
  );
});
