/**
 * Benefits: Universal Credit, the benefit cap and Child Benefit for 2026-27.
 * Part of FIGURES (../figures.ts); how to add or update a figure: docs/content-style.md.
 * Their values are the Universal Credit calculator's own rules (app/reference/universal-credit.ts),
 * so an article and the calculator cannot disagree; labels, dates and sources are here.
 */

import type { FigureData, FigureUnit, Source } from "../types";
import * as UC from "../universal-credit";

/** The 2026-27 benefit year's dates and checked day. */
const YEAR = {
  period: "a month in 2026-27",
  from: UC.BENEFIT_YEAR.from,
  to: UC.BENEFIT_YEAR.to,
  checked: UC.BENEFIT_YEAR.checked,
} as const;

/** A Universal Credit amount for 2026-27, from DWP's rates and the regulations. */
const uc = <U extends FigureUnit>(
  label: string,
  value: number,
  unit: U,
  sources: readonly [Source, ...Source[]] = [UC.BENEFIT_SOURCES.rates, UC.BENEFIT_SOURCES.amounts],
  period: string = YEAR.period,
) => ({ label, value, unit, ...YEAR, period, sources });

/** A benefit cap a month, in or outside Greater London, with the cap's own sources. */
const cap = (label: string, value: number) =>
  uc(label, value, "gbp", [
    UC.BENEFIT_SOURCES.rates,
    UC.BENEFIT_SOURCES.benefitCap,
    UC.BENEFIT_SOURCES.benefitCapGuide,
  ]);

