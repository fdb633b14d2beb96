import { formatMoneyRounded } from "~/calculators/format";
import { formatDate } from "~/calculators/property-tax/property-tax-text";
import type { MethodSection } from "~/calculators/types";
import {
  PROPERTY_TAX_CHECK_BY,
  PROPERTY_TAX_CHECKED,
  PROPERTY_TAX_RULES,
  type PropertyTaxRules,
  type PropertyTaxSource,
} from "~/reference/property-tax";
import { describeBands } from "~/reference/property-tax-text";

const from = (rule: { effectiveFrom: string }) => `from ${formatDate(rule.effectiveFrom)}`;

/** One nation's rules in a paragraph, every figure and date read from the rules. */
function describeNation(rules: PropertyTaxRules) {
  const { main, firstTimeBuyer: relief, additionalProperty: extra } = rules;
  const sentences = [
    `${rules.where}, ${rules.taxName}: ${describeBands(main.bands)} (rates ${from(main)}).`,
  ];
  if (relief.kind === "own-bands")
    sentences.push(
      `First-time buyers' relief, for homes costing up to ${formatMoneyRounded(relief.maxPrice)}: ${describeBands(relief.bands)} (${from(relief)}); above that price the main rates apply.`,
    );
  else if (relief.kind === "nil-band")
    sentences.push(
      `First-time buyer relief: no tax on the first ${formatMoneyRounded(relief.nilUpTo)}, whatever the price (${from(relief)}).`,
    );
  else sentences.push(`${rules.where} has no first-time buyer relief.`);
  const minimum = `for homes costing ${formatMoneyRounded(extra.minPrice)} or more`;
  if (extra.kind === "added-to-each-band")
    sentences.push(
      `${extra.name}, ${minimum}: ${extra.points} percentage points more on every band (${from(extra)}).`,
    );
  else if (extra.kind === "on-whole-price")
    sentences.push(
      `${extra.name}, ${minimum}: ${extra.ratePct}% of the whole price on top of the main rates (${from(extra)}).`,
    );
  else
    sentences.push(
      `${extra.name}, ${minimum}, with bands of their own: ${describeBands(extra.bands)} (${from(extra)}).`,
    );
  if (rules.roundsDownToPound) sentences.push("The tax is rounded down to the whole pound.");
  return sentences.join(" ");
}

const nations = Object.values(PROPERTY_TAX_RULES);
const sources: PropertyTaxSource[] = nations.flatMap((rules) => [
  rules.main.source,
  rules.firstTimeBuyer.source,
  rules.additionalProperty.source,
  ...(rules.roundsDownToPound ? [rules.roundsDownToPound] : []),
]);

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
      ...nations.map((rules) => ({
        text: describeNation(rules),
        dates: {
          from: rules.main.effectiveFrom,
          checkBy: PROPERTY_TAX_CHECK_BY,
          newer: rules.main.source,
        },
      })),
      "A first-time buyer, and anyone buying with them, has never owned a home anywhere, so cannot also be buying an additional home: tick one or neither. If this home replaces your main home and the old one is sold by the day you buy, the additional property rates do not apply; if you buy first, you pay them and can claim the extra back if you sell your old home within three years.",
      `These rules are the ones in force when we last checked them, on ${formatDate(PROPERTY_TAX_CHECKED)}. Your conveyancer works out the tax you actually pay.`,
    ],
    sources,
  },
] as const satisfies readonly MethodSection[];
