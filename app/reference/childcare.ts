/**
 * The help with childcare costs for 2026-27 that the childcare calculator weighs
 * (app/calculators/childcare/calculate.ts): each nation's funded hours, Tax-Free Childcare, and the
 * earnings that count as working for both. Universal Credit's childcare element is not repeated
 * here: its share and caps are the Universal Credit calculator's own (universal-credit.ts).
 *
 * England's hours are the Department for Education's, from the statutory guidance to councils and
 * its announcement that working parents' 30 hours began in September 2025 (that they run from 9
 * months, 1,140 a year, as a council sets out the DfE's offer, and their stretching over more weeks
 * likewise); the two-year-old offer for families on benefits as the House of Commons Library sets it out.
 * Scotland's 1,140 hours are the Scottish Government's; Wales' Childcare Offer and Flying Start
 * the Welsh Government's. Tax-Free Childcare is HMRC's, on GOV.UK. All checked on 3 December 2026.
 */
import type { Source } from "./types";
import { NATIONAL_LIVING_WAGE, BENEFIT_SOURCES as UC_SOURCES } from "./universal-credit";

/** The year the rules are for; funded hours follow the school year, so each rule has its own dates. */
export const CHILDCARE_YEAR = {
  label: "2026-27",
  from: "2026-04-06",
  to: "2027-04-05",
  checked: "2026-12-03",
} as const;

export const CHILDCARE_SOURCES = {
  taxFreeChildcare: {
    title: "Tax-Free Childcare (GOV.UK)",
    url: "https://www.gov.uk/tax-free-childcare",
  },
  taxFreeChildcareWith: {
    title:
      "How to use Tax-Free Childcare: what it can and cannot be used with (Childcare Choices, GOV.UK)",
    url: "https://www.childcarechoices.gov.uk/how-to-use-tax-free-childcare/",
  },
  englandGuidance: {
    title: "Early education and childcare: statutory guidance for local authorities (DfE, GOV.UK)",
    url: "https://gov.uk/government/publications/early-education-and-childcare",
  },
  englandThirtyHours: {
    title: "Over half a million children to benefit from funded childcare (DfE, GOV.UK)",
    url: "https://www.gov.uk/government/news/over-half-a-million-children-to-benefit-from-funded-childcare",
  },
  englandFromNineMonths: {
    title:
      "9 month to 4-year-old funding for working families, from September 2025 (Enfield Council)",
    url: "https://www.enfield.gov.uk/childcare-information-service/childcare-entitlements/under-1-year-old-funding-for-working-families",
  },
  englandStretched: {
    title:
      "Early years education stretched offer, under the DfE's guidance (Hampshire County Council)",
    url: "https://www.hants.gov.uk/socialcareandhealth/childrenandfamilies/childcare/providers/eye-eynff/eye-stretched-offer",
  },
  englandTwoYearOlds: {
    title: "Free childcare entitlements for two-year-olds in England (House of Commons Library)",
    url: "https://commonslibrary.parliament.uk/free-childcare-entitlements-for-two-year-olds-in-england/",
  },
  scotland: {
    title: "Early learning and childcare: 1,140 hours a year (Scottish Government, gov.scot)",
    url: "https://www.gov.scot/Topics/People/Young-People/early-years/leadership/eytf-members",
  },
  scotlandParents: {
    title:
      "Funding and entitlement for early learning and childcare (Parent Club, Scottish Government)",
    url: "https://parentclub.scot/articles/funding-and-entitlement-elc",
  },
  walesOffer: {
    title: "Childcare Offer for Wales (Working Wales, Welsh Government)",
    url: "https://workingwales.gov.wales/how-we-can-help/help-for-childcare/childcare-offer",
  },
  walesFlyingStart: {
    title: "Flying Start: guide for parents and carers (Welsh Government, GOV.WALES)",
    url: "https://www.gov.wales/flying-start-guide-parents-and-carers",
  },
  walesFlyingStartHours: {
    title: "Phased expansion of early years provision: Flying Start (Welsh Government, GOV.WALES)",
    url: "https://www.gov.wales/phased-expansion-early-years-provision",
  },
  minimumWage: UC_SOURCES.nationalLivingWage,
} as const satisfies Record<string, Source>;

/** When the funded hours below hold: England's working parents' 30 hours from 9 months began then. */
export const FUNDED_HOURS_DATES = {
  from: "2025-09-01",
  checkBy: "2027-09-01",
  checked: CHILDCARE_YEAR.checked,
} as const;

/**
 * Funded hours a year, each nation's. England: 570 (15 hours × 38 weeks) for every 3 and 4 year old
 * and for 2 year olds of families on certain benefits (Universal Credit with household earnings of
 * £15,400 a year or less after tax) or who get Disability Living Allowance; 1,140 (30 × 38) for
 * working parents' children from 9 months to school age, unless either parent's adjusted net income
 * is over £100,000. The same hours may be stretched over more weeks where the provider offers it.
 */
export const ENGLAND_HOURS = {
  universal: 570,
  workingParents: 1140,
  twoYearOldsOnBenefits: 570,
  weeks: 38,
  /** The most a two-year-old's family on Universal Credit may earn a year after tax. */
  twoYearOldsUcEarningsLimit: 15_400,
} as const;

/** Scotland: 1,140 hours a year for every 3 and 4 year old, and eligible 2 year olds (families on certain benefits). */
export const SCOTLAND_HOURS = { allThreeAndFour: 1140, eligibleTwo: 1140 } as const;

/**
 * Wales: every 3 and 4 year old has at least 10 hours a week of early education in term (39 weeks);
 * the Childcare Offer makes it 30 hours a week of early education and childcare together for 48
 * weeks for working parents earning no more than £100,000 each. Flying Start gives 12.5 hours a week
 * for 39 weeks to 2 year olds in the areas it covers, which this calculator cannot know.
 */
export const WALES_HOURS = {
  earlyEducationWeekly: 10,
  termWeeks: 39,
  offerWeekly: 30,
  offerWeeks: 48,
  flyingStartWeekly: 12.5,
  flyingStartWeeks: 39,
} as const;

/** Either parent's adjusted net income above which Tax-Free Childcare and working parents' hours stop. */
export const INCOME_LIMIT = 100_000;

/**
 * Tax-Free Childcare: £2 for every £8 paid in (20% of the bill), up to £2,000 a year a child, or
 * £4,000 for a disabled child; for children up to 11, or 16 if disabled. Not with Universal Credit.
 */
export const TAX_FREE_CHILDCARE = {
  topUpPct: 20,
  mostPerChild: 2000,
  mostPerDisabledChild: 4000,
  /** The oldest age band it covers, and for a disabled child. */
  upToAge: 11,
  upToAgeDisabled: 16,
  checkBy: "2027-04-05",
} as const;

/**
 * The minimum wage an hour from 1 April 2026 by age (GOV.UK): the earnings condition for Tax-Free
 * Childcare and working parents' hours is 16 hours a week at the rate for your age.
 */
export const MINIMUM_WAGE = {
  from: NATIONAL_LIVING_WAGE.from,
  to: "2027-03-31",
  twentyOneAndOver: NATIONAL_LIVING_WAGE.hourly,
  eighteenToTwenty: 10.85,
  underEighteenOrApprentice: 8.0,
} as const;
export const EARNINGS_CONDITION_HOURS = 16;
