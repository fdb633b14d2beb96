import type { MethodSection } from "~/calculators/types";

/** How the fuel-cost sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "With miles per gallon: cost per mile = price per gallon ÷ mpg. If you give a price per litre, we first multiply it by 4.54609, the litres in a UK gallon.",
      "With litres per 100 km: cost per mile = litres per 100 km × price per litre ÷ 100 × 1.60934 (km in a mile).",
      "Fuel cost = cost per mile × the distance in miles. Distances in km are converted with 1 km = 0.621371 miles.",
    ],
  },
  {
    heading: "Units and prices",
    paragraphs: [
      "With mpg you can give the price per gallon or per litre (as UK pumps show it); with litres per 100 km the price is always per litre. Distances can be in miles or km with any of these.",
      "You can type a price in pounds (1.40) or pence (140p). A price above £20 a litre or £60 a gallon cannot be pounds, so we read it as pence: 139.9 a litre is 139.9p, £1.399, and the form says so under the price. A pump price typed where the price is per gallon (151.4, or 1.514) can only be a litre's, so we read it as one and convert it: 151.4p a litre is £6.883 a gallon. A price outside 50p to £4 a litre (£2.27 to £18.18 a gallon) is questioned.",
      "Changing a unit converts what you have typed: 45 mpg becomes 6.28 L/100km (282.481 ÷ 45), a price a gallon becomes a price a litre (÷ 4.54609), miles become km (× 1.60934).",
    ],
  },
  {
    heading: "Trip modes",
    paragraphs: [
      "One journey uses the distance you enter. Daily commute counts the round trip, 5 days a week, 4 weeks a month (20 working days; a calendar month averages nearer 22). A month of driving uses your monthly total as it is.",
    ],
  },
  {
    heading: "Assumptions",
    paragraphs: [
      "UK mpg uses the imperial gallon, which is 20% larger than the US gallon, so US mpg figures look lower. Real-world economy is often 10-20% worse than the official WLTP figure, more in winter, in town and at motorway speeds.",
    ],
  },
] as const satisfies readonly MethodSection[];
