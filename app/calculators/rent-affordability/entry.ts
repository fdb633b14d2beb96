import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "rent-affordability",
  name: "Rent Affordability Calculator",
  path: "/calculators/rent-affordability",
  category: "rent",
  order: 1,
} satisfies CalculatorEntry;

declare module "../registry" {
  interface Calculators {
    "rent-affordability": typeof definition;
  }
}
