/**
 * Motoring: charging an electric car, vehicle tax, the electric car grant, fuel duty, pump
 * prices and mileage rates.
 * Part of FIGURES (../figures.ts); how to add or update a figure: docs/content-style.md.
 */
import { FIGURES_REVIEWED as CHECKED, CHECKED_DECEMBER_3 } from "../checked";
import { PUMP_PRICES } from "../fuel";
import type { FigureData, Source } from "../types";

/** Where this file's figures come from, cited as S.name. */
const S = {
  fuelDutyParameter: {
    title:
      "Fuel duty rate on petrol and diesel, with its legislation and HMRC's Amended Fuel Duty rates 2026 to 2027 of 22 May 2026 (PolicyEngine UK's parameter file)",
    url: "https://github.com/PolicyEngine/policyengine-uk/blob/main/policyengine_uk/parameters/gov/hmrc/fuel_duty/petrol_and_diesel.yaml",
  },
  fuelDutyPlan: {
    title: "Fuel duty rates: 2026 to 2027 (GOV.UK)",
    url: "https://www.gov.uk/government/publications/fuel-duty-rates-for-2026-to-2027/fuel-duty-rates-2026-to-2027",
  },
  fuelDutyFreezeStatement: {
    title:
      "The Chancellor extends the fuel duty freeze to the end of the year (video of the statement, May 2026)",
    url: "https://www.dailymotion.com/video/xaag2qs",
  },
  carGrantCeiling1: {
    title: "Government tightens EV grant scheme with new £42k cap (Autocar)",
    url: "https://www.autocar.co.uk/car-news/consumer/government-tightens-ev-grant-scheme-new-%C2%A342k-cap",
  },
  carGrantCeiling2: {
    title: "Electric Car Grant explained (RAC)",
    url: "https://www.rac.co.uk/drive/electric-cars/choosing/electric-car-grant",
  },
  evVatAnswer: {
    title:
      "Electric Vehicles: Charging Points, written question to HM Treasury (Parallel Parliament)",
    url: "https://parallelparliament.co.uk/question/144895/electric-vehicles-charging-points",
  },
  evVatTribunal: {
    title: "Tribunal rules that VAT for public EV charging should be 5% (Fleet Point)",
    url: "https://www.fleetpoint.org/electric-vehicles-2/charging/tribunal-rules-that-vat-for-public-ev-charging-should-be-5/",
  },
  evTariffs: {
    title: "EV tariff comparison UK, last reviewed May 2026 (Kael Tripton)",
    url: "https://www.kaeltripton.com/energy-ev-tariff-comparison-uk/",
  },
  evTariffs2: {
    title: "Best Time-of-Use Tariff UK 2026 (AMP Renewables)",
    url: "https://amprenewables.co.uk/blog/best-time-of-use-tariff-uk-2026",
  },
  racRapid: {
    title: "Price of public rapid EV charging remains high (RAC)",
    url: "https://raccontenthub.whitespacers.com/drive/news/electric-vehicles-news/price-of-public-rapid-ev-charging-remains-high",
  },
  racRapidTable: {
    title: "RAC Charge Watch table, November 2024 (Great British Fleet Event)",
    url: "https://greatbritishfleetevent.co.uk/?p=14957",
  },
  zapmap: {
    title: "Zapmap Price Index (Zapmap)",
    url: "https://www.zap-map.com/ev-stats/charging-price-index",
  },
  vedBands: {
    title: "UK car tax bands explained (Confused.com)",
    url: "https://www.confused.com/car-insurance/guides/uk-car-tax-bands-explained",
  },
  vedEvGov: {
    title: "Vehicle tax for electric, zero and low emission vehicles (GOV.UK)",
    url: "https://www.gov.uk/guidance/vehicle-tax-for-electric-and-low-emissions-vehicles",
  },
  vedSupplement: {
    title: "What is the luxury car tax supplement? Expensive car VED explained (What Car?)",
    url: "https://www.whatcar.com/advice/buying/what-is-the-expensive-car-road-tax-supplement-luxury-car-tax-explained/n27431",
  },
  vedSupplementAnswer: {
    title:
      "Motor Vehicles: Excise Duties, HM Treasury written answer of 12 January 2026 (Parallel Parliament)",
    url: "https://www.parallelparliament.co.uk/question/103368/motor-vehicles-excise-duties",
  },
  vedZeroRateFreeze: {
    title:
      "Finance Bill, Public Bill Committee, 30 January 2025: clause 66, rates of vehicle excise duty (TheyWorkForYou)",
    url: "https://www.theyworkforyou.com/pbc/2024-25/Finance_Bill/03-0_2025-01-30a.113.0",
  },
  eved: {
    title:
      "Electric Vehicles: Excise Duties, written answer of 18 December 2025 (Parallel Parliament)",
    url: "https://www.parallelparliament.co.uk/question/100037/electric-vehicles-excise-duties",
  },
  carGrant: {
    title: "New electric car grant worth up to £3,750 expanded and extended until 2030 (MoneyWeek)",
    url: "https://moneyweek.com/personal-finance/electric-car-grant-uk-government-scheme",
  },
  carGrantFunding: {
    title:
      "Motor Vehicles: Taxation, HM Treasury written answer of 9 January 2026 (Parallel Parliament)",
    url: "https://www.parallelparliament.co.uk/question/101697/motor-vehicles-taxation",
  },
  mileageResolution: {
    title:
      "Taxation (Energy and Vehicles): Income Tax (Mileage Amounts) resolution, House of Commons, 24 June 2026 (Hansard, via The People's Chamber)",
    url: "https://www.thepeopleschamber.uk/debates/1F212DBB-0DD4-467C-A7DC-050C8488226E",
  },
  mileageExplained: {
    title: "Business Mileage Rates: What Has Changed? (AMMU)",
    url: "https://ammu.uk/business-mileage-rates-what-has-changed/",
  },
  mileageBackdated: {
    title: "HMRC approved mileage rates have increased (Community Vision)",
    url: "https://communityvision.org.uk/hmrc-approved-mileage-rates-have-increased/",
  },
  pumpJune2026: {
    title: "Diesel drops by record 17p a litre in June, while petrol falls 8p (RAC)",
    url: "https://media.rac.co.uk/diesel-drops-by-record-17p-a-litre-in-june-while-petrol-falls-8p",
  },
} as const satisfies Record<string, Source>;

