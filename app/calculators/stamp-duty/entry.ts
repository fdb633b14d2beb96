import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "stamp-duty",
  name: "Stamp Duty Calculator",
  path: "/calculators/stamp-duty",
  order: 8,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "buying";

declare module "../registry" {
  interface Calculators {
    "stamp-duty": typeof definition;
  }
}
