/**
 * The rules of Universal Credit and Child Benefit for the 2026-27 benefit year (from 6 April 2026;
 * a claim's new rates start with its first assessment period from that day). The Universal Credit
 * and Child Benefit calculator reads them (app/calculators/universal-credit/calculate.ts).
 *
 * Each amount is a month's unless it says otherwise, as DWP sets them for a monthly assessment
 * period: GOV.UK's "Proposed benefit and pension rates 2026 to 2027" (updated 12 January 2026),
 * under the Universal Credit Regulations 2013 (regs 22, 24 to 36, 72, 78 to 83), as amended by the
 * Universal Credit Act 2025 for the health element and by the Universal Credit (Removal of Two
 * Child Limit) Act 2026 from 6 April 2026. The same amounts are in PolicyEngine UK's open
 * parameters for 2026 (its childcare caps, work allowances, carer and disabled child amounts were
 * checked against them on 28 November 2026). Child Benefit is HM Treasury's uprating of
 * 26 November 2025; the High Income Child Benefit Charge is ITEPA 2003 Part 10 Chapter 8.
 *
 * The rules the calculator applies, each read on 3 December 2026 at the address in its source:
 * - reg 22: a work allowance for a claimant responsible for a child or with limited capability for
 *   work (for joint claimants, either of them), with or without the health element;
 * - reg 29(4): a claimant with limited capability for work and work-related activity gets the
 *   health element only, not the carer element beside it; joint claimants may have one each (the
 *   Northern Ireland regulations' reg 30(4) has the same words);
 * - reg 32(1)(b): a member of a couple meets the childcare work condition only if the other is in
 *   paid work too, or cannot provide childcare because of limited capability for work or caring;
 * - reg 81(1): the cap takes the excess over it less the childcare costs element (DWP's Advice for
 *   Decision Making, E5002: "In childcare cases the excess is minus the childcare costs element",
 *   citing reg 81(1)(b); read in a copy of chapter E5 at lampfrey.net/adm, as the regulation's own
 *   text was not to hand; reg 80(2) counts UC "before any reduction under regulation 81");
 * - reg 83(1)(a): the LCWRA element lifts the cap; GOV.UK's "Benefit cap: when you're not affected"
 *   adds a carer element and Carer's Allowance;
 * - SSCBA 1992 s.147(1) and ITEPA 2003 ss.681B, 681C and 681H: Child Benefit weeks begin on a
 *   Monday, the charge is on the Child Benefit for the weeks in the tax year, and s.681C(3) rounds
 *   the total, the percentage and the charge down to whole numbers.
 */
import type { Source } from "./types";

/** The benefit year these rules are for: a visitor's browser says newer rules may apply after `to`. */
export const BENEFIT_YEAR = {
  label: "2026-27",
  from: "2026-04-06",
  to: "2027-04-05",
  checked: "2026-11-28",
} as const;

