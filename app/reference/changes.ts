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
import { formatFigure } from "./format";
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

const ENERGY_GUIDES = [
  "/guides/energy-bill/how-to-estimate-your-electric-bill",
  "/guides/energy-bill/gas-vs-electric-heating-costs",
];

export const DATED_CHANGES: readonly DatedChange[] = [
  {
    id: "renters-rights-act-2026-05",
    date: FIGURES.rentersRightsAct.from,
    title: "Renters' Rights Act: the first changes take effect in England",
    what: `Tenancies become periodic and section 21 "no fault" evictions end; rent in advance is limited to ${formatFigure("rentInAdvanceMax")}, and rent can rise once a year with ${formatFigure("rentIncreaseNotice")}' notice.`,
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
    date: PRICE_CAP.from,
    title: "Energy price cap for July to September 2026",
    what: `Electricity ${formatFigure("capElecUnit")} a kWh and ${formatFigure("capElecStanding")} a day; gas ${formatFigure("capGasUnit")} a kWh and ${formatFigure("capGasStanding")} a day (Great Britain averages, Direct Debit).`,
    forWhom: "Households on a standard variable (default) tariff in England, Scotland and Wales.",
    calculators: ["energy-bill", "ev-charging"],
    guides: ENERGY_GUIDES,
    sources: FIGURES.capElecUnit.sources,
  },
  {
    id: "typical-use-2026-07",
    date: FIGURES.tdcvElec.from,
    title: "Ofgem's typical energy use is lowered",
    what: `A typical (medium) home is now counted as using ${formatFigure("tdcvElec")} of electricity and ${formatFigure("tdcvGas")} of gas a year, down from ${formatFigure("tdcvElec2023")} and ${formatFigure("tdcvGas2023")}, so "typical bills" quoted from July 2026 are not comparable with earlier ones.`,
    forWhom: "Anyone comparing a bill with a typical bill.",
    calculators: ["energy-bill"],
    guides: ENERGY_GUIDES,
    sources: FIGURES.tdcvElec.sources,
  },
  {
    id: "boiler-upgrade-scheme-2026-07",
    date: "2026-07-21",
    title: "Boiler Upgrade Scheme: new grant categories",
    what: `New grant categories apply: ${formatFigure("busOffGasOilLpg")} for an air-to-water heat pump replacing oil or LPG heating off the gas grid (as reported; GOV.UK's own table was not confirmed), ${formatFigure("busAirToAir")} for an air-to-air heat pump, and ${formatFigure("busHeatPump")} for an air source or ground source heat pump.`,
    forWhom: "Homeowners replacing a fossil-fuel boiler in England and Wales.",
    calculators: ["energy-bill"],
    guides: ["/guides/energy-bill/gas-vs-electric-heating-costs"],
    sources: FIGURES.busOffGasOilLpg.sources,
  },
  {
    id: "price-cap-2026-10",
    date: dayAfter(PRICE_CAP.to),
    title: "A new energy price cap quarter: October to December 2026",
    what: "Ofgem sets the cap every three months. The figures for this quarter were not in the sources we could check; Ofgem's page gives them.",
    forWhom: "Households on a standard variable (default) tariff in England, Scotland and Wales.",
    calculators: ["energy-bill", "ev-charging"],
    guides: ENERGY_GUIDES,
    sources: [PRICE_CAP.newer],
  },
  {
    id: "price-cap-2027-01",
    date: "2027-01-01",
    title: "A new energy price cap quarter: January to March 2027",
    what: "The next quarterly cap. Ofgem announces each cap about five weeks before it starts.",
    forWhom: "Households on a standard variable (default) tariff in England, Scotland and Wales.",
    calculators: ["energy-bill", "ev-charging"],
    guides: ENERGY_GUIDES,
    sources: [PRICE_CAP.newer],
  },
  {
    id: "fuel-duty-2027-01",
    date: dayAfter(FIGURES.fuelDutyMain.to),
    title: "Fuel duty: the freeze is reported to end",
    what: `Fuel duty has been ${formatFigure("fuelDutyMain")} a litre. GOV.UK's plan of February 2026 set rises of 1p, 2p and 2p a litre from September 2026; news reports say the freeze was extended to 31 December 2026, moving the next rise to 1 January 2027. We could not confirm that order on GOV.UK.`,
    forWhom: "Drivers of petrol and diesel cars.",
    calculators: ["fuel-cost", "ev-charging"],
    guides: ["/guides/fuel-cost/how-to-estimate-commute-cost"],
    sources: FIGURES.fuelDutyMain.sources,
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
    what: `The 2026-27 limit on rises without a referendum (${formatFigure("councilTaxRiseLimit")} for most top-tier councils in England) ends; each council sets its 2027-28 bills.`,
    forWhom: "Households in England.",
    calculators: ["mortgage-payment"],
    guides: ["/guides/mortgage-payment/what-does-my-mortgage-payment-include"],
    sources: FIGURES.councilTaxRiseLimit.sources,
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
