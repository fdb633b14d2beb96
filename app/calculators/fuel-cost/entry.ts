import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "fuel-cost",
  name: "Fuel Cost Calculator",
  path: "/calculators/fuel-cost",
  order: 3,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "fuel";

declare module "../registry" {
  interface Calculators {
    "fuel-cost": typeof definition;
  }
}