export const BENEFIT_SOURCES = {
  rates: {
    title: "Proposed benefit and pension rates 2026 to 2027 (DWP, GOV.UK, updated 12 January 2026)",
    url: "https://www.gov.uk/government/publications/benefit-and-pension-rates-2026-to-2027/proposed-benefit-and-pension-rates-2026-to-2027",
  },
  regulations: {
    title: "The Universal Credit Regulations 2013 (legislation.gov.uk)",
    url: "https://www.legislation.gov.uk/uksi/2013/376/contents",
  },
  carerElement: {
    title:
      "The Universal Credit Regulations 2013, regulation 29: the carer element, and 29(4) beside the health element",
    url: "https://www.legislation.gov.uk/uksi/2013/376/regulation/29",
  },
  childcareWorkCondition: {
    title: "The Universal Credit Regulations 2013, regulation 32: the childcare work condition",
    url: "https://www.legislation.gov.uk/uksi/2013/376/regulation/32",
  },
  benefitCapReduction: {
    title:
      "The Universal Credit Regulations 2013, regulation 81: the cap's reduction, less the childcare costs element",
    url: "https://www.legislation.gov.uk/uksi/2013/376/regulation/81",
  },
  benefitCapGuidance: {
    title: "Advice for decision making, chapter E5: the benefit cap, E5002 (DWP, GOV.UK)",
    url: "https://www.gov.uk/government/publications/advice-for-decision-making-staff-guide",
  },
  healthElementAct: {
    title:
      "Universal Credit Act 2025, section 2 and Schedule 1 (the health element from 6 April 2026; regulation 27A, pre-2026 claimants)",
    url: "https://www.legislation.gov.uk/ukpga/2025/22",
  },
  healthElementPre2026: {
    title:
      "Further changes to Universal Credit health element rules from April (Contact, 13 February 2026): DWP's new regulations treat those who claimed UC and asked to be assessed before 6 April 2026 as pre-2026 claimants",
    url: "https://contact.org.uk/about-contact/news-and-views/further-changes-to-universal-credit-health-element-rules-from-april",
  },
  twoChildLimitAct: {
    title: "Universal Credit (Removal of Two Child Limit) Act 2026 (legislation.gov.uk)",
    url: "https://www.legislation.gov.uk/ukpga/2026/13",
  },
  childBenefitWeek: {
    title:
      "Social Security Contributions and Benefits Act 1992, section 147: a week begins with a Monday",
    url: "https://www.legislation.gov.uk/ukpga/1992/4/section/147",
  },
  childBenefitChargeLaw: {
    title:
      "Income Tax (Earnings and Pensions) Act 2003, section 681C: the amount of the High Income Child Benefit Charge",
    url: "https://www.legislation.gov.uk/ukpga/2003/1/section/681C",
  },
  amounts: {
    title: "The Universal Credit Regulations 2013, regulation 36: the amounts of the elements",
    url: "https://www.legislation.gov.uk/uksi/2013/376/regulation/36",
  },
  workAllowance: {
    title: "The Universal Credit Regulations 2013, regulation 22: the work allowance and the taper",
    url: "https://www.legislation.gov.uk/uksi/2013/376/regulation/22",
  },
  capital: {
    title:
      "The Universal Credit Regulations 2013, regulations 18 and 72: capital and tariff income",
    url: "https://www.legislation.gov.uk/uksi/2013/376/regulation/72",
  },
  benefitCap: {
    title: "The Universal Credit Regulations 2013, regulations 78 to 83: the benefit cap",
    url: "https://www.legislation.gov.uk/uksi/2013/376/part/7",
  },
  benefitCapGuide: {
    title: "Benefit cap: amount and exceptions (GOV.UK)",
    url: "https://www.gov.uk/benefit-cap",
  },
  lhaFreeze: {
    title:
      "The Rent Officers (Housing Benefit and Universal Credit Functions) (Modification) Order 2026, SI 2026/5 (UK Parliament)",
    url: "https://statutoryinstruments.parliament.uk/instrument/aFi4NU7D",
  },
  lhaLookup: {
    title: "Local Housing Allowance rates: find the rate for your area (Valuation Office Agency)",
    url: "https://lha-direct.voa.gov.uk/search.aspx",
  },
  childBenefit: {
    title:
      "Child Benefit and Guardian's Allowance: uprating, written statement HCWS1100 (HM Treasury, 26 November 2025; TheyWorkForYou)",
    url: "https://www.theyworkforyou.com/wms/?id=2025-11-26.hcws1100.0",
  },
  childBenefitCharge: {
    title: "High Income Child Benefit Charge (GOV.UK)",
    url: "https://www.gov.uk/child-benefit-tax-charge",
  },
  mortgageInterest: {
    title: "Support for Mortgage Interest (GOV.UK)",
    url: "https://www.gov.uk/support-for-mortgage-interest",
  },
  scottishChildPayment: {
    title: "Scottish Child Payment (mygov.scot)",
    url: "https://www.mygov.scot/scottish-child-payment",
  },
  policyEngine: {
    title:
      "PolicyEngine UK: Universal Credit parameters (work allowance, elements, childcare caps)",
    url: "https://github.com/PolicyEngine/policyengine-uk/tree/master/policyengine_uk/parameters/gov/dwp/universal_credit",
  },
  nationalLivingWage: {
    title: "National Minimum Wage and National Living Wage rates (GOV.UK)",
    url: "https://www.gov.uk/national-minimum-wage-rates",
  },
} as const satisfies Record<string, Source>;

