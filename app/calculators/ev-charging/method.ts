import type { MethodSection } from "~/calculators/types";
import { HOME_ELECTRICITY_VAT } from "~/reference/energy";
import { longDate } from "~/site/dates";

/** How the ev-charging sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "EV cost per mile = kWh per 100 miles × price per kWh ÷ 100.",
      "Petrol with mpg: cost per mile = price per gallon ÷ mpg. If you give the price per litre, as UK pumps show it, we first multiply it by 4.54609, the litres in a UK gallon. Petrol with litres per 100 km: cost per km = L/100km × price per litre ÷ 100.",
      "Miles and km work with either: we convert with 1 mile = 1.60934 km (1 km = 0.621371 miles) so both costs are per the same distance.",
      "Saving per 100 miles = (petrol cost − EV cost) × 100. The yearly figure assumes 12,000 miles a year, or 12,000 km if you work in km. When petrol comes out cheaper, both show as an extra cost of the EV.",
    ],
  },
  {
    heading: "Prices in pence",
    paragraphs: [
      "Type prices in pounds (1.40) or pence (140p). A price that cannot be pounds is read as pence, and the form says so under it: above £20 a litre (139.9 is 139.9p, £1.399), above £60 a gallon, or above £5 a kWh (24.5 is 24.5p). An electricity price from £1 to £5 a kWh is no UK price, but could be meant as pence, so we ask: type 4.99p for pence.",
    ],
  },
  {
    heading: "Home and public charging",
    paragraphs: [
      `With a public share, the electricity price is blended: home price × (1 − share) + public price × share. Home electricity carries no VAT from ${longDate(HOME_ELECTRICITY_VAT.zeroFrom)} to ${longDate(HOME_ELECTRICITY_VAT.zeroTo)}, and ${HOME_ELECTRICITY_VAT.reducedPct}% before and after; public charging carries 20%, which is one reason rapid charging costs several times more.`,
    ],
  },
  {
    heading: "Assumptions",
    paragraphs: [
      "Running costs only: purchase price, insurance, servicing and Vehicle Excise Duty (which EVs pay from April 2025) are not included. Charging loses roughly 10% of the energy, so the meter shows a little more than the car uses.",
    ],
  },
] as const satisfies readonly MethodSection[];
