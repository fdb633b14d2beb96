/**
 * Childcare: funded hours in England, Scotland and Wales, Tax-Free Childcare and the earnings
 * condition for 2026-27. Part of FIGURES (../figures.ts); how to add or update a figure:
 * docs/content-style.md. Their values are the childcare calculator's own rules
 * (app/reference/childcare.ts), so an article and the calculator cannot disagree; Universal Credit's
 * childcare element is in figures/benefits.ts.
 */
import * as C from "../childcare";
import type { FigureData, FigureUnit, Source } from "../types";

const S = C.CHILDCARE_SOURCES;

/** A funded-hours rule, in force since September 2025, to be checked before the next school year. */
const hoursRule = <U extends FigureUnit>(
  label: string,
  value: number,
  unit: U,
  sources: readonly [Source, ...Source[]],
) => ({
  label,
  value,
  unit,
  period: "for the 2026-27 school year",
  from: C.FUNDED_HOURS_DATES.from,
  checkBy: C.FUNDED_HOURS_DATES.checkBy,
  checked: C.FUNDED_HOURS_DATES.checked,
  sources,
});

/** A Tax-Free Childcare rule: no end date, checked again by the end of the 2026-27 tax year. */
const tfcRule = <U extends FigureUnit>(label: string, value: number, unit: U) => ({
  label,
  value,
  unit,
  period: "in 2026-27",
  checkBy: C.TAX_FREE_CHILDCARE.checkBy,
  checked: C.CHILDCARE_YEAR.checked,
  sources: [S.taxFreeChildcare, S.taxFreeChildcareWith] as const,
});

const ENGLAND = [S.englandGuidance, S.englandThirtyHours, S.englandFromNineMonths] as const;

export const CHILDCARE_FIGURES = {
  englandUniversalHours: hoursRule(
    "Funded hours a year for every 3 and 4 year old in England (15 hours a week for 38 weeks)",
    C.ENGLAND_HOURS.universal,
    "hours",
    ENGLAND,
  ),
  englandWorkingParentsHours: hoursRule(
    "Funded hours a year for working parents' children in England from 9 months to school age (30 hours a week for 38 weeks)",
    C.ENGLAND_HOURS.workingParents,
    "hours",
    ENGLAND,
  ),
  englandTwoYearOldsHours: hoursRule(
    "Funded hours a year for a 2 year old in England whose family gets certain benefits",
    C.ENGLAND_HOURS.twoYearOldsOnBenefits,
    "hours",
    [S.englandTwoYearOlds, S.englandGuidance],
  ),
  englandTwoYearOldsUcLimit: hoursRule(
    "Household earnings a year after tax up to which a family on Universal Credit has the 2 year old offer in England",
    C.ENGLAND_HOURS.twoYearOldsUcEarningsLimit,
    "gbp",
    [S.englandTwoYearOlds],
  ),
  scotlandHours: hoursRule(
    "Funded early learning and childcare hours a year for every 3 and 4 year old in Scotland",
    C.SCOTLAND_HOURS.allThreeAndFour,
    "hours",
    [S.scotland, S.scotlandParents],
  ),
  walesOfferHoursWeekly: hoursRule(
    "Hours a week of early education and childcare under the Childcare Offer for Wales",
    C.WALES_HOURS.offerWeekly,
    "hours",
    [S.walesOffer],
  ),
  walesOfferWeeks: hoursRule(
    "Weeks a year of the Childcare Offer for Wales",
    C.WALES_HOURS.offerWeeks,
    "weeks",
    [S.walesOffer],
  ),
  walesEarlyEducationWeekly: hoursRule(
    "Hours a week of early education at least for every 3 and 4 year old in Wales, in term",
    C.WALES_HOURS.earlyEducationWeekly,
    "hours",
    [S.walesOffer],
  ),
  flyingStartHoursWeekly: hoursRule(
    "Hours a week of Flying Start childcare for a 2 year old in the areas of Wales it covers",
    C.WALES_HOURS.flyingStartWeekly,
    "hours",
    [S.walesFlyingStart, S.walesFlyingStartHours],
  ),
  flyingStartWeeks: hoursRule(
    "Weeks a year of Flying Start childcare",
    C.WALES_HOURS.flyingStartWeeks,
    "weeks",
    [S.walesFlyingStartHours],
  ),
  childcareIncomeLimit: tfcRule(
    "Adjusted net income a year above which a parent loses Tax-Free Childcare and working parents' funded hours",
    C.INCOME_LIMIT,
    "gbp",
  ),
  tfcTopUp: tfcRule(
    "Share of the childcare bill Tax-Free Childcare pays (£2 for every £8 paid in)",
    C.TAX_FREE_CHILDCARE.topUpPct,
    "percent",
  ),
  tfcMostPerChild: tfcRule(
    "Most Tax-Free Childcare adds a year for each child",
    C.TAX_FREE_CHILDCARE.mostPerChild,
    "gbp",
  ),
  tfcMostPerDisabledChild: tfcRule(
    "Most Tax-Free Childcare adds a year for a disabled child",
    C.TAX_FREE_CHILDCARE.mostPerDisabledChild,
    "gbp",
  ),
  earningsConditionWeekly: {
    label:
      "Earnings a week each parent needs for Tax-Free Childcare and working parents' hours at 21 or over (16 hours at the National Living Wage)",
    value: Math.round(C.MINIMUM_WAGE.twentyOneAndOver * C.EARNINGS_CONDITION_HOURS * 100) / 100,
    unit: "gbp",
    period: "from 1 April 2026",
    from: C.MINIMUM_WAGE.from,
    to: C.MINIMUM_WAGE.to,
    checked: C.CHILDCARE_YEAR.checked,
    sources: [S.minimumWage, S.taxFreeChildcare],
    note: "16 hours × the National Living Wage of £12.71 an hour from April 2026; younger parents and apprentices need 16 hours at their own rate.",
  },
} as const satisfies Record<string, FigureData>;
