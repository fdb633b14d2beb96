import type { MethodSection } from "~/calculators/types";

/** How the energy-bill sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "If you know your usage, we use it as you give it: a year's kWh ÷ 12 for each month, or your monthly figure as it is. Your home's size, rooms and people are then not used.",
      "Otherwise we estimate it. Electricity per month (kWh) = floor area in sq ft ÷ 10 + bedrooms × 50 + people × 80. Gas per month (kWh) = sq ft ÷ 8 + bedrooms × 70, counted only if you give a gas rate. Square metres are converted with 1 sq m = 10.764 sq ft. Low use multiplies both by 0.7 and high use by 1.3.",
      "Cost = kWh × unit rate, plus the daily standing charge × 365 ÷ 12 when you enter one. On Economy 7 your night share of the electricity is priced at the night rate and the rest at the day rate. Yearly cost = monthly × 12. Daily use = monthly kWh ÷ 30 for the estimate, or a year's kWh ÷ 365 for your own usage.",
    ],
  },
  {
    heading: "Assumptions",
    paragraphs: [
      "The estimate from the size of your home is rough: it knows nothing of insulation, heating or the weather, and winter months use far more gas than summer ones. Your own bills or smart meter are the best guide, and a year's usage evens out the seasons.",
      "Rates are in pounds per kWh as your bill shows them; a rate typed as 27 is read as 27p. The price cap sets the most a standard variable tariff can charge each quarter; the cap buttons fill in its Great Britain averages, and your region's rates differ a little. On Economy 7 the cheaper hours are usually seven at night, and your bill shows how many kWh you used in them.",
    ],
  },
] as const satisfies readonly MethodSection[];
