import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "rent-affordability",
  name: "Rent Affordability Calculator",
  path: "/calculators/rent-affordability",
  order: 1,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "rent";

declare module "../registry" {
  interface Calculators {
    "rent-affordability": typeof definition;
  }
}
