import type { MethodSection } from "~/calculators/types";
import { LETTING_INCOME_CHECK } from "~/reference/letting";
import { longDate } from "~/site/dates";

const { multiple, reportedBy, checked, checkBy, sources } = LETTING_INCOME_CHECK;

/** How the rent-affordability sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Affordable rent = take-home pay × your chosen share (30% unless you change it). We then take off the debt repayments you already make each month, and never go below £0.",
      "Income here is what you have to spend each month: with Universal Credit or Child Benefit, add them to your pay. The Universal Credit and Child Benefit Calculator works out what a household may be owed, with help towards the rent itself.",
      "Share of take-home pay = affordable rent ÷ take-home pay × 100, shown to one decimal place.",
    ],
  },
  {
    heading: "How we judge the result",
    paragraphs: [
      "Up to 30%: within the common guideline, which most landlords accept. Above 30% and up to 35%: slightly above but usually manageable. Above 35%: above typical guidelines.",
      {
        text: `Letting agents usually also check that your yearly pay before tax is at least ${multiple} times the monthly rent (${multiple / 12} times the yearly rent) before a tenancy is offered, as ${reportedBy} tell tenants; each agent or referencing firm sets its own check. Give your pay before tax and the result shows the most rent that check allows: your yearly pay ÷ ${multiple}. We last checked this on ${longDate(checked)}.`,
        dates: { checkBy, newer: sources[0] },
      },
    ],
    sources,
  },
  {
    heading: "Cash to move in",
    paragraphs: [
      "Weekly rent = monthly rent × 12 ÷ 52. In England the Tenant Fees Act 2019 caps a tenancy deposit at 5 weeks' rent where the annual rent is under £50,000, and 6 weeks' rent from £50,000, so we add that deposit to the first month's rent.",
    ],
  },
] as const satisfies readonly MethodSection[];
