/**
 * The childcare calculator's words for its results: each scheme of funded hours, and the sentence
 * that says which help leaves the family better off and why. Pure, so the unit tests read them.
 */
import {
  EARNINGS_CONDITION_HOURS,
  ENGLAND_HOURS,
  INCOME_LIMIT,
  TAX_FREE_CHILDCARE,
  WALES_HOURS,
} from "~/reference/childcare";
import { CHILDCARE as UC_CHILDCARE } from "~/reference/universal-credit";
import { formatMoney } from "~/site/format";
import type { ChildcareResult, FundedScheme } from "./calculate";

/** Each scheme as the workings name it, after the hours it gives ("1,140 of 1,140 hours a year, …"). */
export const SCHEMES: Record<FundedScheme, string> = {
  "england-universal": `the 15 hours a week for ${ENGLAND_HOURS.weeks} weeks every 3 and 4 year old has`,
  "england-working": `working parents' 30 hours a week for ${ENGLAND_HOURS.weeks} weeks`,
  "england-two-year-olds":
    "15 hours a week for a 2 year old whose family gets certain benefits, or who gets Disability Living Allowance",
  scotland: "Scotland's early learning and childcare for every 3 and 4 year old",
  "scotland-two-year-olds":
    "Scotland's early learning and childcare for a 2 year old whose family gets certain benefits",
  "wales-early-education": `early education, ${WALES_HOURS.earlyEducationWeekly} hours a week for ${WALES_HOURS.termWeeks} weeks`,
  "wales-offer": `the Childcare Offer for Wales, ${WALES_HOURS.offerWeekly} hours a week for ${WALES_HOURS.offerWeeks} weeks`,
};

const month = (value: number) => `${formatMoney(value)} a month`;

/** Which help leaves the family better off, and why, in a sentence or two. */
export function verdict(result: ChildcareResult): string {
  const left = result.afterFundedMonthly;
  if (result.costMonthly === 0) return "With no hours of paid childcare, there is nothing to pay.";
  if (left === 0)
    return "Funded hours cover every hour you pay for, so there is nothing left for Tax-Free Childcare or Universal Credit to help with; providers may still charge for meals and extras.";
  const uc = result.ucChildcareMonthly;
  const ucShare = `Universal Credit's childcare element would pay ${month(uc)}${result.ucChildcareCapped ? ", the most it pays," : ""}`;
  if (result.universalCredit) {
    const tfc = result.taxFreeChildcareWithoutUcMonthly;
    // Its 20% is always less than the element's 85%, and at its most (£4,000 a year for each of
    // at most four children, £1,333.33 a month) less than the element's (£1,836.16 for two or more).
    const beside =
      tfc === 0
        ? "Tax-Free Childcare cannot be had beside Universal Credit."
        : `Tax-Free Childcare cannot be had beside Universal Credit, and would add only ${month(tfc)}.`;
    return `Universal Credit's childcare element is your route: it pays back ${UC_CHILDCARE.sharePct}% of the ${month(left)} you pay after funded hours, ${formatMoney(uc)}${result.ucChildcareCapped ? " (the most it pays)" : ""}, leaving ${month(result.netWithUniversalCreditMonthly)}, as long as your award is large enough to carry it. ${beside}`;
  }
  const ifClaimed = `${ucShare} if your household could claim Universal Credit, and in full only while its award is large enough to carry it.`;
  if (result.route === "tax-free-childcare")
    return `Tax-Free Childcare is the help open to you: it adds ${month(result.taxFreeChildcareMonthly)} to the ${month(left)} you pay after funded hours, leaving ${month(result.netWithTaxFreeChildcareMonthly)}. ${ifClaimed}`;
  const why =
    result.noTaxFreeChildcare === "income"
      ? `With an adjusted net income over ${formatMoney(INCOME_LIMIT, 0)}, neither Tax-Free Childcare nor working parents' funded hours are open to you`
      : result.noTaxFreeChildcare === "earnings"
        ? `Tax-Free Childcare needs ${result.household === "couple" ? "each of you" : "you"} to earn at least ${EARNINGS_CONDITION_HOURS} hours a week at the minimum wage, so it is not open to you`
        : `Tax-Free Childcare is for children up to ${TAX_FREE_CHILDCARE.upToAge}, or ${TAX_FREE_CHILDCARE.upToAgeDisabled} if disabled, so it does not help with these children`;
  return `${why}: you pay ${month(left)} after any funded hours. ${ifClaimed}`;
}
