import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "moving-cost",
  name: "Moving Cost Calculator",
  path: "/calculators/moving-cost",
  category: "moving",
  order: 6,
} satisfies CalculatorEntry;

declare module "../registry" {
  interface Calculators {
    "moving-cost": typeof definition;
  }
}
