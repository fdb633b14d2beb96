/**
 * Energy: the Ofgem price cap and its earlier rates, typical use, Ofgem's appliance examples,
 * heating grants and VAT on home energy.
 * Part of FIGURES (../figures.ts); how to add or update a figure: docs/content-style.md.
 */
import { FIGURES_REVIEWED as CHECKED, CHECKED_DECEMBER_3 } from "../checked";
import { HOME_ELECTRICITY_VAT, PRICE_CAP, TYPICAL_USE, TYPICAL_USE_LOW_HIGH } from "../energy";
import type { FigureData, Source } from "../types";

/** Where this file's figures come from, cited as S.name. */
const S = {
  capJuly2026: {
    title:
      "UK Energy Price Cap explained: the July 2026 cap and what it means for your bills (Energy Plus)",
    url: "https://www.energyplus.co.uk/GuidesFAQs/EnergyPriceCap",
  },
  capJuly2026News: {
    title: "Ofgem raises UK energy price cap 13% for July to September (Particle News)",
    url: "https://particlenews.pages.dev/story/ofgem-raises-uk-energy-price-cap-13-for-julyseptember",
  },
  tdcvOutfox: {
    title: "What are TDCVs and why have they changed? July 2026 price change (Outfox the Market)",
    url: "https://help.outfox.energy/hc/en-gb/articles/27962135159836-What-are-TDCVs-and-why-have-they-changed-July-2026-Price-Change",
  },
  capTypicalBillJuly2026: {
    title: "Is the energy price cap really rising 13%? (Billluma)",
    url: "https://billluma.co.uk/is-the-energy-price-cap-really-rising-13-percent",
  },
  tdcvOfgem2020: {
    title: "Typical domestic consumption values (Ofgem)",
    url: "https://www.ofgem.gov.uk/gas/retail-market/monitoring-data-and-statistics/typical-domestic-consumption-values",
  },
  tdcvOfgem: {
    title: "Review of typical domestic consumption values (Ofgem)",
    url: "https://www.ofgem.gov.uk/consultation/review-typical-domestic-consumption-values",
  },
  tdcv2023: {
    title: "TDCV explainer (National Energy Action)",
    url: "https://nea.org.uk/news/tdcv-explainer/?parent=who-we-are%2Fmedia-centre%2Fpage%2F17",
  },
  ofgemCap: { title: "Energy price cap (Ofgem)", url: "https://www.ofgem.gov.uk/energy-price-cap" },
  capJan2025: {
    title: "What is the Energy Price Cap? (January 2025 update) (Stay Energy Safe)",
    url: "https://stayenergysafe.co.uk/more-on-energy-theft/what-is-the-energy-price-cap-october-2024",
  },
  cse: {
    title: "Current gas and electricity prices (Centre for Sustainable Energy)",
    url: "https://cse.org.uk/current-gas-and-electricity-prices",
  },
  ofgemUsage: {
    title: "Average gas and electricity usage (Ofgem)",
    url: "https://www.ofgem.gov.uk/average-gas-and-electricity-usage",
  },
  bus: {
    title: "Apply for the Boiler Upgrade Scheme: what you can get (GOV.UK)",
    url: "https://www.gov.uk/apply-boiler-upgrade-scheme/what-you-can-get",
  },
  busOffGas1: {
    title: "Off-gas-grid heat pump grants in 2026 (Cucumber Eco)",
    url: "https://cucumbereco.co.uk/blog/offgasgridheatpumpgrants2026",
  },
  busOffGas2: {
    title: "The Boiler Upgrade Scheme explained (Vector Heat)",
    url: "https://www.vectorheat.co.uk/insights/boiler-upgrade-scheme-explained.html",
  },
  whd2026: {
    title: "Warm Home Discount 2026/27: who qualifies and how to get £150 (CalcHub)",
    url: "https://calchub.uk/blog/warm-home-discount-2026-27-who-qualifies/",
  },
  whd2025: {
    title:
      "Millions more families to get £150 off energy bills this winter (Wired-Gov, the government's release of 19 June 2025)",
    url: "https://www.wired-gov.net/wg/news.nsf/articles/millions+more+families+to+get+150+off+energy+bills+this+winter+19062025142000?open",
  },
  whdExtended: {
    title: "Energy bill support extended for millions of families (Wired-Gov, 30 January 2026)",
    url: "https://www.wired-gov.net/wg/news.nsf/articles/energy+bill+support+extended+for+millions+of+families+30012026142000?open",
  },
  policyCosts1: {
    title:
      "What does the Autumn Budget mean for your energy bills? (UK Times, reproducing the government's explainer)",
    url: "https://uk-times.com/what-does-the-autumn-budget-mean-for-your-energy-bills/?amp=1",
  },
  policyCosts2: {
    title: "What does the Budget mean for energy bills? (Nesta)",
    url: "https://www.nesta.org.uk/blog/what-does-the-budget-mean-for-energy-bills/",
  },
  capOldBasis1: {
    title:
      "Energy price cap rises again: what today's announcement means for your money (Castle Trust)",
    url: "https://www.castletrust.co.uk/energy-price-cap-rises-again-what-todays-announcement-means-for-your-money/",
  },
  busJuly2026: {
    title:
      "Notice of approved grant categories and values for the Boiler Upgrade Scheme, from 21 July 2026 (GOV.UK)",
    url: "https://www.gov.uk/government/publications/boiler-upgrade-scheme-regulations-approved-standards/notice-of-approved-grant-categories-and-values-for-the-boiler-upgrade-scheme",
  },
  vatFuel: {
    title: "Fuel and power (VAT Notice 701/19) (GOV.UK)",
    url: "https://www.gov.uk/guidance/vat-on-fuel-and-power-notice-70119",
  },
  ofgemCapLevelsQ4: {
    title:
      "Ofgem's final levelised cap rates model (Annex 9) for 1 October to 31 December 2026, as stored by PolicyEngine Chronicle (fetched 10 September 2026)",
    url: "https://github.com/PolicyEngine/chronicle/blob/main/db/data/ofgem/energy_price_cap_levels_2024_2026/manifest.yaml",
  },
  capOctober2026: {
    title:
      'Energy price shock and UK living standards: configuration, recording Ofgem\'s press release "Energy price cap will rise by 4% from October 2026" (PolicyEngine)',
    url: "https://github.com/PolicyEngine/impact-iran-war-living-standards/blob/main/src/iran_impact/config.py",
  },
  esmReliefPaper: {
    title:
      "Extension of VAT energy-saving materials relief (HM Revenue and Customs policy paper, GOV.UK, 11 January 2024)",
    url: "https://www.gov.uk/government/publications/vat-energy-saving-materials-relief/extension-of-vat-energy-saving-materials-relief",
  },
  esmReliefOrder: {
    title:
      "The Value Added Tax (Installation of Energy-Saving Materials) Order 2024, explanatory note (legislation.gov.uk)",
    url: "https://www.legislation.gov.uk/uksi/2024/24/note/made/data.xht",
  },
  electricityVatParameter: {
    title:
      "VAT rate on domestic electricity, Great Britain, citing the Value Added Tax (Supplies of Domestic Electricity) Order 2026 (SI 2026/987) and HMRC's Revenue and Customs Brief 10 (2026) (PolicyEngine UK's parameter file)",
    url: "https://github.com/PolicyEngine/policyengine-uk/blob/main/policyengine_uk/parameters/gov/hmrc/vat/domestic_electricity_rate/great_britain.yaml",
  },
  whdDesnz2026: {
    title:
      "Autumn Budget 2026: candidate reforms, updated 8 October 2026 (PolicyEngine), recording DESNZ's release of 26 August 2026 on the Warm Home Discount",
    url: "https://github.com/PolicyEngine/uk-autumn-budget-dashboard-2026/blob/main/docs/autumn-budget-2026-candidate-reforms.md",
  },
  capOctober2026Rates: {
    title:
      "RetrofitPlanner's design note of 6 September 2026, section 2.1 \"Energy prices\": the Ofgem cap for 1 October to 31 December 2026, Great Britain average, Direct Debit, verified 5 and 6 September 2026 (a heat pump site's public repository)",
    url: "https://github.com/nateminn/retrofit-planner/blob/main/docs/superpowers/specs/2026-09-06-fix-and-freshen-design.md",
  },
  capOctober2026RatesChecked: {
    title:
      "RetrofitPlanner's record of the current cap, the same four rates for 1 October to 31 December 2026 checked against Ofgem's unit rates and standing charges page on 23 September 2026 (docs/superpowers/tools/ofgem_cap.py)",
    url: "https://github.com/nateminn/retrofit-planner/blob/main/docs/superpowers/tools/ofgem_cap.py",
  },
  electricityVatHoliday: {
    title:
      "PolicyEngine Chronicle's test of Ofgem's cap levels: electricity VAT is zero for October 2026 to March 2027",
    url: "https://github.com/PolicyEngine/chronicle/blob/main/tests/test_issue_257_transport_energy_followups.py",
  },
} as const satisfies Record<string, Source>;

