import type { MethodSection } from "~/calculators/types";
import * as UC from "~/reference/universal-credit";
import { longDate } from "~/site/dates";
import { formatMoney } from "~/site/format";

const pounds = (value: number) => formatMoney(value, Number.isInteger(value) ? 0 : 2);

/** How the Universal Credit calculator works it out, shown below it (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Universal Credit is worked out for a month at a time, the assessment period, as DWP works it: the maximum amount (the standard allowance and each element that applies), less 55p for each £1 of net earnings above the work allowance, less other income in full and income assumed from savings, then the benefit cap. Every amount is to the penny, and UC is never below £0.",
    ],
    sources: [UC.BENEFIT_SOURCES.rates, UC.BENEFIT_SOURCES.regulations],
  },
  {
    heading: "The maximum amount for 2026-27",
    paragraphs: [
      {
        text: `Standard allowance a month: single under 25 ${pounds(UC.STANDARD_ALLOWANCE.single["under-25"])}, single 25 or over ${pounds(UC.STANDARD_ALLOWANCE.single["25-or-over"])}, a couple both under 25 ${pounds(UC.STANDARD_ALLOWANCE.couple["under-25"])}, a couple with either 25 or over ${pounds(UC.STANDARD_ALLOWANCE.couple["25-or-over"])}.`,
        dates: UC.BENEFIT_YEAR,
      },
      {
        text: `Child element ${pounds(UC.CHILD_ELEMENT.each)} a child, or ${pounds(UC.CHILD_ELEMENT.firstBornBefore2017)} for a first child born before 6 April 2017. Every child counts: the Universal Credit (Removal of Two Child Limit) Act 2026 ended the two-child limit for assessment periods from 6 April 2026. A disabled child adds ${pounds(UC.CHILD_ELEMENT.disabled)}, or ${pounds(UC.CHILD_ELEMENT.severelyDisabled)} at the higher rate.`,
        dates: UC.BENEFIT_YEAR,
      },
      {
        text: `Health element (limited capability for work and work-related activity) ${pounds(UC.HEALTH_ELEMENT.new)} for a condition first reported on a claim from 6 April 2026, and ${pounds(UC.HEALTH_ELEMENT.protected)} for a "pre-2026 claimant" (the Universal Credit Act 2025, and regulation 27A it added): one who had it before that day and ever since, or who moves from Employment and Support Allowance's support group, and, by DWP's regulations of February 2026 as Contact reports them, one who had claimed UC and asked to be assessed before that day, even if the element starts later. Those who have a severe, lifelong condition or are terminally ill get it too. Limited capability for work alone adds no amount. Carer element ${pounds(UC.CARER_ELEMENT)}, for caring at least 35 hours a week for someone on a qualifying disability benefit; a single person with the health element gets that element alone (regulation 29(4)), while a couple may have both, one partner each.`,
        dates: UC.BENEFIT_YEAR,
      },
      {
        text: `Childcare: ${UC.CHILDCARE.sharePct}% of what you pay for registered childcare while you work, up to ${pounds(UC.CHILDCARE.mostForOneChild)} a month for one child and ${pounds(UC.CHILDCARE.mostForTwoOrMore)} for two or more. It is paid only while you are in paid work or have an offer of it; a couple gets it only when both are in paid work, or when the one not working has limited capability for work or is a carer (regulation 32). The calculator counts the costs you give.`,
        dates: UC.BENEFIT_YEAR,
      },
    ],
    sources: [
      UC.BENEFIT_SOURCES.amounts,
      UC.BENEFIT_SOURCES.twoChildLimitAct,
      UC.BENEFIT_SOURCES.healthElementAct,
      UC.BENEFIT_SOURCES.healthElementPre2026,
      UC.BENEFIT_SOURCES.carerElement,
      UC.BENEFIT_SOURCES.childcareWorkCondition,
      UC.BENEFIT_SOURCES.policyEngine,
    ],
  },
  {
    heading: "Help with rent",
    paragraphs: [
      {
        text: `A private rent is met up to the Local Housing Allowance rate for your area and the bedrooms you are allowed, which you type in; a single person under 35 without children usually gets the shared accommodation rate, for a room in a shared home. The rates are frozen for 2026-27 at those set on 31 January 2024. A council or housing association rent is met in full, less ${UC.SPARE_BEDROOM_CUT_PCT[1]}% for one spare bedroom and ${UC.SPARE_BEDROOM_CUT_PCT[2]}% for two or more.`,
        dates: UC.BENEFIT_YEAR,
      },
      "Homeowners get no housing element. A loan for the mortgage interest, Support for Mortgage Interest, may be offered after three months on UC; it is a loan, secured on the home, and is not worked out here.",
    ],
    sources: [
      UC.BENEFIT_SOURCES.lhaLookup,
      UC.BENEFIT_SOURCES.lhaFreeze,
      UC.BENEFIT_SOURCES.mortgageInterest,
    ],
  },
  {
    heading: "Earnings, other income and savings",
    paragraphs: [
      {
        text: `A household with a child, or where either of you has limited capability for work (with or without the health element), keeps a work allowance of earnings before UC falls: ${pounds(UC.WORK_ALLOWANCE.withHousing)} a month with a housing element, ${pounds(UC.WORK_ALLOWANCE.withoutHousing)} without. Above it, and for everyone else from the first pound, UC falls by ${UC.WORK_ALLOWANCE.taperPct}p for each £1. Net earnings are pay after income tax, National Insurance and pension contributions; student loan repayments are not taken off.`,
        dates: UC.BENEFIT_YEAR,
      },
      `Other income, such as New Style Jobseeker's Allowance or Employment and Support Allowance, Maternity Allowance and Carer's Allowance, is taken off in full. Savings up to ${pounds(UC.CAPITAL.lowerLimit)} are ignored; above it, ${pounds(UC.CAPITAL.tariffPerStep)} a month is counted as income for each ${pounds(UC.CAPITAL.step)}, or part of ${pounds(UC.CAPITAL.step)}. Above ${pounds(UC.CAPITAL.upperLimit)}, no UC is paid at all: the law expects savings that large to be used first.`,
    ],
    sources: [UC.BENEFIT_SOURCES.workAllowance, UC.BENEFIT_SOURCES.capital],
  },
  {
    heading: "The benefit cap",
    paragraphs: [
      {
        text: `Universal Credit, Child Benefit and the other benefits counted together may not be more than ${pounds(UC.BENEFIT_CAP.outsideLondon.single)} a month for a single person without children, or ${pounds(UC.BENEFIT_CAP.outsideLondon.family)} for a couple or a single parent; in Greater London ${pounds(UC.BENEFIT_CAP.london.single)} and ${pounds(UC.BENEFIT_CAP.london.family)}. Any more is taken from UC, less the childcare element: the cap never takes help with childcare (regulation 81).`,
        dates: UC.BENEFIT_YEAR,
      },
      {
        text: `It applies in work as well as out of it, until the household's net earnings reach ${pounds(UC.CAP_EARNINGS_THRESHOLD)} a month: 16 hours a week at the National Living Wage of ${pounds(UC.NATIONAL_LIVING_WAGE.hourly)}, × 52 ÷ 12. It does not apply either with a health element or a carer element (or Carer's Allowance), or with a child who gets Disability Living Allowance, Child Disability Payment or PIP (regulation 83(1)): the calculator takes a disability addition to mean one of them, though a child certified blind who gets none of them gets the higher addition without lifting the cap. (Disability benefits for adults, such as PIP, also lift it; the nine-month grace period after work ends is not worked out here.)`,
        dates: UC.BENEFIT_YEAR,
      },
    ],
    sources: [
      UC.BENEFIT_SOURCES.benefitCap,
      UC.BENEFIT_SOURCES.benefitCapReduction,
      UC.BENEFIT_SOURCES.benefitCapGuidance,
      UC.BENEFIT_SOURCES.benefitCapGuide,
      UC.BENEFIT_SOURCES.nationalLivingWage,
    ],
  },
  {
    heading: "Child Benefit and the charge",
    paragraphs: [
      {
        text: `Child Benefit is ${pounds(UC.CHILD_BENEFIT.eldest)} a week for the eldest child and ${pounds(UC.CHILD_BENEFIT.eachOther)} for each other child. It is paid for weeks beginning on a Monday, and a tax year has a week for each of its Mondays: ${UC.BENEFIT_YEAR.label} runs from Monday ${longDate(UC.BENEFIT_YEAR.from)} to Monday ${longDate(UC.BENEFIT_YEAR.to)}, so it has ${UC.CHILD_BENEFIT_WEEKS}, and the year's Child Benefit is a week × ${UC.CHILD_BENEFIT_WEEKS}. A month here is a typical month, a week × 52 ÷ 12, so twelve of them come to a week less than this year. It is not means-tested and savings do not affect it.`,
        dates: UC.BENEFIT_YEAR,
      },
      `If the higher earner's adjusted net income is over ${pounds(UC.CHILD_BENEFIT_CHARGE.threshold)} a year, the High Income Child Benefit Charge takes back 1% of the year's Child Benefit for each full ${pounds(UC.CHILD_BENEFIT_CHARGE.stepPounds)} above it, and all of it from ${pounds(UC.CHILD_BENEFIT_CHARGE.allFrom)}. The law rounds the year's Child Benefit, the percentage and the charge each down to a whole number. The total a month is UC and Child Benefit less the same share of the month's Child Benefit.`,
    ],
    sources: [
      UC.BENEFIT_SOURCES.childBenefit,
      UC.BENEFIT_SOURCES.childBenefitWeek,
      UC.BENEFIT_SOURCES.childBenefitChargeLaw,
      UC.BENEFIT_SOURCES.childBenefitCharge,
    ],
  },
  {
    heading: "What this leaves out",
    paragraphs: [
      "Self-employment (the minimum income floor), students, couples where one of you is over State Pension age, transitional protection from moving over from older benefits, deductions for debts and advances, adults other than a partner living with you (non-dependants), and the two-child limit's old exceptions (no longer needed). Council Tax Reduction is set by each council: ask yours. In Scotland, Scottish Child Payment adds a weekly sum for each child under 16 on top of UC.",
    ],
    sources: [UC.BENEFIT_SOURCES.scottishChildPayment],
  },
] as const satisfies readonly MethodSection[];
