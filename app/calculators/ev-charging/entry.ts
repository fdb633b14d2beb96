import type { CalculatorEntry } from "../registry";
import type { definition } from "./definition";

export const entry = {
  key: "ev-charging",
  name: "EV Charging Cost Calculator",
  path: "/calculators/ev-charging",
  category: "ev",
  order: 4,
} satisfies CalculatorEntry;

declare module "../registry" {
  interface Calculators {
    "ev-charging": typeof definition;
  }
}
