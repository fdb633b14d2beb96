import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "take-home-pay",
  name: "Take-Home Pay Calculator",
  path: "/calculators/take-home-pay",
  order: 9,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "pay";

declare module "../registry" {
  interface Calculators {
    "take-home-pay": typeof definition;
  }
}