export const BENEFIT_FIGURES = {
  ucStandardSingleUnder25: uc(
    "Universal Credit standard allowance, single and under 25, a month",
    UC.STANDARD_ALLOWANCE.single["under-25"],
    "gbp",
  ),
  ucStandardSingle: uc(
    "Universal Credit standard allowance, single and 25 or over, a month",
    UC.STANDARD_ALLOWANCE.single["25-or-over"],
    "gbp",
  ),
  ucStandardCoupleUnder25: uc(
    "Universal Credit standard allowance, a couple both under 25, a month",
    UC.STANDARD_ALLOWANCE.couple["under-25"],
    "gbp",
  ),
  ucStandardCouple: uc(
    "Universal Credit standard allowance, a couple with either 25 or over, a month",
    UC.STANDARD_ALLOWANCE.couple["25-or-over"],
    "gbp",
  ),
  ucChildElement: uc(
    "Universal Credit child element for each child, a month",
    UC.CHILD_ELEMENT.each,
    "gbp",
  ),
  ucChildElementFirstBefore2017: uc(
    "Universal Credit child element for a first child born before 6 April 2017, a month",
    UC.CHILD_ELEMENT.firstBornBefore2017,
    "gbp",
  ),
  ucDisabledChild: uc(
    "Universal Credit disabled child addition, lower rate, a month",
    UC.CHILD_ELEMENT.disabled,
    "gbp",
  ),
  ucSeverelyDisabledChild: uc(
    "Universal Credit disabled child addition, higher rate, a month",
    UC.CHILD_ELEMENT.severelyDisabled,
    "gbp",
  ),
  twoChildLimitEnded: {
    label: "The day the two-child limit on the Universal Credit child element ended",
    value: UC.CHILD_ELEMENT.twoChildLimitEnded,
    unit: "date",
    period: "from 6 April 2026",
    from: UC.CHILD_ELEMENT.twoChildLimitEnded,
    checkBy: "2027-11-28",
    checked: "2026-12-03",
    sources: [UC.BENEFIT_SOURCES.twoChildLimitAct, UC.BENEFIT_SOURCES.rates],
  },
  ucHealthNew: uc(
    "Universal Credit health element (LCWRA) for a condition first reported on a claim from 6 April 2026, a month",
    UC.HEALTH_ELEMENT.new,
    "gbp",
    [
      UC.BENEFIT_SOURCES.rates,
      UC.BENEFIT_SOURCES.healthElementAct,
      UC.BENEFIT_SOURCES.healthElementPre2026,
    ],
  ),
  ucHealthProtected: {
    ...uc(
      "Universal Credit health element (LCWRA) for those who had it before 6 April 2026 and ever since, claimed UC and asked to be assessed before that day, moved from ESA's support group, or have a severe condition or terminal illness, a month",
      UC.HEALTH_ELEMENT.protected,
      "gbp",
      [
        UC.BENEFIT_SOURCES.rates,
        UC.BENEFIT_SOURCES.healthElementAct,
        UC.BENEFIT_SOURCES.healthElementPre2026,
      ],
    ),
    note: "The amount is DWP's. Who gets it is reg 27A as the Universal Credit Act 2025 inserts it, widened by DWP's regulations of February 2026 to those who claimed UC and asked to be assessed before 6 April 2026; that widening is Contact's account of 13 February 2026, as the instrument itself was not found stored.",
  },
  ucCarer: uc("Universal Credit carer element, a month", UC.CARER_ELEMENT, "gbp"),
  ucChildcareShare: uc(
    "Share of childcare costs Universal Credit pays",
    UC.CHILDCARE.sharePct,
    "percent",
    [UC.BENEFIT_SOURCES.rates, UC.BENEFIT_SOURCES.amounts],
    "in 2026-27",
  ),
  ucChildcareOneChild: uc(
    "Most Universal Credit pays towards childcare for one child, a month",
    UC.CHILDCARE.mostForOneChild,
    "gbp",
    [UC.BENEFIT_SOURCES.rates, UC.BENEFIT_SOURCES.policyEngine],
  ),
  ucChildcareTwoOrMore: uc(
    "Most Universal Credit pays towards childcare for two or more children, a month",
    UC.CHILDCARE.mostForTwoOrMore,
    "gbp",
    [UC.BENEFIT_SOURCES.rates, UC.BENEFIT_SOURCES.policyEngine],
  ),
  ucWorkAllowanceWithHousing: uc(
    "Universal Credit work allowance with a housing element, a month",
    UC.WORK_ALLOWANCE.withHousing,
    "gbp",
    [UC.BENEFIT_SOURCES.rates, UC.BENEFIT_SOURCES.workAllowance, UC.BENEFIT_SOURCES.policyEngine],
  ),
  ucWorkAllowanceWithoutHousing: uc(
    "Universal Credit work allowance without a housing element, a month",
    UC.WORK_ALLOWANCE.withoutHousing,
    "gbp",
    [UC.BENEFIT_SOURCES.rates, UC.BENEFIT_SOURCES.workAllowance, UC.BENEFIT_SOURCES.policyEngine],
  ),
  ucTaper: uc(
    "Universal Credit taper: the share of net earnings above the work allowance taken off",
    UC.WORK_ALLOWANCE.taperPct,
    "percent",
    [UC.BENEFIT_SOURCES.workAllowance],
    "in 2026-27",
  ),
  ucSavingsLowerLimit: uc(
    "Savings Universal Credit ignores",
    UC.CAPITAL.lowerLimit,
    "gbp",
    [UC.BENEFIT_SOURCES.capital, UC.BENEFIT_SOURCES.rates],
    "in 2026-27",
  ),
  ucSavingsUpperLimit: uc(
    "Savings above which no Universal Credit is paid",
    UC.CAPITAL.upperLimit,
    "gbp",
    [UC.BENEFIT_SOURCES.capital, UC.BENEFIT_SOURCES.rates],
    "in 2026-27",
  ),
  ucTariffIncome: uc(
    "Universal Credit tariff income for each £250 of savings over £6,000, a month",
    UC.CAPITAL.tariffPerStep,
    "gbp",
    [UC.BENEFIT_SOURCES.capital],
  ),
  ucSpareBedroomOne: uc(
    "Cut to a social rent in Universal Credit for one spare bedroom",
    UC.SPARE_BEDROOM_CUT_PCT[1],
    "percent",
    [UC.BENEFIT_SOURCES.regulations],
    "in 2026-27",
  ),
  ucSpareBedroomTwo: uc(
    "Cut to a social rent in Universal Credit for two or more spare bedrooms",
    UC.SPARE_BEDROOM_CUT_PCT[2],
    "percent",
    [UC.BENEFIT_SOURCES.regulations],
    "in 2026-27",
  ),
  lhaFrozenAt: {
    label: "The day the Local Housing Allowance rates used in 2026-27 were set",
    value: UC.LHA.frozenAt,
    unit: "date",
    period: UC.LHA.period,
    from: UC.BENEFIT_YEAR.from,
    to: UC.BENEFIT_YEAR.to,
    checked: UC.LHA.checked,
    sources: [UC.BENEFIT_SOURCES.lhaFreeze, UC.BENEFIT_SOURCES.lhaLookup],
  },
  lhaMidStaffordshireTwoBedrooms: {
    label:
      "Local Housing Allowance for two bedrooms in the Mid Staffordshire area (Stone, Stafford, Lichfield, Cannock, Tamworth), a week",
    value: 143.84,
    unit: "gbp",
    period: "a week, set for April 2024 and held for 2026-27",
    from: "2024-04-01",
    to: UC.BENEFIT_YEAR.to,
    checked: "2026-12-03",
    sources: [
      {
        title: "Local housing allowance: Mid-Staffs rates 2024/2025 (Lichfield District Council)",
        url: "https://lichfielddc.gov.uk/benefits/local-housing-allowance/2",
      },
      UC.BENEFIT_SOURCES.lhaFreeze,
      UC.BENEFIT_SOURCES.lhaLookup,
      {
        title:
          "Proposal Document: Mid Staffordshire BRMA Review (the broad rental market area's towns, Stone among them; a copy at docslib.org)",
        url: "https://docslib.org/doc/9274707/proposal-document-mid-staffordshire-brma-review",
      },
    ],
    note: "The council's table of the Mid Staffordshire broad rental market area's rates; no Valuation Office Agency table of the rates was found stored. 2026-27 keeps the rates set on 31 January 2024 (SI 2026/5). Stone is in this area, as the area review's proposal document says (\"The Mid Staffordshire BRMA includes the towns of Stone\", with Stafford, Cannock, Rugeley, Lichfield and Tamworth; read in a copy at docslib.org); Stoke-on-Trent is in Staffordshire North, whose table was not found.",
  },
  benefitCapFamily: cap(
    "Benefit cap outside Greater London for a couple or a single parent, a month",
    UC.BENEFIT_CAP.outsideLondon.family,
  ),
  benefitCapSingle: cap(
    "Benefit cap outside Greater London for a single person without children, a month",
    UC.BENEFIT_CAP.outsideLondon.single,
  ),
  benefitCapFamilyLondon: cap(
    "Benefit cap in Greater London for a couple or a single parent, a month",
    UC.BENEFIT_CAP.london.family,
  ),
  benefitCapSingleLondon: cap(
    "Benefit cap in Greater London for a single person without children, a month",
    UC.BENEFIT_CAP.london.single,
  ),
  benefitCapEarnings: {
    ...uc(
      "Net earnings a month at which the benefit cap stops applying to Universal Credit (16 hours a week at the National Living Wage × 52 ÷ 12)",
      UC.CAP_EARNINGS_THRESHOLD,
      "gbp",
      [UC.BENEFIT_SOURCES.benefitCap, UC.BENEFIT_SOURCES.nationalLivingWage],
    ),
    note: "Worked out by the regulation's own sum (reg 82(1)(a)) from the National Living Wage for April 2026; no published monthly figure for 2026-27 was found.",
  },
  nationalLivingWage: {
    label: "National Living Wage an hour, for workers aged 21 and over",
    value: UC.NATIONAL_LIVING_WAGE.hourly,
    unit: "gbp",
    period: "from 1 April 2026",
    from: UC.NATIONAL_LIVING_WAGE.from,
    to: "2027-03-31",
    checked: UC.BENEFIT_YEAR.checked,
    sources: [UC.BENEFIT_SOURCES.nationalLivingWage],
  },
  childBenefitEldest: {
    label: "Child Benefit for the eldest or only child, a week",
    value: UC.CHILD_BENEFIT.eldest,
    unit: "gbp",
    period: "a week from 6 April 2026",
    from: UC.BENEFIT_YEAR.from,
    to: UC.BENEFIT_YEAR.to,
    checked: UC.BENEFIT_YEAR.checked,
    sources: [UC.BENEFIT_SOURCES.childBenefit, UC.BENEFIT_SOURCES.rates],
  },
  childBenefitOther: {
    label: "Child Benefit for each other child, a week",
    value: UC.CHILD_BENEFIT.eachOther,
    unit: "gbp",
    period: "a week from 6 April 2026",
    from: UC.BENEFIT_YEAR.from,
    to: UC.BENEFIT_YEAR.to,
    checked: UC.BENEFIT_YEAR.checked,
    sources: [UC.BENEFIT_SOURCES.childBenefit, UC.BENEFIT_SOURCES.rates],
  },
  childBenefitWeeks: {
    label:
      "Child Benefit weeks in the 2026-27 tax year: one for each Monday from 6 April 2026 to 5 April 2027",
    value: UC.CHILD_BENEFIT_WEEKS,
    unit: "weeks",
    period: "in the 2026-27 tax year",
    from: UC.BENEFIT_YEAR.from,
    to: UC.BENEFIT_YEAR.to,
    checked: "2026-12-03",
    sources: [UC.BENEFIT_SOURCES.childBenefitWeek, UC.BENEFIT_SOURCES.childBenefitChargeLaw],
    note: "Counted from the dates, not typed: a Child Benefit week begins on a Monday (SSCBA 1992 s.147(1)) and the charge is on the weeks in the tax year (ITEPA 2003 s.681B).",
  },
  childBenefitChargeFrom: {
    label: "Adjusted net income a year above which the High Income Child Benefit Charge applies",
    value: UC.CHILD_BENEFIT_CHARGE.threshold,
    unit: "gbp",
    period: "since 6 April 2024",
    from: "2024-04-06",
    checkBy: "2027-04-05",
    checked: UC.BENEFIT_YEAR.checked,
    sources: [UC.BENEFIT_SOURCES.childBenefitCharge],
  },
  childBenefitChargeAll: {
    label: "Adjusted net income a year from which the charge takes back all the Child Benefit",
    value: UC.CHILD_BENEFIT_CHARGE.allFrom,
    unit: "gbp",
    period: "since 6 April 2024",
    from: "2024-04-06",
    checkBy: "2027-04-05",
    checked: UC.BENEFIT_YEAR.checked,
    sources: [UC.BENEFIT_SOURCES.childBenefitCharge],
  },
} as const satisfies Record<string, FigureData>;
