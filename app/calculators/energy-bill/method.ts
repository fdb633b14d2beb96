import type { MethodSection } from "~/calculators/types";

/** How the energy-bill sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Electricity per month (kWh) = floor area in sq ft ÷ 10 + bedrooms × 50 + people × 80. Gas per month (kWh) = sq ft ÷ 8 + bedrooms × 70, counted only if you give a gas rate. Square metres are converted with 1 sq m = 10.764 sq ft.",
      "Low use multiplies both by 0.7 and high use by 1.3. Cost = kWh × unit rate, plus the daily standing charge × 365 ÷ 12 when you enter one. Yearly cost = monthly × 12; daily use = monthly kWh ÷ 30.",
    ],
  },
  {
    heading: "Assumptions",
    paragraphs: [
      "This is a rough planning estimate from the size of your home, not a meter reading. Your own bills or smart meter are the best guide, and winter months use far more gas than summer ones. Our guide to estimating an electricity bill gives Ofgem's current typical yearly use for a medium home, with its date.",
      "Rates are in pounds per kWh as your bill shows them (the price cap sets the maximum for standard variable tariffs each quarter).",
    ],
  },
] as const satisfies readonly MethodSection[];
