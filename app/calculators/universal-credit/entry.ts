import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "universal-credit",
  name: "Universal Credit and Child Benefit Calculator",
  path: "/calculators/universal-credit",
  order: 10,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "benefits";

declare module "../registry" {
  interface Calculators {
    "universal-credit": typeof definition;
  }
}
