import { propertyTaxRules, propertyTaxSources } from "~/calculators/property-tax/method-text";
import type { MethodSection } from "~/calculators/types";

/** How the moving-cost sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Removals = (£300 + £1.50 a mile) × a size factor: studio 1, 1 bedroom 1.3, 2 bedrooms 1.7, 3 bedrooms 2.2, 4 or more 2.8. Kilometres are converted with 1 km = 0.621371 miles.",
      "Packing adds 25% of the removals figure. Dismantling and assembly costs £150 × the size factor. Storage = months × the monthly rate. Cost per mile = total ÷ miles.",
    ],
  },
  {
    heading: "Assumptions",
    paragraphs: [
      "A straightforward weekday move by a removal firm; real quotes usually come in above it. Weekends, Fridays, the end of the month, stairs, long carries and parking permits all add to a quote, so get three quotes and keep a contingency of up to 50% for the move itself costing more than this figure (a higher quote, a longer carry, a delayed completion). The costs around the move (deposits, overlapping rent, cleaning, time off) are not part of it: give each its own line in your budget.",
    ],
  },
  {
    heading: "Buying a home: property tax and fees",
    paragraphs: [
      "When you tick Buying a home, the total adds the property tax on the price and the conveyancing, survey and mortgage fees you enter (a blank fee counts as £0). The cost per mile stays the moving cost alone, as buying costs do not depend on the distance.",
      "The tax is an estimate for a single residential purchase by an individual. It leaves out the non-UK resident surcharge, purchases by companies, linked purchases, leases and every other relief. Each rate applies only to the part of the price within its band.",
      ...propertyTaxRules({ nonUkResident: false }),
    ],
    sources: propertyTaxSources({ nonUkResident: false }),
  },
] as const satisfies readonly MethodSection[];