/** The standard allowance a month (reg 36), by household and age. */
export const STANDARD_ALLOWANCE = {
  single: { "under-25": 338.58, "25-or-over": 424.9 },
  /** Both under 25; with either 25 or over, the higher amount. */
  couple: { "under-25": 528.34, "25-or-over": 666.97 },
} as const;

/**
 * The child element a month for each child (regs 24 and 36). From 6 April 2026 every child counts:
 * the Universal Credit (Removal of Two Child Limit) Act 2026 took the limit out of the Welfare
 * Reform Act 2012 (s.10(1A)) for assessment periods from that day. Before it, a child born before
 * 6 April 2017 always counted; the limit stopped a third or later child born after 5 April 2017.
 */
export const CHILD_ELEMENT = {
  /** Each child, and the first child born on or after 6 April 2017. */
  each: 303.94,
  /** The first child, born before 6 April 2017. */
  firstBornBefore2017: 351.88,
  /** The disabled child addition: lower rate (DLA or PIP), and the higher rate (highest care rate, enhanced daily living, or blind). */
  disabled: 164.79,
  severelyDisabled: 514.71,
  /** The day the two-child limit ended. */
  twoChildLimitEnded: "2026-04-06",
} as const;

/**
 * The health element (LCWRA, reg 27) a month, and the carer element (reg 29). The Universal Credit
 * Act 2025 (s.2 and Schedule 1) sets the lower amount for a claimant with limited capability for
 * work and work-related activity "other than a pre-2026 claimant, a severe conditions criteria
 * claimant or a claimant who is terminally ill". Reg 27A(1), as the Act inserts it, makes a
 * pre-2026 claimant of one who "was entitled at any time before 6 April 2026 to an award of
 * universal credit that included the LCWRA element" and ever since (or had the support component
 * of Employment and Support Allowance before it, until moving to UC). DWP's regulations published
 * in February 2026 add, as Contact reported on 13 February 2026, "anyone who has claimed Universal
 * Credit before 6 April, and who also has requested that their capacity for work be assessed before
 * that same date", even if the element starts later; the instrument itself was not found stored, so
 * that report is the source. The lower amount is therefore for a condition first reported on a
 * claim from 6 April 2026, not for every element that starts from that day.
 */
export const HEALTH_ELEMENT = {
  /** A health element for a condition first reported on a claim from 6 April 2026. */
  new: 217.26,
  /** A pre-2026 claimant (with one who claimed and asked to be assessed before that day), the severe conditions criteria, or terminal illness. */
  protected: 429.8,
} as const;
export const CARER_ELEMENT = 209.34;

/** The childcare costs element (regs 31 to 36): a share of what is paid, up to a most a month. */
export const CHILDCARE = {
  sharePct: 85,
  mostForOneChild: 1071.09,
  mostForTwoOrMore: 1836.16,
} as const;

/**
 * The work allowance a month (reg 22), for a claimant responsible for a child or with limited
 * capability for work (for joint claimants, either of them; the health element is not needed), and
 * the taper.
 */
export const WORK_ALLOWANCE = {
  withHousing: 427,
  withoutHousing: 710,
  /** Pence of Universal Credit lost for each £1 of net earnings above the allowance. */
  taperPct: 55,
} as const;

/** Social rent (reg 26 and schedule 4): the housing element is cut for spare bedrooms. */
export const SPARE_BEDROOM_CUT_PCT = { 1: 14, 2: 25 } as const;

