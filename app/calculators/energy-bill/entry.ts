import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "energy-bill",
  name: "Energy Bill Estimator",
  path: "/calculators/energy-bill",
  category: "energy",
  order: 5,
} satisfies CalculatorEntry;

declare module "../registry" {
  interface Calculators {
    "energy-bill": typeof definition;
  }
}
