import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "mortgage-affordability",
  name: "Mortgage Affordability Calculator",
  path: "/calculators/mortgage-affordability",
  order: 7,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "mortgage";

declare module "../registry" {
  interface Calculators {
    "mortgage-affordability": typeof definition;
  }
}
