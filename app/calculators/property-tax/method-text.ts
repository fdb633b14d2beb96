/** The property tax rules in words, for the method text of both calculators that work it out. */

import type { MethodSection } from "~/calculators/types";
import {
  PROPERTY_TAX_CHECK_BY,
  PROPERTY_TAX_CHECKED,
  PROPERTY_TAX_RULES,
  type PropertyTaxRules,
  type PropertyTaxSource,
} from "~/reference/property-tax";
import { describeBands } from "~/reference/property-tax-text";
import { longDate } from "~/site/dates";
import { formatMoney } from "~/site/format";

const from = (rule: { effectiveFrom: string }) => `from ${longDate(rule.effectiveFrom)}`;

/** One nation's rules in a paragraph, every figure and date read from the rules. */
function describeNation(rules: PropertyTaxRules, { nonUkResident }: RulesShown) {
  const { main, firstTimeBuyer: relief, additionalProperty: extra } = rules;
  const sentences = [
    `${rules.where}, ${rules.taxName}: ${describeBands(main.bands)} (rates ${from(main)}).`,
  ];
  if (relief.kind === "own-bands")
    sentences.push(
      `First-time buyers' relief, for homes costing up to ${formatMoney(relief.maxPrice, 0)}: ${describeBands(relief.bands)} (${from(relief)}); above that price the main rates apply.`,
    );
  else if (relief.kind === "nil-band")
    sentences.push(
      `First-time buyer relief: no tax on the first ${formatMoney(relief.nilUpTo, 0)}, whatever the price (${from(relief)}).`,
    );
  else sentences.push(`${rules.where} has no first-time buyer relief.`);
  const minimum = `for homes costing ${formatMoney(extra.minPrice, 0)} or more`;
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
  const nonResident = rules.nonUkResident;
  if (nonUkResident && nonResident)
    sentences.push(
      `${nonResident.name}, for buyers not resident in the UK and homes costing ${formatMoney(nonResident.minPrice, 0)} or more: ${nonResident.points} percentage points more on every band of whichever rates apply (${from(nonResident)}).`,
    );
  if (rules.roundsDownToPound) sentences.push("The tax is rounded down to the whole pound.");
  return sentences.join(" ");
}

const nations = Object.values(PROPERTY_TAX_RULES);
interface RulesShown {
  /** Whether to state the non-UK resident surcharge (the stamp duty calculator asks about it). */
  nonUkResident: boolean;
}

/** Where each rule stated is published. */
export const propertyTaxSources = ({ nonUkResident }: RulesShown): readonly PropertyTaxSource[] =>
  nations.flatMap((rules) => [
    rules.main.source,
    rules.firstTimeBuyer.source,
    rules.additionalProperty.source,
    ...(nonUkResident && rules.nonUkResident ? [rules.nonUkResident.source] : []),
    ...(rules.roundsDownToPound ? [rules.roundsDownToPound] : []),
  ]);

/** The rules of each nation, dated, and what a buyer's answers mean, for a method section. */
export const propertyTaxRules = (shown: RulesShown): MethodSection["paragraphs"] => [
  ...nations.map((rules) => ({
    text: describeNation(rules, shown),
    dates: {
      from: rules.main.effectiveFrom,
      checkBy: PROPERTY_TAX_CHECK_BY,
      newer: rules.main.source,
    },
  })),
  "A first-time buyer, and anyone buying with them, has never owned a home anywhere, so cannot also be buying an additional home: tick one or neither. If this home replaces your main home and the old one is sold by the day you buy, the additional property rates do not apply; if you buy first, you pay them and can claim the extra back if you sell your old home within three years.",
  `These rules are the ones in force when we last checked them, on ${longDate(PROPERTY_TAX_CHECKED)}. Your conveyancer works out the tax you actually pay.`,
];
