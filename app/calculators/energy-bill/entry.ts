import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "energy-bill",
  name: "Energy Bill Estimator",
  path: "/calculators/energy-bill",
  order: 5,
} satisfies CalculatorEntry;

/** Its articles' category (their frontmatter's `category`), read at build time only, so no page carries it. */
export const articleCategory = "energy";

declare module "../registry" {
  interface Calculators {
    "energy-bill": typeof definition;
  }
}
