import type { MethodSection } from "~/calculators/types";

/** How the rent-affordability sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Affordable rent = take-home pay × your chosen share (30% unless you change it). We then take off the debt repayments you already make each month, and never go below £0.",
      "Share of take-home pay = affordable rent ÷ take-home pay × 100, shown to one decimal place.",
    ],
  },
  {
    heading: "How we judge the result",
    paragraphs: [
      "Up to 30%: within the common guideline, which most landlords accept. Above 30% and up to 35%: slightly above but usually manageable. Above 35%: above typical guidelines.",
      "Many letting agents also check that your annual income is at least 30 times the monthly rent (2.5 times the annual rent) before a tenancy is offered.",
    ],
  },
  {
    heading: "Cash to move in",
    paragraphs: [
      "Weekly rent = monthly rent × 12 ÷ 52. In England the Tenant Fees Act 2019 caps a tenancy deposit at 5 weeks' rent where the annual rent is under £50,000, and 6 weeks' rent from £50,000, so we add that deposit to the first month's rent.",
    ],
  },
] as const satisfies readonly MethodSection[];
