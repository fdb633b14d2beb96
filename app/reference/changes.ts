/**
 * Dated changes to UK household costs, for the "What's changing" page and its calendar. Each takes
 * its date, figures and sources from the reference figures where one holds them, so a figure and its
 * change cannot disagree; the rest (a cap quarter starting) are dated here with their source.
 * Build-time data. How to add one: docs/content-style.md#dated-figures.
 */
import type { CalculatorKey } from "~/calculators/registry";
import { dayAfter } from "../site/dates";
import { PRICE_CAP } from "./energy";
import { FIGURES } from "./figures";
import { formatAmount, formatFigure } from "./format";
import type { Source } from "./types";

export interface DatedChange {
  /** Stable: the calendar's UID and the page's anchor. */
  id: string;
  /** The day it takes effect, YYYY-MM-DD. */
  date: string;
  title: string;
  /** What changes, in a sentence or two. */
  what: string;
  forWhom: string;
  calculators: readonly CalculatorKey[];
  /** Guide paths it touches, e.g. /guides/energy-bill/how-to-estimate-your-electric-bill. */
  guides: readonly string[];
  sources: readonly [Source, ...Source[]];
}

/** Where a change is dated by a source no reference figure holds. */
const TV_LICENCE_2027: Source = {
  title: "Why your TV licence is rising to £180 (Upday, reporting the DCMS announcement)",
  url: "https://www.upday.com/uk/uknews/why-your-tv-licence-is-rising-to-pound180-while-bbcs-funding-model-faces-overhaul/0vvz8ld",
};
const FUEL_DUTY_RPI: Source = {
  title:
    "The withdrawal of the cut in fuel duty means filling up will cost more (Paul Lewis, Radio Times Money, from the Budget papers)",
  url: "https://www.radiotimesmoney.com/news/paul-lewis/the-withdrawal-of-the-cut-in-fuel-duty-means-filling-up-will-cost-more-says-paul-lewis",
};

const CAP_HOUSEHOLDS =
  "Households on a standard variable (default) tariff in England, Scotland and Wales.";

const ENERGY_GUIDES = [
  "/guides/energy-bill/how-to-estimate-your-electric-bill",
  "/guides/energy-bill/gas-vs-electric-heating-costs",
];

