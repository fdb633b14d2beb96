import type { MethodSection } from "~/calculators/types";

/** How the ev-charging sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "EV cost per mile = kWh per 100 miles × price per kWh ÷ 100. Petrol cost per mile = price per gallon ÷ mpg; by the litre, cost per km = L/100km × price per litre ÷ 100.",
      "If you mix units (say miles with a price per litre), we convert with 1 mile = 1.60934 km so both costs are per the same distance.",
      "Saving per 100 miles = (petrol cost − EV cost) × 100. The yearly figure assumes 12,000 miles a year, or 12,000 km if you work in km. When petrol comes out cheaper, both show as an extra cost of the EV.",
    ],
  },
  {
    heading: "Home and public charging",
    paragraphs: [
      "With a public share, the electricity price is blended: home price × (1 − share) + public price × share. Home electricity carries 5% VAT and public charging 20%, which is one reason rapid charging costs several times more.",
    ],
  },
  {
    heading: "Assumptions",
    paragraphs: [
      "Running costs only: purchase price, insurance, servicing and Vehicle Excise Duty (which EVs pay from April 2025) are not included. Charging loses roughly 10% of the energy, so the meter shows a little more than the car uses.",
    ],
  },
] as const satisfies readonly MethodSection[];