/** The cap's rates for October to December 2026: the secondary source read, then the official file stored. */
const CAP_SOURCES = [
  S.capOctober2026Rates,
  S.capOctober2026RatesChecked,
  S.ofgemCapLevelsQ4,
] as const;

/**
 * Where the cap's rates for October to December 2026 come from: a secondary source, as the official
 * spreadsheet stored could not be opened here; the note says so and how they were checked.
 */
const CAP_NOTE =
  "Ofgem sets these in its Annex 9 spreadsheet of levelised cap levels (Annex-9-Levelisation-allowance-methodology-and-levelised-cap-levels-v1.11.xlsx, August 2026). PolicyEngine Chronicle stores a copy, db/data/ofgem/energy_price_cap_levels_2024_2026/annex-9-levelised-cap-levels-v1-11.xlsx, fetched from Ofgem on 10 September 2026, but the copy of that repository we could read on 3 December 2026 was its snapshot of 22 August 2026, before the file was added, and its stored index holds no text of it: we could not open it. So the four rates come from a secondary source, RetrofitPlanner's public notes (its design note of 6 September 2026 and its cap record, checked against Ofgem's page on 23 September 2026), which give them as Ofgem's Great Britain averages for Direct Debit with VAT, none on electricity. We checked them two ways: at Ofgem's typical use (2,500 kWh of electricity, 9,500 kWh of gas) they make £1,723.61 a year (658.00 + 200.13 + 757.15 + 108.33), the £1,723 typical bill Ofgem announced for the quarter as PolicyEngine records it (capTypicalBillOctober2026); and the electricity standing charge, 57.19p in July to September with 5% VAT, fell to 54.83p as VAT came off (57.19 / 1.05 = 54.47p before any other change). No source we could read disagreed. The cap for 1 January to 31 March 2027, announced in late November 2026, was in none of the sources we could read on 3 December 2026.";

