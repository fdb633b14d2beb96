import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "childcare",
  name: "Childcare Costs Calculator",
  path: "/calculators/childcare",
  order: 11,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "childcare";

declare module "../registry" {
  interface Calculators {
    childcare: typeof definition;
  }
}