export const DATED_CHANGES: readonly DatedChange[] = [
  {
    id: "renters-rights-act-2026-05",
    date: FIGURES.rentersRightsAct.from,
    title: "Renters' Rights Act: the first changes took effect in England",
    what: `Tenancies became periodic and section 21 "no fault" evictions ended; rent in advance was limited to ${formatFigure("rentInAdvanceMax")}, and rent could rise only once a year, with ${formatFigure("rentIncreaseNotice")}' notice.`,
    forWhom: "Private renters and landlords in England.",
    calculators: ["rent-affordability"],
    guides: [
      "/guides/rent-affordability/what-landlords-look-for",
      "/guides/rent-affordability/how-much-rent-can-i-afford",
    ],
    sources: FIGURES.rentersRightsAct.sources,
  },
  {
    id: "price-cap-2026-07",
    date: FIGURES.capElecUnitJuly2026.from,
    title: "Energy price cap for July to September 2026",
    what: `Electricity ${formatFigure("capElecUnitJuly2026")} a kWh and ${formatFigure("capElecStandingJuly2026")} a day; gas ${formatFigure("capGasUnitJuly2026")} a kWh and ${formatFigure("capGasStandingJuly2026")} a day (Great Britain averages, Direct Debit).`,
    forWhom: "Households on a standard variable (default) tariff in England, Scotland and Wales.",
    calculators: ["energy-bill", "ev-charging"],
    guides: ENERGY_GUIDES,
    sources: FIGURES.capElecUnitJuly2026.sources,
  },
  {
    id: "typical-use-2026-07",
    date: FIGURES.tdcvElec.from,
    title: "Ofgem's typical energy use was lowered",
    what: `A typical (medium) home has been counted since then as using ${formatFigure("tdcvElec")} of electricity and ${formatFigure("tdcvGas")} of gas a year, down from ${formatFigure("tdcvElec2023")} and ${formatFigure("tdcvGas2023")}, so "typical bills" quoted from July 2026 are not comparable with earlier ones.`,
    forWhom: "Anyone comparing a bill with a typical bill.",
    calculators: ["energy-bill"],
    guides: ENERGY_GUIDES,
    sources: FIGURES.tdcvElec.sources,
  },
  {
    id: "boiler-upgrade-scheme-2026-07",
    date: "2026-07-21",
    title: "Boiler Upgrade Scheme: new grant categories",
    what: `New grant categories applied: ${formatFigure("busOffGasOilLpg")} for an air-to-water heat pump replacing oil or LPG heating off the gas grid (as reported; GOV.UK's own table was not confirmed), ${formatFigure("busAirToAir")} for an air-to-air heat pump, and ${formatFigure("busHeatPump")} for an air source or ground source heat pump.`,
    forWhom: "Homeowners replacing a fossil-fuel boiler in England and Wales.",
    calculators: ["energy-bill"],
    guides: ["/guides/energy-bill/gas-vs-electric-heating-costs"],
    sources: FIGURES.busOffGasOilLpg.sources,
  },
  {
    id: "price-cap-2026-10",
    date: PRICE_CAP.from,
    title: "A new energy price cap quarter: October to December 2026",
    what: `Electricity ${formatFigure("capElecUnit")} a kWh and ${formatFigure("capElecStanding")} a day, with no VAT; gas ${formatFigure("capGasUnit")} a kWh and ${formatFigure("capGasStanding")} a day (Great Britain averages, Direct Debit). A typical bill came to ${formatFigure("capTypicalBillOctober2026")} a year at Ofgem's typical use, up from ${formatFigure("capTypicalBill")}.`,
    forWhom: CAP_HOUSEHOLDS,
    calculators: ["energy-bill", "ev-charging"],
    guides: ENERGY_GUIDES,
    sources: [...FIGURES.capElecUnit.sources, ...FIGURES.capTypicalBillOctober2026.sources],
  },
  {
    id: "electricity-vat-2026-10",
    date: FIGURES.vatDomesticElectricity.from,
    title: "VAT on household electricity cut to zero for the winter",
    what: `VAT on electricity for homes in Great Britain fell from ${formatFigure("vatDomesticEnergy")} to ${formatFigure("vatDomesticElectricity")} for supplies from 1 October 2026 to 31 March 2027, and the price cap's electricity rates from October carried none; gas kept its ${formatFigure("vatDomesticEnergy")}.`,
    forWhom: "Every household in Great Britain that pays for electricity.",
    calculators: ["energy-bill", "ev-charging"],
    guides: [...ENERGY_GUIDES, "/guides/ev-charging/home-charging-vs-public-charging"],
    sources: FIGURES.vatDomesticElectricity.sources,
  },
  {
    id: "electricity-vat-2027-04",
    date: dayAfter(FIGURES.vatDomesticElectricity.to),
    title: "VAT on household electricity back to the reduced rate",
    what: `The temporary zero rate of VAT on household electricity covers supplies to 31 March 2027; from 1 April 2027 electricity is due to carry the reduced rate of ${formatFigure("vatDomesticEnergy")} again, like gas, unless the government extends the zero rate.`,
    forWhom: "Every household in Great Britain that pays for electricity.",
    calculators: ["energy-bill", "ev-charging"],
    guides: [...ENERGY_GUIDES, "/guides/ev-charging/home-charging-vs-public-charging"],
    sources: FIGURES.vatDomesticElectricity.sources,
  },
  {
    id: "price-cap-2027-01",
    date: dayAfter(PRICE_CAP.to),
    title: "A new energy price cap quarter: January to March 2027",
    what: "The next quarterly cap. Ofgem announces each cap about five weeks before it starts; its figures were not in the sources we could read when this page was built, so Ofgem's page is the place to look. Electricity keeps its zero rate of VAT for the quarter.",
    forWhom: CAP_HOUSEHOLDS,
    calculators: ["energy-bill", "ev-charging"],
    guides: ENERGY_GUIDES,
    sources: [PRICE_CAP.newer],
  },
  {
    id: "energy-saving-materials-vat-2027-04",
    date: dayAfter(FIGURES.vatEnergySavingMaterials.to),
    title: "VAT on installing heat pumps, insulation and solar panels back to the reduced rate",
    what: `Installing energy-saving materials in a home in Great Britain has carried ${formatFigure("vatEnergySavingMaterials")} VAT since 1 April 2022; from 1 April 2027 it is due to carry the reduced rate, ${formatFigure("vatDomesticEnergy")}, as legislated.`,
    forWhom: "Homeowners installing a heat pump, insulation, solar panels or a home battery.",
    calculators: ["energy-bill"],
    guides: ["/guides/energy-bill/gas-vs-electric-heating-costs"],
    sources: FIGURES.vatEnergySavingMaterials.sources,
  },
  {
    id: "price-cap-2027-04",
    date: "2027-04-01",
    title: "A new energy price cap quarter: April to June 2027",
    what: "The cap's rates change again for April to June 2027. Ofgem announces them about five weeks before, towards the end of February.",
    forWhom: CAP_HOUSEHOLDS,
    calculators: ["energy-bill", "ev-charging"],
    guides: ENERGY_GUIDES,
    sources: [PRICE_CAP.newer],
  },
  {
    id: "fuel-duty-2027-01",
    date: FIGURES.fuelDutyJanuary2027.from,
    title: "Fuel duty: the freeze ends and the first step up",
    what: `Fuel duty has been frozen at ${formatFigure("fuelDutyMain")} a litre to 31 December 2026, and is legislated to rise to ${formatFigure("fuelDutyJanuary2027")} from 1 January 2027: ${formatAmount(FIGURES.fuelDutyJanuary2027.value - FIGURES.fuelDutyMain.value, "pence", 0)} a litre, ${formatAmount((FIGURES.fuelDutyJanuary2027.value - FIGURES.fuelDutyMain.value) * 1.2, "pence")} at the pump once 20% VAT is added. HMRC said the final rates would be confirmed at the Budget of 28 October 2026; what that Budget decided was not in the sources we could read.`,
    forWhom: "Drivers of petrol and diesel cars.",
    calculators: ["fuel-cost", "ev-charging"],
    guides: ["/guides/fuel-cost/how-to-estimate-commute-cost"],
    sources: FIGURES.fuelDutyJanuary2027.sources,
  },
  {
    id: "fuel-duty-2027-03",
    date: FIGURES.fuelDutyMarch2027.from,
    title: "Fuel duty back to its rate before March 2022",
    what: `The main rate for petrol and diesel is legislated to reach ${formatFigure("fuelDutyMarch2027")} a litre from 1 March 2027, its rate before the 5p cut of March 2022. From 2027-28 the rates are to rise each year with the Retail Prices Index, as the Budget papers are reported to say; the first such rise and its size were not in the sources we could read.`,
    forWhom: "Drivers of petrol and diesel cars.",
    calculators: ["fuel-cost", "ev-charging"],
    guides: ["/guides/fuel-cost/how-to-estimate-commute-cost"],
    sources: [...FIGURES.fuelDutyMarch2027.sources, FUEL_DUTY_RPI],
  },
  {
    id: "tv-licence-2027-04",
    date: dayAfter(FIGURES.tvLicence.to),
    title: "TV licence fee for 2027-28",
    what: `The colour licence has cost ${formatFigure("tvLicence")} a year; it is due to rise with CPI inflation from 1 April 2027, as the DCMS announcement of 2026 is reported to say. The new fee was not in the sources we could check.`,
    forWhom: "Every household that watches live TV or BBC iPlayer.",
    calculators: ["rent-affordability"],
    guides: ["/guides/rent-affordability/how-much-rent-can-i-afford"],
    sources: [TV_LICENCE_2027, ...FIGURES.tvLicence.sources],
  },
  {
    id: "tax-year-2027-04",
    date: dayAfter(FIGURES.mileageRate.to),
    title: "A new tax year: 2027-28 begins",
    what: `The 2026-27 tax year ends on 5 April 2027. Its figures end with it: HMRC's mileage rates of ${formatFigure("mileageRate")} a mile for the first 10,000 business miles and ${formatFigure("mileageRateOver10000")} after, and the employee National Insurance main rate of ${formatFigure("nationalInsuranceRate")}. The Personal Allowance stays frozen at ${formatFigure("personalAllowance")}. Take-home pay sums for 2027-28 follow once HMRC publishes the year's rates and thresholds.`,
    forWhom: "Employees, the self-employed and anyone claiming business mileage across the UK.",
    calculators: ["rent-affordability", "fuel-cost"],
    guides: [
      "/guides/rent-affordability/how-much-rent-can-i-afford",
      "/guides/fuel-cost/how-to-estimate-commute-cost",
    ],
    sources: [...FIGURES.mileageRate.sources, ...FIGURES.nationalInsuranceRate.sources],
  },
  {
    id: "benefit-year-2027-04",
    date: dayAfter(FIGURES.ucStandardSingle.to),
    title: "Universal Credit and Child Benefit rates for 2027-28",
    what: `The 2026-27 rates end with the benefit year: a Universal Credit standard allowance of ${formatFigure("ucStandardSingle")} a month for a single person aged 25 or over and ${formatFigure("ucStandardCouple")} for a couple, a child element of ${formatFigure("ucChildElement")} for every child (the two-child limit ended on 6 April 2026), Child Benefit of ${formatFigure("childBenefitEldest")} a week for the eldest child, and a childcare element of ${formatFigure("ucChildcareShare")} of costs up to ${formatFigure("ucChildcareOneChild")} a month for one child. Each award moves to the new rates from its first assessment period starting on or after 6 April 2027. The 2027-28 rates were not in the sources we could check; the benefit cap of ${formatFigure("benefitCapFamily")} a month for a family outside London has not risen since April 2023.`,
    forWhom: "Households getting Universal Credit or Child Benefit.",
    calculators: ["universal-credit", "childcare"],
    guides: [
      "/guides/universal-credit/how-universal-credit-is-worked-out-when-you-work",
      "/guides/childcare/tax-free-childcare-or-universal-credit",
      "/guides/universal-credit/what-the-end-of-the-two-child-limit-means",
      "/guides/universal-credit/child-benefit-and-the-charge-between-60000-and-80000",
    ],
    sources: FIGURES.ucStandardSingle.sources,
  },
  {
    id: "childcare-earnings-2027-04",
    date: dayAfter(FIGURES.earningsConditionWeekly.to),
    title: "Minimum wage rates for 2027-28, and the earnings childcare help needs",
    what: `The April 2026 minimum wage rates end on 31 March 2027. Tax-Free Childcare and working parents' funded hours need each parent to earn at least 16 hours a week at the rate for their age, ${formatFigure("earningsConditionWeekly")} a week at 21 or over until then; from 1 April 2027 the amount follows the new rates, which were not in the sources we could check.`,
    forWhom: "Working parents using Tax-Free Childcare or funded childcare hours across the UK.",
    calculators: ["childcare"],
    guides: [
      "/guides/childcare/funded-hours-in-england-scotland-and-wales",
      "/guides/childcare/tax-free-childcare-or-universal-credit",
    ],
    sources: FIGURES.earningsConditionWeekly.sources,
  },
  {
    id: "vehicle-tax-2027-04",
    date: dayAfter(FIGURES.vedStandard.to),
    title: "Vehicle tax rates for 2027-28",
    what: `The 2026-27 rates end: ${formatFigure("vedStandard")} a year standard rate, and ${formatFigure("vedSupplement")} a year more for cars over ${formatFigure("vedSupplementThresholdOther")} (${formatFigure("vedSupplementThresholdZeroEmission")} for electric cars).`,
    forWhom: "Car owners, electric cars included.",
    calculators: ["fuel-cost", "ev-charging"],
    guides: ["/guides/ev-charging/is-it-cheaper-to-run-an-ev"],
    sources: FIGURES.vedStandard.sources,
  },
  {
    id: "council-tax-2027-04",
    date: dayAfter(FIGURES.councilTaxRiseLimit.to),
    title: "Council tax for 2027-28",
    what: `The 2026-27 bills end: an average Band D bill of ${formatFigure("councilTaxBandD")} in England, ${formatFigure("councilTaxBandDWales")} in Wales and ${formatFigure("councilTaxBandDScotland")} in Scotland (before water and sewerage), and the limit on rises without a referendum of ${formatFigure("councilTaxRiseLimit")} for most top-tier councils in England. Each council sets its 2027-28 bills.`,
    forWhom: "Households in England, Scotland and Wales.",
    calculators: ["mortgage-payment"],
    guides: ["/guides/mortgage-payment/what-does-my-mortgage-payment-include"],
    sources: [
      ...FIGURES.councilTaxBandD.sources,
      ...FIGURES.councilTaxBandDWales.sources,
      ...FIGURES.councilTaxBandDScotland.sources,
      ...FIGURES.councilTaxRiseLimit.sources,
    ],
  },
  {
    id: "pay-per-mile-2028-04",
    date: FIGURES.evedElectric.from,
    title: "Pay-per-mile charge for electric cars (planned)",
    what: `Electric cars are planned to pay ${formatFigure("evedElectric")} a mile and plug-in hybrids ${formatFigure("evedPluginHybrid")} a mile (eVED), on top of vehicle tax.`,
    forWhom: "Drivers of electric and plug-in hybrid cars.",
    calculators: ["ev-charging"],
    guides: [
      "/guides/ev-charging/is-it-cheaper-to-run-an-ev",
      "/guides/ev-charging/how-to-estimate-ev-cost-per-mile",
    ],
    sources: FIGURES.evedElectric.sources,
  },
  {
    id: "council-tax-surcharge-2028-04",
    date: FIGURES.councilTaxSurchargeAmounts.from,
    title: "Council tax surcharge on homes worth £2 million or more (proposed)",
    what: `Homes in England valued at ${formatFigure("councilTaxSurchargeThreshold")} or more are to pay ${formatFigure("councilTaxSurchargeAmounts")} a year on top of council tax, rising with the value, under plans the government consulted on in May 2026.`,
    forWhom: "Owners of homes in England worth £2 million or more.",
    calculators: ["mortgage-payment", "moving-cost"],
    guides: ["/guides/mortgage-payment/what-does-my-mortgage-payment-include"],
    sources: FIGURES.councilTaxSurchargeAmounts.sources,
  },
  {
    id: "income-tax-thresholds-2031-04",
    date: dayAfter(FIGURES.personalAllowance.to),
    title: "The freeze on income tax thresholds ends",
    what: `The Personal Allowance has been frozen at ${formatFigure("personalAllowance")}; the freeze ends after 5 April 2031.`,
    forWhom: "Income tax payers across the UK.",
    calculators: ["rent-affordability"],
    guides: ["/guides/rent-affordability/how-much-rent-can-i-afford"],
    sources: FIGURES.personalAllowance.sources,
  },
];

/**
 * Words that put a change still to come: "will", "is to", "planned", or a present tense that
 * reads as a timetable ("evictions end", "new categories apply", "is now counted"). An entry whose
 * date has passed must say none of them: it happened, so it is told in the past tense.
 */
const STILL_TO_COME = [
  /\bwill\b/i,
  /\bshall\b/i,
  /\b(?:is|are) (?:to|due|set|planned|expected|proposed)\b/i,
  /\b(?:planned|proposed|upcoming|next)\b/i,
  /\bgoing to\b/i,
  /\bnow\b/i,
  /\b(?:takes?|comes?) (?:effect|into force)\b/i,
  /\b(?:becomes?|begins?|starts?|applies|apply)\b/i,
  /\bends\b|(?<!\bthe )\bend\b(?! of\b)/i,
];

/** The words in a change's title and text that say it is still to come; none, if it reads as past. */
export function stillToComeWording(change: Pick<DatedChange, "title" | "what">): string[] {
  const text = `${change.title}. ${change.what}`;
  return STILL_TO_COME.flatMap((marker) => text.match(marker)?.[0] ?? []);
}
