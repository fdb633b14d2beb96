import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "mortgage-payment",
  name: "Mortgage Payment Calculator",
  path: "/calculators/mortgage-payment",
  category: "mortgage",
  order: 2,
} satisfies CalculatorEntry;

declare module "../registry" {
  interface Calculators {
    "mortgage-payment": typeof definition;
  }
}
