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
export type Category = (typeof CATEGORIES)[number];

/** Names of lucide icons; app/site/calculator-icon.tsx maps them to components. */
export type CalculatorIconName = "house" | "landmark" | "fuel" | "plug-zap" | "lightbulb" | "truck";

export interface CalculatorEntry {
  key: CalculatorKey;
  name: string;
  path: `/calculators/${CalculatorKey}`;
  shortDescription: string;
  category: Category;
  icon: CalculatorIconName;
  /** The page's meta description. */
  description: string;
  /** One or two sentences under the page heading. */
  intro: string;
  /** Completes the prompt 'Enter … and click Calculate to see results.' */
  promptSubject: string;
  actionLabel: "Calculate" | "Compare";
}

export const calculators = [
  {
    key: "rent-affordability",
    name: "Rent Affordability Calculator",
    path: "/calculators/rent-affordability",
    shortDescription: "See how much rent fits your take-home pay, after your other debts.",
    category: "rent",
    icon: "house",
    description:
      "Work out how much rent you can afford on your take-home pay with the 30% rule, your debts, and the cash you need to move in. Free UK calculator.",
    intro:
      "Enter your monthly take-home pay to see the rent most landlords and budgeting guides would call affordable, adjusted for the debts you already repay.",
    promptSubject: "your monthly take-home pay",
    actionLabel: "Calculate",
  },
  {
    key: "mortgage-payment",
    name: "Mortgage Payment Calculator",
    path: "/calculators/mortgage-payment",
    shortDescription: "Estimate your monthly repayment, total interest and what overpaying saves.",
    category: "mortgage",
    icon: "landmark",
    description:
      "Estimate your monthly UK mortgage repayment, the total interest over the term, and how much an overpayment saves, with a year-by-year table.",
    intro:
      "Enter the amount you want to borrow, the interest rate and the term to see your monthly repayment and what the loan costs over its life.",
    promptSubject: "your loan amount, interest rate and term",
    actionLabel: "Calculate",
  },
  {
    key: "fuel-cost",
    name: "Fuel Cost Calculator",
    path: "/calculators/fuel-cost",
    shortDescription: "Price a journey or a month of commuting in petrol or diesel.",
    category: "fuel",
    icon: "fuel",
    description:
      "Work out the fuel cost of a trip, a daily commute or a month of driving from your car's mpg or L/100km and the price at the pump. Free UK calculator.",
    intro:
      "Enter a distance, your car's fuel economy and the fuel price to see what the journey costs and your cost per mile.",
    promptSubject: "your distance, fuel economy and fuel price",
    actionLabel: "Calculate",
  },
  {
    key: "ev-charging",
    name: "EV Charging Cost Calculator",
    path: "/calculators/ev-charging",
    shortDescription: "Compare the cost per mile of an electric car against petrol.",
    category: "ev",
    icon: "plug-zap",
    description:
      "Compare the running cost of an electric car with a petrol car: cost per mile, savings per 100 miles and per year, with home and public charging.",
    intro:
      "Enter your EV's consumption, your electricity price and a petrol car's price and economy to see which costs less per mile, and by how much a year.",
    promptSubject: "your EV and petrol car details",
    actionLabel: "Compare",
  },
  {
    key: "energy-bill",
    name: "Energy Bill Estimator",
    path: "/calculators/energy-bill",
    shortDescription: "Estimate your monthly electricity and gas bill from your home.",
    category: "energy",
    icon: "lightbulb",
    description:
      "Estimate your monthly and yearly electricity and gas bill from your home's size, bedrooms, occupants, unit rates and standing charges. Free UK estimator.",
    intro:
      "Enter your home's floor area and your unit rates to see a planning estimate of your monthly electricity and gas costs.",
    promptSubject: "your home's size and electricity rate",
    actionLabel: "Calculate",
  },
  {
    key: "moving-cost",
    name: "Moving Cost Calculator",
    path: "/calculators/moving-cost",
    shortDescription: "Budget for a house move: removals, packing, storage and assembly.",
    category: "moving",
    icon: "truck",
    description:
      "Estimate what moving house costs in the UK: removals by distance and home size, packing, storage and furniture assembly. Free moving cost calculator.",
    intro:
      "Enter the distance and the size of your home, and choose the extra services you need, to see an estimate for your move.",
    promptSubject: "your moving distance",
    actionLabel: "Calculate",
  },
] as const satisfies readonly CalculatorEntry[];

export function findCalculator(key: string): CalculatorEntry | undefined {
  return calculators.find((calculator) => calculator.key === key);
}

/** "Try Another Calculator": the first three calculators other than this one. */
export function otherCalculators(key: CalculatorKey, count = 3): CalculatorEntry[] {
  return calculators.filter((calculator) => calculator.key !== key).slice(0, count);
}
