import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "mortgage-payment",
  name: "Mortgage Payment Calculator",
  path: "/calculators/mortgage-payment",
  order: 2,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "mortgage";

declare module "../registry" {
  interface Calculators {
    "mortgage-payment": typeof definition;
  }
}