/** Where the fuel duty steps to March 2027 come from, and what the sources could not settle. */
const FUEL_DUTY_NOTE =
  "As legislated by SI 2026/164 as amended by SI 2026/555, and set out in HMRC's Amended Fuel Duty rates 2026 to 2027 of 22 May 2026, both as PolicyEngine UK's parameter file cites them (we could not read the GOV.UK page itself): 52.95p to 31 December 2026, 55.95p from 1 January and 57.95p from 1 March 2027. HMRC's note said the final rates would be confirmed at the Budget of 28 October 2026; what that Budget decided was not in the sources we could read. GOV.UK's earlier plan of 26 February 2026 had steps on 1 September and 1 December 2026, which the May 2026 order replaced.";

/** The planned electric vehicle excise duty (eVED): pence a mile for one kind of car. */
const evedCharge = (cars: "electric cars" | "plug-in hybrid cars", value: number) =>
  ({
    label: `Planned pay-per-mile charge for ${cars} (eVED)`,
    value,
    unit: "pence",
    period: "from April 2028",
    from: "2028-04-01",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.eved],
  }) as const;

/** A UK average pump price a litre, as PUMP_PRICES holds it. */
const pumpPrice = (fuel: "petrol" | "diesel", value: number) =>
  ({
    label: `UK average pump price of ${fuel}, per litre (RAC Fuel Watch)`,
    value,
    unit: "pence",
    period: PUMP_PRICES.period,
    on: PUMP_PRICES.on,
    checkBy: PUMP_PRICES.checkBy,
    checked: CHECKED,
    sources: [S.pumpJune2026],
    note: "The newest UK average we could confirm. Looked for again on 3 December 2026: PolicyEngine Chronicle stores DESNZ's weekly road fuel prices to the week of 7 September 2026 (db/data/desnz/weekly_road_fuel_prices_september_2026/Weekly_Fuel_Prices_07-09-26.xlsx, a copy of GOV.UK's file), but the copy of that repository we could read was its snapshot of 22 August 2026, before the file was added, and its stored index holds no text of it, so we could not open it; even its newest week would be past its month by now. No later UK average was in the sources we could read.",
  }) as const;

