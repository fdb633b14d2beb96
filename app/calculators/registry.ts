/**
 * The six calculators as plain data. Routes, cards, "Try Another Calculator", the sitemap and the
 * build config all read this list; each calculator's behaviour lives in its own folder beside it.
 */
export const CALCULATOR_KEYS = [
  "rent-affordability",
  "mortgage-payment",
  "fuel-cost",
  "ev-charging",
  "energy-bill",
  "moving-cost",
] as const;
export type CalculatorKey = (typeof CALCULATOR_KEYS)[number];

export const CATEGORIES = ["rent", "mortgage", "fuel", "ev", "energy", "moving"] as const;
type Category = (typeof CATEGORIES)[number];

/** Names of lucide icons; app/site/calculator-icon.tsx maps them to components. */
export type CalculatorIconName = "house" | "landmark" | "fuel" | "plug-zap" | "lightbulb" | "truck";

export interface CalculatorEntry {
  key: CalculatorKey;
  name: string;
  path: `/calculators/${CalculatorKey}`;
  shortDescription: string;
  category: Category;
  icon: CalculatorIconName;
}

export const calculators = [
  {
    key: "rent-affordability",
    name: "Rent Affordability Calculator",
    path: "/calculators/rent-affordability",
    shortDescription: "See how much rent fits your take-home pay, after your other debts.",
    category: "rent",
    icon: "house",
  },
  {
    key: "mortgage-payment",
    name: "Mortgage Payment Calculator",
    path: "/calculators/mortgage-payment",
    shortDescription: "Estimate your monthly repayment, total interest and what overpaying saves.",
    category: "mortgage",
    icon: "landmark",
  },
  {
    key: "fuel-cost",
    name: "Fuel Cost Calculator",
    path: "/calculators/fuel-cost",
    shortDescription: "Price a journey or a month of commuting in petrol or diesel.",
    category: "fuel",
    icon: "fuel",
  },
  {
    key: "ev-charging",
    name: "EV Charging Cost Calculator",
    path: "/calculators/ev-charging",
    shortDescription: "Compare the cost per mile of an electric car against petrol.",
    category: "ev",
    icon: "plug-zap",
  },
  {
    key: "energy-bill",
    name: "Energy Bill Estimator",
    path: "/calculators/energy-bill",
    shortDescription: "Estimate your monthly electricity and gas bill from your home.",
    category: "energy",
    icon: "lightbulb",
  },
  {
    key: "moving-cost",
    name: "Moving Cost Calculator",
    path: "/calculators/moving-cost",
    shortDescription: "Budget for a house move: removals, packing, storage and assembly.",
    category: "moving",
    icon: "truck",
  },
] as const satisfies readonly CalculatorEntry[];

export function findCalculator(key: string): CalculatorEntry | undefined {
  return calculators.find((calculator) => calculator.key === key);
}

/** "Try Another Calculator": the first three calculators other than this one. */
export function otherCalculators(key: CalculatorKey, count = 3): CalculatorEntry[] {
  return calculators.filter((calculator) => calculator.key !== key).slice(0, count);
}
