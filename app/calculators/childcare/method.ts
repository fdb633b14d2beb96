import type { MethodSection } from "~/calculators/types";
import {
  EARNINGS_CONDITION_HOURS,
  ENGLAND_HOURS,
  FUNDED_HOURS_DATES,
  INCOME_LIMIT,
  MINIMUM_WAGE,
  SCOTLAND_HOURS,
  CHILDCARE_SOURCES as SOURCES,
  TAX_FREE_CHILDCARE,
  WALES_HOURS,
} from "~/reference/childcare";
import * as UC from "~/reference/universal-credit";
import { formatMoney, formatNumber } from "~/site/format";

const pounds = (value: number) => formatMoney(value, Number.isInteger(value) ? 0 : 2);
const hours = (value: number) => formatNumber(value, 0, 1);

/** How the childcare calculator works it out, shown below it (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "For each child, a year of childcare costs hours a week × weeks a year × the price an hour. The funded hours the child has in a year are taken off the hours you pay for, at the same price, and never below none. What is left is what Tax-Free Childcare or Universal Credit helps with.",
      "A month is a year ÷ 12, to the penny. Funded hours pay for care, not meals, nappies, trips or other consumables: providers may charge for those, and they are not counted here.",
    ],
  },
  {
    heading: "Funded hours in England",
    paragraphs: [
      {
        text: `Every 3 and 4 year old has ${hours(ENGLAND_HOURS.universal)} hours a year, 15 hours a week for ${ENGLAND_HOURS.weeks} weeks, from the term after their third birthday until they start school. Working parents have ${hours(ENGLAND_HOURS.workingParents)} hours a year, 30 a week, for children from 9 months to school age, since September 2025: you, and your partner if you have one, must each expect to earn at least ${EARNINGS_CONDITION_HOURS} hours a week at the minimum wage for your age, and neither may have an adjusted net income over ${pounds(INCOME_LIMIT)}.`,
        dates: FUNDED_HOURS_DATES,
      },
      {
        text: `A 2 year old also has ${hours(ENGLAND_HOURS.twoYearOldsOnBenefits)} hours a year when the family gets certain benefits (Universal Credit with household earnings of ${pounds(ENGLAND_HOURS.twoYearOldsUcEarningsLimit)} a year or less after tax, among others) or the child gets Disability Living Allowance. The hours are term time, or the same hours stretched over more weeks where your provider offers it: the year's hours are the same either way.`,
        dates: FUNDED_HOURS_DATES,
      },
    ],
    sources: [
      SOURCES.englandGuidance,
      SOURCES.englandThirtyHours,
      SOURCES.englandFromNineMonths,
      SOURCES.englandStretched,
      SOURCES.englandTwoYearOlds,
    ],
  },
  {
    heading: "Funded hours in Scotland",
    paragraphs: [
      {
        text: `Every 3 and 4 year old has ${hours(SCOTLAND_HOURS.allThreeAndFour)} hours a year of early learning and childcare, about 30 hours a week in term or 22 all year, whatever the parents earn. So do 2 year olds whose families get certain benefits, such as Universal Credit with low earnings: the calculator counts them for a 2 year old in a family on Universal Credit, and your council says whether yours qualifies.`,
        dates: FUNDED_HOURS_DATES,
      },
    ],
    sources: [SOURCES.scotland, SOURCES.scotlandParents],
  },
  {
    heading: "Funded hours in Wales",
    paragraphs: [
      {
        text: `Every 3 and 4 year old has at least ${WALES_HOURS.earlyEducationWeekly} hours a week of early education in term, ${WALES_HOURS.termWeeks} weeks (${hours(WALES_HOURS.earlyEducationWeekly * WALES_HOURS.termWeeks)} hours a year). The Childcare Offer for Wales makes it ${WALES_HOURS.offerWeekly} hours a week of early education and childcare together for ${WALES_HOURS.offerWeeks} weeks (${hours(WALES_HOURS.offerWeekly * WALES_HOURS.offerWeeks)} hours a year) for parents who each earn at least ${EARNINGS_CONDITION_HOURS} hours a week at the minimum wage and no more than ${pounds(INCOME_LIMIT)} a year.`,
        dates: FUNDED_HOURS_DATES,
      },
      {
        text: `Flying Start funds ${WALES_HOURS.flyingStartWeekly} hours a week for ${WALES_HOURS.flyingStartWeeks} weeks for 2 year olds in the areas it covers, a few more each year. The calculator cannot know your area, so it does not count them: your Family Information Service can say.`,
        dates: FUNDED_HOURS_DATES,
      },
    ],
    sources: [SOURCES.walesOffer, SOURCES.walesFlyingStart, SOURCES.walesFlyingStartHours],
  },
  {
    heading: "Tax-Free Childcare",
    paragraphs: [
      {
        text: `For every £8 you pay into a childcare account, the government adds £2: ${TAX_FREE_CHILDCARE.topUpPct}% of the bill, up to ${pounds(TAX_FREE_CHILDCARE.mostPerChild)} a year for each child, or ${pounds(TAX_FREE_CHILDCARE.mostPerDisabledChild)} for a disabled child. It is for children up to ${TAX_FREE_CHILDCARE.upToAge}, or ${TAX_FREE_CHILDCARE.upToAgeDisabled} if disabled, and can be used beside funded hours for the hours you pay for.`,
        dates: { checkBy: TAX_FREE_CHILDCARE.checkBy },
      },
      {
        text: `You, and your partner if you have one, must each expect to earn at least ${EARNINGS_CONDITION_HOURS} hours a week at the minimum wage for your age over the next 3 months: from April 2026, ${pounds(MINIMUM_WAGE.twentyOneAndOver * EARNINGS_CONDITION_HOURS)} a week at 21 or over, ${pounds(MINIMUM_WAGE.eighteenToTwenty * EARNINGS_CONDITION_HOURS)} at 18 to 20 and ${pounds(MINIMUM_WAGE.underEighteenOrApprentice * EARNINGS_CONDITION_HOURS)} under 18 or as an apprentice. Neither of you may have an adjusted net income over ${pounds(INCOME_LIMIT)}, and it cannot be had while you get Universal Credit.`,
        dates: { from: MINIMUM_WAGE.from, to: MINIMUM_WAGE.to },
      },
    ],
    sources: [SOURCES.taxFreeChildcare, SOURCES.taxFreeChildcareWith, SOURCES.minimumWage],
  },
  {
    heading: "Universal Credit's childcare element",
    paragraphs: [
      {
        text: `Universal Credit pays back ${UC.CHILDCARE.sharePct}% of the registered childcare you pay for while you work, up to ${pounds(UC.CHILDCARE.mostForOneChild)} a month for one child and ${pounds(UC.CHILDCARE.mostForTwoOrMore)} for two or more. The calculator takes ${UC.CHILDCARE.sharePct}% of the month's costs after funded hours, to the penny, with the most for two or more once two children have costs.`,
        dates: UC.BENEFIT_YEAR,
      },
      "The element is added to your award, and the award then falls by 55p for each £1 earned above the work allowance. So it reaches you in full only while your award is large enough to carry it: with high earnings, part or all of it is lost. The Universal Credit calculator works out your own award with these costs.",
    ],
    sources: [UC.BENEFIT_SOURCES.rates, UC.BENEFIT_SOURCES.amounts],
  },
  {
    heading: "Which route is better",
    paragraphs: [
      "On Universal Credit, its element is your route: Tax-Free Childcare cannot be had beside it. Otherwise, if you and your partner earn enough and neither earns over £100,000, Tax-Free Childcare is the route open to you; the calculator still shows what Universal Credit's element would pay, should your household be able to claim it. What you pay by your route is what the monthly sheet's Childcare row takes, once you save your figures.",
      "Not worked out here: Northern Ireland's pre-school places, childcare vouchers from an employer, Tax Credits, and help for students and young parents such as Care to Learn.",
    ],
  },
] as const satisfies readonly MethodSection[];
