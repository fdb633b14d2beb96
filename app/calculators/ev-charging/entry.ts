import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "ev-charging",
  name: "EV Charging Cost Calculator",
  path: "/calculators/ev-charging",
  order: 4,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "ev";

declare module "../registry" {
  interface Calculators {
    "ev-charging": typeof definition;
  }
}
