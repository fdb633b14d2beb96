import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "mortgage-affordability",
  name: "Mortgage Affordability Calculator",
  path: "/calculators/mortgage-affordability",
  category: "mortgage",
  order: 7,
} satisfies CalculatorEntry;

declare module "../registry" {
  interface Calculators {
    "mortgage-affordability": typeof definition;
  }
}