export const MOTORING_FIGURES = {
  // ── Electric cars ──
  vatPublicCharging: {
    label: "VAT HMRC charges on electricity from public EV chargers (the standard rate)",
    value: 20,
    unit: "percent",
    period:
      "in force when checked; a First-tier Tribunal ruled in February 2026 that some public charging qualifies for 5%",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.evVatAnswer, S.evVatTribunal],
    note: "HMRC was considering an appeal against the tribunal's ruling.",
  },
  evOffPeak: {
    label: "Cheapest off-peak EV tariffs for home charging, price per kWh",
    value: [6, 9],
    unit: "pence",
    period: "in May 2026",
    on: "2026-05",
    checkBy: "2026-11-30",
    checked: CHECKED,
    sources: [S.evTariffs, S.evTariffs2],
    note: "The newest comparison we could confirm; looked for again on 3 December 2026, none later was in the sources we could read.",
  },
  evRapid: {
    label: "Average price of public rapid charging (50 to 149 kW), per kWh",
    value: 79.19,
    unit: "pence",
    period: "in November 2024",
    on: "2024-11",
    checkBy: "2025-05-31",
    checked: CHECKED,
    sources: [S.racRapid, S.racRapidTable],
    note: "The newest national average we could confirm; looked for again on 3 December 2026, no later RAC Charge Watch or Zapmap average was in the sources we could read.",
  },
  evSlowFast: {
    label: "Average price of public slow and fast charging, per kWh",
    value: 57,
    unit: "pence",
    period: "in June 2024",
    on: "2024-06",
    checkBy: "2024-12-31",
    checked: CHECKED,
    sources: [S.zapmap],
    note: "The newest national average we could confirm; looked for again on 3 December 2026, the stored copies of Zapmap's Price Index stop at June 2024, and later figures appear only in third-party notes we could not attribute.",
  },
  vedEvStart: {
    label: "Date electric cars began paying Vehicle Excise Duty",
    value: "2025-04-01",
    unit: "date",
    period: "since 1 April 2025",
    from: "2025-04-01",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.vedEvGov],
  },
  vedStandard: {
    label: "Vehicle Excise Duty standard rate a year, cars first registered from 1 April 2017",
    value: 200,
    unit: "gbp",
    period: "from 1 April 2026",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED,
    sources: [S.vedBands],
    note: "Confirmed from a comparison site only: GOV.UK's rate tables for 2026-27 were not among the sources we could check.",
  },
  vedFirstYearZeroEmission: {
    label: "Vehicle Excise Duty for a new zero-emission car's first year",
    value: 10,
    unit: "gbp",
    period: "from 1 April 2026",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED,
    sources: [S.vedEvGov, S.vedZeroRateFreeze],
    note: "Set at £10 from 1 April 2025 and frozen until 2029-30.",
  },
  vedSupplement: {
    label: "Expensive car supplement a year, paid in years two to six",
    value: 440,
    unit: "gbp",
    period: "from 1 April 2026",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED,
    sources: [S.vedSupplementAnswer],
  },
  vedSupplementThresholdZeroEmission: {
    label: "List price above which a zero-emission car pays the expensive car supplement",
    value: 50000,
    unit: "gbp",
    period: "from 1 April 2026, applied to electric cars first registered from 1 April 2025",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED,
    sources: [S.vedSupplementAnswer, S.vedSupplement],
  },
  vedSupplementThresholdOther: {
    label:
      "List price above which a petrol, diesel or hybrid car pays the expensive car supplement",
    value: 40000,
    unit: "gbp",
    period: "from 1 April 2026",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED,
    sources: [S.vedSupplementAnswer, S.vedSupplement],
  },
  evedElectric: evedCharge("electric cars", 3),
  evedPluginHybrid: evedCharge("plug-in hybrid cars", 1.5),
  electricCarGrantHigherCeiling: {
    label: "Price ceiling for some dearer trims under the Electric Car Grant",
    value: 42000,
    unit: "gbp",
    period: "since 29 August 2025",
    from: "2025-08-29",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.carGrantCeiling1, S.carGrantCeiling2],
  },
  electricCarGrant: {
    label: "Electric Car Grant off the price of an eligible new car",
    value: [1500, 3750],
    unit: "gbp",
    period: "for cars priced up to £37,000, extended to 2029-30",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.carGrant, S.carGrantFunding],
  },

  // ── Driving ──
  fuelDutyMain: {
    label: "Fuel duty on petrol and diesel, a litre (before VAT)",
    value: 52.95,
    unit: "pence",
    period: "until 31 December 2026",
    from: "2022-03-23",
    to: "2026-12-31",
    checked: CHECKED_DECEMBER_3,
    sources: [S.fuelDutyParameter, S.fuelDutyPlan, S.fuelDutyFreezeStatement],
    note: FUEL_DUTY_NOTE,
  },
  fuelDutyJanuary2027: {
    label: "Fuel duty on petrol and diesel, a litre (before VAT), after the first step up",
    value: 55.95,
    unit: "pence",
    period: "from 1 January to 28 February 2027",
    from: "2027-01-01",
    to: "2027-02-28",
    checked: CHECKED_DECEMBER_3,
    sources: [S.fuelDutyParameter],
    note: FUEL_DUTY_NOTE,
  },
  fuelDutyMarch2027: {
    label:
      "Fuel duty on petrol and diesel, a litre (before VAT), back at its rate before the 5p cut of March 2022",
    value: 57.95,
    unit: "pence",
    period: "from 1 March 2027, until the yearly rise planned from April 2027",
    from: "2027-03-01",
    to: "2027-03-31",
    checked: CHECKED_DECEMBER_3,
    sources: [S.fuelDutyParameter, S.fuelDutyPlan],
    note: `${FUEL_DUTY_NOTE} From April 2027 the rates are to rise each year with the Retail Prices Index; that rise was not set in the sources we could read.`,
  },
  mileageRate: {
    label: "HMRC approved mileage rate for a car, first 10,000 business miles in a tax year",
    value: 55,
    unit: "pence",
    period: "from 6 April 2026 (the 2026-27 tax year)",
    from: "2026-04-06",
    to: "2027-04-05",
    checked: CHECKED,
    sources: [S.mileageResolution, S.mileageBackdated],
    note: "Announced on 21 May 2026 and backdated to the start of the tax year.",
  },
  mileageRateOver10000: {
    label: "HMRC approved mileage rate for a car, each business mile over 10,000 in a tax year",
    value: 25,
    unit: "pence",
    period: "from 6 April 2026 (the 2026-27 tax year)",
    from: "2026-04-06",
    to: "2027-04-05",
    checked: CHECKED,
    sources: [S.mileageExplained, S.mileageResolution],
  },
  mileageRateBefore: {
    label:
      "HMRC approved mileage rate for a car, first 10,000 business miles, before the 2026 rise",
    value: 45,
    unit: "pence",
    period: "from 2011-12 to 2025-26",
    from: "2011-04-06",
    to: "2026-04-05",
    checked: CHECKED,
    sources: [S.mileageResolution],
    history: true,
  },
  petrolPrice: pumpPrice("petrol", PUMP_PRICES.petrolPence),
  dieselPrice: pumpPrice("diesel", PUMP_PRICES.dieselPence),
} as const satisfies Record<string, FigureData>;
