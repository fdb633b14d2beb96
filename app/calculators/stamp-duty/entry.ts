import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "stamp-duty",
  name: "Stamp Duty Calculator",
  path: "/calculators/stamp-duty",
  category: "buying",
  order: 8,
} satisfies CalculatorEntry;

declare module "../registry" {
  interface Calculators {
    "stamp-duty": typeof definition;
  }
}
