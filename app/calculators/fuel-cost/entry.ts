import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "fuel-cost",
  name: "Fuel Cost Calculator",
  path: "/calculators/fuel-cost",
  category: "fuel",
  order: 3,
} satisfies CalculatorEntry;

declare module "../registry" {
  interface Calculators {
    "fuel-cost": typeof definition;
  }
}
