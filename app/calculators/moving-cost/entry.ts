import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "moving-cost",
  name: "Moving Cost Calculator",
  path: "/calculators/moving-cost",
  order: 6,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "moving";

declare module "../registry" {
  interface Calculators {
    "moving-cost": typeof definition;
  }
}