/** The dates of the price cap quarter PRICE_CAP holds. */
const CAP_QUARTER = {
  period: PRICE_CAP.period,
  from: PRICE_CAP.from,
  to: PRICE_CAP.to,
  checked: CHECKED_DECEMBER_3,
} as const;
/** The July to September 2026 quarter, kept as history where a page or a change quotes it as past. */
const CAP_JULY_2026 = {
  period: "from 1 July to 30 September 2026",
  from: "2026-07-01",
  to: "2026-09-30",
  checked: CHECKED,
  history: true,
} as const;
/** A July to September 2026 cap rate, quoted as that quarter's in What's changing. */
const capJuly2026 = (label: string, value: number) =>
  ({
    label: `${label} under the Ofgem price cap, July to September 2026 (GB average, Direct Debit, with 5% VAT)`,
    value,
    unit: "pence",
    ...CAP_JULY_2026,
    sources: [S.capJuly2026, S.capJuly2026News],
    note: "Kept as history: What's changing quotes it as the rate of its quarter, which ended on 30 September 2026.",
  }) as const;
/** The Economy 7 rates' unit, dates and source. */
const ECONOMY_7_APRIL_2025 = {
  unit: "pence",
  period: "as of 1 April 2025",
  from: "2025-04-01",
  to: "2025-06-30",
  checked: CHECKED,
  sources: [S.cse],
  note: "Ofgem publishes Economy 7 caps only region by region; this is the newest GB average we could confirm. Kept as history: the guides quote it with the single rate of the same quarter, as April 2025's.",
  history: true,
} as const;
/** The dates of the typical use values TYPICAL_USE holds. */
const TYPICAL_USE_DATES = {
  period: TYPICAL_USE.period,
  from: TYPICAL_USE.from,
  checkBy: "2027-11-23",
  checked: CHECKED,
} as const;
/** Ofgem's earlier typical use values' unit, dates and source. */
const TYPICAL_USE_2023 = {
  unit: "kwh",
  period: "from 1 October 2023 to 30 June 2026",
  from: "2023-10-01",
  to: "2026-06-30",
  checked: CHECKED,
  sources: [S.tdcv2023],
  history: true,
} as const;
/** The dates and source of the low and high values TYPICAL_USE_LOW_HIGH holds. */
const LOW_HIGH_2020 = {
  from: TYPICAL_USE_LOW_HIGH.from,
  checkBy: "2027-11-23",
  checked: CHECKED,
  sources: [S.tdcvOfgem2020],
} as const;