/**
 * Local Housing Allowance: held at the rates set on 31 January 2024 for 2026-27, as for 2025-26
 * (SI 2026/5, in force from 30 January 2026). The visitor types their area's rate.
 */
export const LHA = {
  frozenAt: "2024-01-31",
  period: "for 2026-27",
  checked: "2026-11-28",
} as const;

/** Capital (regs 18 and 72): none counted up to the lower limit; none awarded above the upper. */
export const CAPITAL = {
  lowerLimit: 6000,
  upperLimit: 16_000,
  /** Tariff income: this much a month for each step, or part of a step, above the lower limit. */
  tariffPerStep: 4.35,
  step: 250,
} as const;

/**
 * The benefit cap a month (reg 80A, frozen since April 2023): a single person without children,
 * and everyone else (couples, and single parents), outside and in Greater London.
 */
export const BENEFIT_CAP = {
  outsideLondon: { single: 1229.42, family: 1835.0 },
  london: { single: 1413.92, family: 2110.25 },
} as const;

/**
 * The cap does not apply when the household's net earnings in the assessment period are at least
 * 16 hours a week at the National Living Wage, "converted to a monthly amount by multiplying by 52
 * and dividing by 12" (reg 82(1)(a)): 16 × £12.71 × 52 ÷ 12 = £881.2267, £881.23 to the penny. No
 * monthly figure for 2026-27 was found published; this is the regulation's own sum.
 */
export const NATIONAL_LIVING_WAGE = { hourly: 12.71, from: "2026-04-01" } as const;
const CAP_EXEMPT_HOURS_A_WEEK = 16;
export const CAP_EARNINGS_THRESHOLD =
  Math.round(((CAP_EXEMPT_HOURS_A_WEEK * NATIONAL_LIVING_WAGE.hourly * 52) / 12) * 100) / 100;

/** Child Benefit a week from 6 April 2026 (the same across the UK). A month is a week × 52 ÷ 12. */
export const CHILD_BENEFIT = {
  eldest: 27.05,
  eachOther: 17.9,
} as const;

const DAY_MS = 86_400_000;
/**
 * The Mondays from one day to another, both included (YYYY-MM-DD). A Child Benefit week is 7 days
 * beginning with a Monday (SSCBA 1992 s.147(1)) and is paid "for a week in the tax year" its Monday
 * falls in (ITEPA 2003 s.681B), so a tax year has a week for each of its Mondays.
 */
export function mondaysBetween(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  // getUTCDay: Sunday 0, Monday 1. Days from `start` to its first Monday, then one every 7 days.
  const toFirstMonday = (8 - new Date(start).getUTCDay()) % 7;
  const firstMonday = start + toFirstMonday * DAY_MS;
  // With no Monday in the span, the first comes 1 to 6 days after `to`: a fraction of a week below 0,
  // whose floor, −1, gives 0.
  return Math.floor((end - firstMonday) / (7 * DAY_MS)) + 1;
}

/**
 * The Child Benefit weeks of the 2026-27 tax year (6 April 2026 to 5 April 2027, the benefit year's
 * own dates): both days are Mondays, so 53. The year's Child Benefit and the charge count them; a
 * month stays a week × 52 ÷ 12, a typical month of a 52-week year.
 */
export const CHILD_BENEFIT_WEEKS = mondaysBetween(BENEFIT_YEAR.from, BENEFIT_YEAR.to);

/**
 * The High Income Child Benefit Charge (ITEPA 2003 s.681C, since 6 April 2024): 1% of the year's
 * Child Benefit for each full £200 of the higher earner's adjusted net income over the threshold,
 * all of it from the top. s.681C(3) rounds the year's Child Benefit, the percentage and the charge
 * each down to a whole number.
 */
export const CHILD_BENEFIT_CHARGE = {
  threshold: 60_000,
  allFrom: 80_000,
  stepPounds: 200,
} as const;