export const ENERGY_FIGURES = {
  // ── Energy price cap (Great Britain, average across regions, Direct Debit, VAT included: none on electricity from 1 October 2026) ──
  capElecUnit: {
    label: "Electricity unit rate under the Ofgem price cap (GB average, Direct Debit)",
    value: PRICE_CAP.electricityUnitPence,
    unit: "pence",
    ...CAP_QUARTER,
    sources: CAP_SOURCES,
    note: CAP_NOTE,
  },
  capElecStanding: {
    label: "Electricity standing charge a day under the Ofgem price cap (GB average, Direct Debit)",
    value: PRICE_CAP.electricityStandingPence,
    unit: "pence",
    ...CAP_QUARTER,
    sources: CAP_SOURCES,
    note: CAP_NOTE,
  },
  capGasUnit: {
    label: "Gas unit rate under the Ofgem price cap (GB average, Direct Debit)",
    value: PRICE_CAP.gasUnitPence,
    unit: "pence",
    ...CAP_QUARTER,
    sources: CAP_SOURCES,
    note: CAP_NOTE,
  },
  capGasStanding: {
    label: "Gas standing charge a day under the Ofgem price cap (GB average, Direct Debit)",
    value: PRICE_CAP.gasStandingPence,
    unit: "pence",
    ...CAP_QUARTER,
    sources: CAP_SOURCES,
    note: CAP_NOTE,
  },
  capTypicalBill: {
    label: "Typical yearly gas and electricity bill under the price cap, at Ofgem's typical use",
    value: 1663,
    unit: "gbp",
    ...CAP_JULY_2026,
    sources: [S.tdcvOutfox, S.capTypicalBillJuly2026],
    note: "July to September 2026's typical bill, at that quarter's rates (26.11p and 57.19p a day for electricity, 7.33p and 29.04p for gas), with which the energy calculator's worked example agrees to the pound. Kept as history: the electric bill guide quotes it as that quarter's, beside the typical bill for October to December 2026 (capTypicalBillOctober2026), to show what Ofgem's lower typical use changed.",
    history: true,
  },
  capTypicalBillOldBasis: {
    label:
      "Typical yearly gas and electricity bill under the price cap, at Ofgem's earlier typical use (2,700 kWh of electricity, 11,500 kWh of gas)",
    value: 1862,
    unit: "gbp",
    ...CAP_JULY_2026,
    sources: [S.capOldBasis1, S.capTypicalBillJuly2026],
    note: "Reported from Ofgem's announcement of 27 May 2026; the £1,663 figure is at the new typical use. Kept as history: the electric bill guide quotes it as July to September 2026's, at the typical use Ofgem counted before.",
    history: true,
  },
  capTypicalBillOctober2026: {
    label:
      "Typical yearly gas and electricity bill under the price cap, at Ofgem's typical use, with no VAT on the electricity",
    value: 1723,
    unit: "gbp",
    period: "from 1 October to 31 December 2026",
    from: "2026-10-01",
    to: "2026-12-31",
    checked: CHECKED_DECEMBER_3,
    sources: [S.capOctober2026, S.ofgemCapLevelsQ4],
    note: "£60 (4%) more than July to September's £1,663, as PolicyEngine records Ofgem's press release of August 2026, which we could not read ourselves. The quarter's unit rates and standing charges (capElecUnit and the others) make £1,723.61 at Ofgem's typical use, which agrees.",
  },
  policyCostCut: {
    label:
      "Average yearly cut in policy costs on household energy bills, as 75% of Renewables Obligation costs moved to general taxation and ECO ended",
    value: 150,
    unit: "gbp",
    period: "from 1 April 2026",
    from: "2026-04-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.policyCosts1, S.policyCosts2],
    note: "The government's figure rounds £154 a household (£88 + £59 + £7 VAT) to £150; secondary sources only.",
  },
  warmHomeDiscount: {
    label:
      "Warm Home Discount a winter, for every billpayer on means-tested benefits in England and Wales",
    value: 150,
    unit: "gbp",
    period: "for winter 2026-27",
    from: "2026-10-01",
    to: "2027-03-31",
    checked: CHECKED_DECEMBER_3,
    sources: [S.whdDesnz2026, S.whd2026, S.whd2025, S.whdExtended],
    note: "£150 for about 6 million households in winter 2026-27, as PolicyEngine's research of 8 October 2026 records from DESNZ's release of 26 August 2026 (GOV.UK's page itself was not among the sources we could read); CalcHub reports the same. The government's releases of 19 June 2025 (£150, widened to every billpayer on means-tested benefits) and 30 January 2026 (the scheme continued to winter 2030-31) are copies, not GOV.UK's own pages. A £100 top-up was reported in October 2026 as under consideration for the Budget of 28 October; whether it was made was not in the sources we could read.",
  },
  capElecUnitJuly2026: capJuly2026("Electricity unit rate", 26.11),
  capElecStandingJuly2026: capJuly2026("Electricity standing charge a day", 57.19),
  capGasUnitJuly2026: capJuly2026("Gas unit rate", 7.33),
  capGasStandingJuly2026: capJuly2026("Gas standing charge a day", 29.04),
  capElecStanding2025: {
    label: "Electricity standing charge a day under the price cap, lowest and highest quarter",
    value: [51.37, 60.97],
    unit: "pence",
    period: "from 1 January to 31 December 2025",
    from: "2025-01-01",
    to: "2025-12-31",
    checked: CHECKED,
    sources: [S.ofgemCap, S.capJan2025],
    note: "51.37p from 1 July to 30 September 2025; 60.97p from 1 January to 31 March 2025.",
    history: true,
  },
  capElecUnitApr2025: {
    label: "Electricity unit rate under the price cap, single rate (GB average, Direct Debit)",
    value: 27.03,
    unit: "pence",
    period: "from 1 April to 30 June 2025",
    from: "2025-04-01",
    to: "2025-06-30",
    checked: CHECKED,
    sources: [S.cse],
    history: true,
  },
  e7NightApr2025: {
    label: "Economy 7 night unit rate, approximate GB average",
    value: 14,
    ...ECONOMY_7_APRIL_2025,
  },
  e7DayApr2025: {
    label: "Economy 7 day unit rate, approximate GB average",
    value: 34,
    ...ECONOMY_7_APRIL_2025,
  },

  // ── Ofgem's typical domestic consumption values (a medium home) ──
  tdcvElec: {
    label: "Ofgem's typical yearly electricity use for a medium home, single-rate meter",
    value: TYPICAL_USE.electricityKWh,
    unit: "kwh",
    ...TYPICAL_USE_DATES,
    sources: [S.tdcvOfgem, S.tdcvOutfox],
    note: "Ofgem's new low and high values were not confirmed; the energy calculator compares an estimate with its values from April 2020, the newest we could confirm.",
  },
  tdcvElecMultiRate: {
    label:
      "Ofgem's typical yearly electricity use for a medium home on Economy 7 or another multi-rate meter",
    value: TYPICAL_USE.electricityMultiRateKWh,
    unit: "kwh",
    ...TYPICAL_USE_DATES,
    sources: [S.tdcvOfgem, S.tdcvOutfox],
  },
  tdcvGas: {
    label: "Ofgem's typical yearly gas use for a medium home",
    value: TYPICAL_USE.gasKWh,
    unit: "kwh",
    ...TYPICAL_USE_DATES,
    sources: [S.tdcvOfgem, S.tdcvOutfox],
  },
  tdcvElec2023: {
    label: "Ofgem's earlier typical yearly electricity use for a medium home",
    value: 2700,
    ...TYPICAL_USE_2023,
  },
  tdcvGas2023: {
    label: "Ofgem's earlier typical yearly gas use for a medium home",
    value: 11500,
    ...TYPICAL_USE_2023,
  },

  tdcvElecLow2020: {
    label: "Ofgem's typical yearly electricity use for a low-use home, single-rate meter",
    value: TYPICAL_USE_LOW_HIGH.electricityKWh.low,
    unit: "kwh",
    period: "from 1 April 2020; the newest low value we could confirm",
    ...LOW_HIGH_2020,
  },
  tdcvElecHigh2020: {
    label: "Ofgem's typical yearly electricity use for a high-use home, single-rate meter",
    value: TYPICAL_USE_LOW_HIGH.electricityKWh.high,
    unit: "kwh",
    period: "from 1 April 2020; the newest high value we could confirm",
    ...LOW_HIGH_2020,
  },
  tdcvGasLow2020: {
    label: "Ofgem's typical yearly gas use for a low-use home",
    value: TYPICAL_USE_LOW_HIGH.gasKWh.low,
    unit: "kwh",
    period: "from 1 April 2020; the newest low value we could confirm",
    ...LOW_HIGH_2020,
  },
  tdcvGasHigh2020: {
    label: "Ofgem's typical yearly gas use for a high-use home",
    value: TYPICAL_USE_LOW_HIGH.gasKWh.high,
    unit: "kwh",
    period: "from 1 April 2020; the newest high value we could confirm",
    ...LOW_HIGH_2020,
  },

  // ── Appliances (Ofgem's own examples) ──
  ofgemTumbleDryer: {
    label: "Electricity a tumble dryer uses in one cycle, Ofgem's example",
    value: 4.5,
    unit: "kwh",
    period: "as Ofgem's undated guidance page gives it",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.ofgemUsage],
    note: "Ofgem adds that appliances vary.",
  },
  ofgemOven: {
    label: "Electricity an electric oven uses in 30 minutes, Ofgem's example",
    value: 2,
    unit: "kwh",
    period: "as Ofgem's undated guidance page gives it",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.ofgemUsage],
  },
  ofgemFridgeFreezer: {
    label: "Hours a fridge-freezer takes to use 1 kWh, Ofgem's example",
    value: 26,
    unit: "hours",
    period: "as Ofgem's undated guidance page gives it",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.ofgemUsage],
  },

  // ── Heating grants and VAT on energy ──
  busHeatPump: {
    label:
      "Boiler Upgrade Scheme grant towards an air source or ground source heat pump (England and Wales)",
    value: 7500,
    unit: "gbp",
    period: "as GOV.UK lists it; new grant categories apply from 21 July 2026",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.bus, S.busJuly2026],
    note: "The values table for the categories in force from 21 July 2026 was not confirmed; some off-gas homes are reported to get more.",
  },
  busAirToAir: {
    label: "Boiler Upgrade Scheme grant towards an air-to-air heat pump (England and Wales)",
    value: 2500,
    unit: "gbp",
    period: "from 21 July 2026",
    from: "2026-07-21",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.bus, S.busJuly2026],
    note: "GOV.UK's grant page lists it; the notice of the categories from 21 July 2026 includes air-to-air heat pumps.",
  },
  busBiomass: {
    label: "Boiler Upgrade Scheme grant towards a biomass boiler (England and Wales)",
    value: 5000,
    unit: "gbp",
    period: "as GOV.UK lists it",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.bus],
  },
  busOffGasOilLpg: {
    label:
      "Boiler Upgrade Scheme grant towards an air-to-water heat pump replacing oil or LPG heating off the gas grid (England and Wales)",
    value: 9000,
    unit: "gbp",
    period: "from 21 July 2026",
    from: "2026-07-21",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.busJuly2026, S.busOffGas1, S.busOffGas2],
    note: "The GOV.UK notice sets the category from 21 July 2026; its value is confirmed by two secondary sources, as the stored copy of the notice stops before its table.",
  },
  vatDomesticEnergy: {
    label:
      "VAT on gas for homes, and on electricity for homes outside its zero rate of 1 October 2026 to 31 March 2027 (the reduced rate)",
    value: HOME_ELECTRICITY_VAT.reducedPct,
    unit: "percent",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.vatFuel],
  },
  vatEnergySavingMaterials: {
    label:
      "VAT on installing energy-saving materials in homes in Great Britain, such as heat pumps, insulation and solar panels",
    value: 0,
    unit: "percent",
    period: "from 1 April 2022 to 31 March 2027",
    from: "2022-04-01",
    to: "2027-03-31",
    checked: CHECKED_DECEMBER_3,
    sources: [S.esmReliefPaper, S.esmReliefOrder],
    note: "A temporary zero rate; from 1 April 2027 the installation carries the reduced rate of 5% again, as the policy paper and the order's note say. In Northern Ireland the zero rate began on 1 May 2023.",
  },
  vatDomesticElectricity: {
    label: "VAT on electricity for homes in Great Britain (a temporary zero rate)",
    value: 0,
    unit: "percent",
    period: "from 1 October 2026 to 31 March 2027",
    from: HOME_ELECTRICITY_VAT.zeroFrom,
    to: HOME_ELECTRICITY_VAT.zeroTo,
    checked: CHECKED_DECEMBER_3,
    sources: [S.electricityVatParameter, S.ofgemCapLevelsQ4, S.electricityVatHoliday],
    note: "Set by the Value Added Tax (Supplies of Domestic Electricity) Order 2026 (SI 2026/987), article 3, for electricity used from 1 October 2026; the reduced rate of 5% returns on 1 April 2027. We read this in PolicyEngine UK's parameter file, which cites the order and HMRC's Revenue and Customs Brief 10 (2026); neither page was among the sources we could read ourselves. Ofgem's cap levels for 1 October to 31 December 2026 agree: as PolicyEngine Chronicle's test of its stored copy records, they carry no VAT on electricity and 5% on gas, as Ofgem's summary of changes of 26 August 2026 says. The zero rate covers Great Britain; Northern Ireland stays at 5%.",
  },
} as const satisfies Record<string, FigureData>;
