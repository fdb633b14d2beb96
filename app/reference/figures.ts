/**
 * Every UK figure our articles state as fact, in one place: its value, the period it applies to, the
 * day we checked it and where it comes from. Articles print them with <Figure id="..." /> (and work
 * with them in <Calc expr="..." />), so a figure changes here and every page follows, and each page
 * lists the sources of the figures it uses. How to add or update one: docs/content-style.md.
 *
 * Build-time data: the article pages are rendered from it when the site is built, so none of it
 * ships to the browser.
 */
import { FIGURES_REVIEWED } from "./checked";
import { PRICE_CAP, TYPICAL_USE, TYPICAL_USE_LOW_HIGH } from "./energy";
import { PUMP_PRICES } from "./fuel";
import {
  EMPLOYEE_NATIONAL_INSURANCE,
  INCOME_TAX_BANDS,
  INCOME_TAX_SOURCES,
  INCOME_TAX_YEAR,
  PERSONAL_ALLOWANCE,
  RELIEF_AT_SOURCE_PCT,
  STUDENT_LOAN_REPAYMENTS,
} from "./income-tax";
import { describeIncomeTaxBands } from "./income-tax-text";
import { FPC_STRESS_TEST, LENDING_CHECK_BY, LTI_FLOW_LIMIT, MCOB_STRESS_RULE } from "./lending";
import { PROPERTY_TAX_CHECK_BY, PROPERTY_TAX_RULES } from "./property-tax";
import { describeBands, describeReliefBands } from "./property-tax-text";
import type { FigureData, Source } from "./types";

/** The figures below were all checked in the review of this date; a figure checked again later gets its own date. */
const CHECKED = FIGURES_REVIEWED;

const SOURCES = {
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
  fuelDutyPlan: {
    title: "Fuel duty rates: 2026 to 2027 (GOV.UK)",
    url: "https://www.gov.uk/government/publications/fuel-duty-rates-for-2026-to-2027/fuel-duty-rates-2026-to-2027",
  },
  fuelDutyFreeze2: {
    title: "UK fuel duty freeze extended (Vaidra)",
    url: "https://vaidra.in/prepare/current-affairs/article/uk-12",
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
  carGrantCeiling1: {
    title: "Government tightens EV grant scheme with new £42k cap (Autocar)",
    url: "https://www.autocar.co.uk/car-news/consumer/government-tightens-ev-grant-scheme-new-%C2%A342k-cap",
  },
  carGrantCeiling2: {
    title: "Electric Car Grant explained (RAC)",
    url: "https://www.rac.co.uk/drive/electric-cars/choosing/electric-car-grant",
  },
  councilTaxSurcharge: {
    title: "High Value Council Tax Surcharge: consultation (GOV.UK)",
    url: "https://www.gov.uk/government/consultations/high-value-council-tax-surcharge",
  },
  councilTaxSurchargeBands1: {
    title: "Consultation on High Value Council Tax Surcharge (Ross Martin Tax Consultancy)",
    url: "https://rossmartin.co.uk/sme-tax-news/8941-consultation-on-high-value-council-tax-surcharge",
  },
  councilTaxSurchargeBands2: {
    title: "Autumn Budget 2025: High Value Council Tax Surcharge (KNN)",
    url: "https://www.knnllp.co.uk/personal/autumn-budget-2025-high-value-council-tax-surcharge",
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
  holiday: {
    title: "Holiday entitlement: entitlement (GOV.UK)",
    url: "https://www.gov.uk/holiday-entitlement-rights/entitlement",
  },
  bankRateJune2026: {
    title: "BoE Holds Bank Rate At 3.75% As Policymakers Retain Tightening Bias (LiveSquawk)",
    url: "https://www.livesquawk.com/report/special_boe-holds-bank-rate-at-3-75as-policymakers-retain-tightening-bias",
  },
  bankRateFeb2026: {
    title: "Bank of England makes interest rate decision – what it means for you (The Independent)",
    url: "https://www.the-independent.com/bulletin/news/interest-rate-decision-bank-of-england-b2914524.html",
  },
  sdltLaw: {
    title: "Finance Act 2003, section 55: amount of tax chargeable (legislation.gov.uk)",
    url: "https://legislation.gov.uk/ukpga/2003/14/section/55",
  },
  sdltFtbLaw: {
    title: "Finance Act 2003, schedule 6ZA: relief for first-time buyers (legislation.gov.uk)",
    url: "https://legislation.gov.uk/ukpga/2003/14/schedule/6ZA/part/1?view=plain+extent",
  },
  sdltFtbManual: {
    title: "SDLTM29815: SDLT rates when the relief is available (HMRC manual, GOV.UK)",
    url: "https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm29815",
  },
  sdltHigherRates: {
    title: "Higher rates of Stamp Duty Land Tax (GOV.UK)",
    url: "https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property",
  },
  sdltBudget2025: {
    title: "Budget 2025 – how has real estate fared? (Burges Salmon)",
    url: "https://www.burges-salmon.com/articles/102lw3w/budget-2025-how-has-real-estate-fared",
  },
  lttRates: {
    title: "Changes to rates and bands of Land Transaction Tax, October 2022 (Welsh Government)",
    url: "https://gov.wales/changes-rates-and-bands-land-transaction-tax-october-2022",
  },
  lttNoFtbRelief: {
    title:
      "Land Transaction Tax: home buyers' information (Propertymark, with the Welsh Revenue Authority)",
    url: "https://www.propertymark.co.uk/resource/land-transaction-tax-home-buyers-information.html",
  },
  ltt2026: {
    title: "Written statement: Draft Budget 2026-27 (Welsh Government)",
    url: "https://www.gov.wales/node/71511",
  },
  lbttFtb: {
    title:
      "Land and Buildings Transaction Tax (First-Time Buyer Relief) (Scotland) Order 2018, schedule (legislation.gov.uk)",
    url: "https://www.legislation.gov.uk/ssi/2018/221/schedule/made?view=plain",
  },
  lbtt2026: {
    title: "The 2026 Budget and property taxes (Weightmans)",
    url: "https://www.weightmans.com/media-centre/news/the-2026-budget-and-property-taxes",
  },
  lisa: {
    title: "Lifetime ISA shake-up confirmed in Budget (Britbrief)",
    url: "https://britbrief.co.uk/business/property/lifetime-isa-shake-up-confirmed-in-budget.html",
  },
  councilTax: {
    title: "Council Tax levels set by local authorities in England 2025 to 2026 (revised) (GOV.UK)",
    url: "https://www.gov.uk/government/statistics/council-tax-levels-set-by-local-authorities-in-england-2025-to-2026/council-tax-levels-set-by-local-authorities-in-england-2025-to-2026",
  },
  councilTaxRises2026: {
    title:
      "How much council tax will you pay? Every county and London borough's 2026/27 rise (LBC)",
    url: "https://www.lbc.co.uk/article/how-much-county-council-tax-london-borough-rise-2026-5HjdWCS_2/",
  },
  singlePersonDiscount: {
    title: "Single person discount for council tax (Norwich City Council)",
    url: "https://norwich.gov.uk/a_to_z/service/316/single_person_discount_council_tax",
  },
  tenantsRentInAdvance: {
    title: "Assured periodic tenancies: a guide for tenants, rent in advance and deposits (GOV.UK)",
    url: "https://www.gov.uk/assured-periodic-tenancies-tenants/rent-in-advance-and-deposits",
  },
  tenantsEnding: {
    title: "Assured periodic tenancies: a guide for tenants, how to end your tenancy (GOV.UK)",
    url: "https://www.gov.uk/assured-periodic-tenancies-tenants/how-to-end-your-tenancy",
  },
  landlordsRentIncreases: {
    title: "Assured periodic tenancies: a guide for landlords, rent increases (GOV.UK)",
    url: "https://www.gov.uk/assured-tenancy-agreements-a-guide-for-landlords/rent-increases",
  },
  rentalBidding: {
    title: "Private rented accommodation (Shelter Legal England)",
    url: "https://england.shelter.org.uk/professional_resources/legal/housing_options/private_renting/private_rented_accommodation",
  },
  rrAtAGlance: {
    title: "Renters' Rights Act: at a glance (Advicenow)",
    url: "https://www.advicenow.org.uk/get-help/housing-and-homelessness/renting-and-tenancies/private-renting-england-important-changes",
  },
  saleGround: {
    title:
      "How a landlord can gain possession by using the new sale grounds under the Renters' Rights Act 2025 (Excello Law)",
    url: "https://excellolaw.co.uk/how-a-landlord-can-gain-possession/",
  },
  rentalDiscrimination: {
    title: "Rental discrimination: landlords (GOV.UK)",
    url: "https://www.gov.uk/rental-discrimination-landlords",
  },
  tenantFees: {
    title: "The Tenant Fees Act: a summary (Mishcon de Reya)",
    url: "https://mishcon.com/news/the-tenant-fees-act-a-summary?publication=5618",
  },
  depositProtection: {
    title: "Tenancy deposit protection (GOV.UK)",
    url: "https://www.gov.uk/tenancy-deposit-protection",
  },
  rightToRentCode: {
    title: "Code of practice on right to rent, 13 February 2024 (GOV.UK)",
    url: "https://gov.uk/government/publications/right-to-rent-landlords-code-of-practice/code-of-practice-on-right-to-rent-right-to-rent-scheme-for-landlords-and-their-agents-13-february-2024-accessible-version",
  },
  rightToRentFines: {
    title: "Right to Rent fines to increase (DASH Services)",
    url: "https://dashservices.org/news/code-of-practice-for-the-right-to-rent-scheme",
  },
  hmoRooms: {
    title: "Information for landlords: changes to the way HMOs are licensed (Stockport Council)",
    url: "https://www.stockport.gov.uk/information-for-landlords/changes-to-the-way-hmos-are-licensed",
  },
  tvLicence: {
    title:
      "News story: TV licence fee to rise to £180 in April (UKPOL, reproducing the DCMS announcement)",
    url: "https://www.ukpol.co.uk/news-story-tv-licence-fee-to-rise-to-180-in-april",
  },
  tvLicenceNews: {
    title: "TV licence fee increases to £180 annually (The Independent)",
    url: "https://www.the-independent.com/bulletin/news/tv-licence-fee-bbc-cost-rise-b2915294.html",
  },
  incomeTax: {
    title:
      "Income Tax: maintaining the Personal Allowance and the basic rate limit until 5 April 2031 (GOV.UK)",
    url: "https://www.gov.uk/government/publications/maintaining-income-tax-and-equivalent-national-insurance-contributions-thresholds-until-5-april-2031/income-tax-maintaining-the-personal-allowance-and-the-basic-rate-limit-for-income-tax-and-equivalent-national-insurance-contributions-thresholds-unt",
  },
  financeAct2021Thresholds: {
    title:
      "Finance Act 2021, section 5: basic rate limit and personal allowance for future tax years (legislation.gov.uk)",
    url: "https://www.legislation.gov.uk/ukpga/2021/26/section/5",
  },
  ukIncomeTaxBands: {
    title: "Income Tax – England, Wales & NI (Asmat Accountants)",
    url: "https://asmataccountants.co.uk/income-tax-england-wales-ni",
  },
  scottishBudget2026: {
    title: "Scottish Budget makes changes to income tax thresholds (ICAEW, 14 January 2026)",
    url: "https://www.icaew.com/insights/tax-news/2026/jan-2026/scottish-budget-makes-changes-to-income-tax-thresholds",
  },
  scottishBands2026Taxable: {
    title: "Scottish Income Tax 2026/27 (Institute of Certified Bookkeepers)",
    url: "https://www.bookkeepers.org.uk/resources/news/governmental-update/scottish-income-tax-2026/27/a/10504",
  },
  studentLoanPlans: {
    title: "Repaying your student loan: which repayment plan you're on (GOV.UK)",
    url: "https://www.gov.uk/repaying-your-student-loan/which-repayment-plan-you-are-on",
  },
  studentLoanThresholds2026: {
    title: "Student & postgraduate loan threshold changes, 2026 to 2027 (ASESA Solutions)",
    url: "https://www.asesa.co.uk/post/student-postgraduate-loan-threshold-changes-2026-to-2027",
  },
  studentLoanThresholds2026b: {
    title: "Repayment thresholds for student finance confirmed for 2026/27 (Taxset)",
    url: "https://taxset.co.uk/repayment-thresholds-for-student-finance-confirmed-for-2026-27",
  },
  reliefAtSource: {
    title: "Relief at source (The People's Pension)",
    url: "https://thepeoplespension.co.uk/jargonbuster/relief-at-source/",
  },
  salarySacrificeCap: {
    title:
      "Autumn Budget 2025: salary sacrifice pension perk to be capped at £2,000 a year from April 2029 (MoneySavingExpert)",
    url: "https://blog.moneysavingexpert.com/news/2025/11/salary-sacrifice-capped-national-insurance-budget",
  },
  salarySacrificeCap2: {
    title: "Autumn Budget 2025: pensions (Travers Smith)",
    url: "https://www.traverssmith.com/knowledge/knowledge-container/autumn-budget-2025-pensions",
  },
  nationalInsurance: {
    title: "NI rates and thresholds 2026/27 (PayPacket)",
    url: "https://www.paypacket.io/guides/ni-rates-thresholds-2026-27.html",
  },
  childcare: {
    title: "Information for childcare providers (Childcare Choices, GOV.UK)",
    url: "https://childcarechoices.gov.uk/guidance-and-resources/information-childcare-providers",
  },
  zooplaBuying: {
    title: "The cost of buying a home explained (Zoopla)",
    url: "https://www.zoopla.co.uk/discover/buying/buying-costs/",
  },
  licenceCategories: {
    title: "What are the UK driving licence categories for cars? (Fleet News, from DVLA)",
    url: "https://www.fleetnews.co.uk/fleet-faq/what-are-the-uk-driving-licence-categories-for-cars-/6/",
  },
  removals2023: {
    title: "The rising costs of moving house in the UK (EIN Presswire, reporting Compare My Move)",
    url: "https://www.einpresswire.com/article/644196610/the-rising-costs-of-moving-house-in-the-uk",
  },
  sdltNonResident: {
    title: "Rates of Stamp Duty Land Tax for non-UK residents (GOV.UK)",
    url: "https://www.gov.uk/guidance/rates-of-stamp-duty-land-tax-for-non-uk-residents",
  },
  sdltNonResidentTest: {
    title:
      "SDLTM09880: increased rates for non-resident transactions, individuals, basic rule (HMRC manual, GOV.UK)",
    url: "https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09880",
  },
  sdltHigherRatesRefund: {
    title: "Apply for a repayment of the higher rates of Stamp Duty Land Tax (GOV.UK)",
    url: "https://www.gov.uk/government/publications/stamp-duty-land-tax-apply-for-a-repayment-of-the-higher-rates-for-additional-properties",
  },
  sdltHigherRatesCondD: {
    title:
      "SDLTM09805: higher rates for additional dwellings, Condition D, paying the higher rates (HMRC manual, GOV.UK)",
    url: "https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09805",
  },
  lbttAdsOrder2024: {
    title:
      "The Land and Buildings Transaction Tax (Additional Amount: Transactions Relating to Second Homes etc.) (Scotland) Amendment Order 2024 (BAILII)",
    url: "https://beta.bailii.org/scot/legis/num_reg/2024/ssi_2024367_en_1.html",
  },
  lbttAds2024News: {
    title: "Additional dwelling supplement increased (Tax Journal)",
    url: "https://taxjournal.com/articles/additional-dwelling-supplement-increased",
  },
  lbttAdsRepayment: {
    title: "ADS return, payment and amendments, LBTT10070 (Revenue Scotland)",
    url: "https://revenue.scot/taxes/land-buildings-transaction-tax/lbtt-legislation-guidance/additional-dwelling-supplement-ads-technical/ads-return-payment-amendments",
  },
  lttHigherRates2024: {
    title:
      "The Land Transaction Tax (Tax Bands and Tax Rates) (Wales) (Amendment) Regulations 2024 (BAILII)",
    url: "https://beta.bailii.org/wales/legis/num_reg/2024/wsi_20241311_en_1.html",
  },
  lttHigherRates2024News: {
    title: "Residential land tax hike in Wales (ICAEW)",
    url: "https://icaew.com/insights/tax-news/2024/dec-2024/residential-land-tax-hike-in-wales",
  },
  lttRefund: {
    title:
      "How to amend your Land Transaction Tax (LTT) return (Welsh Revenue Authority, GOV.WALES)",
    url: "https://gov.wales/how-to-amend-your-land-transaction-tax-ltt-return",
  },
  lttRefundLaw: {
    title:
      "Land Transaction Tax and Anti-avoidance of Devolved Taxes (Wales) Act 2017, explanatory notes: replacement of main residence (legislation.gov.uk)",
    url: "https://www.legislation.gov.uk/anaw/2017/1/notes/division/5/8/9/1/5",
  },
  fcaFpcRecommendations: {
    title: "The FPC's mortgage market recommendations (FCA)",
    url: "https://www.fca.org.uk/firms/fpcs-mortgage-market-recommendation",
  },
  fcaFg25_4: {
    title:
      "FG25/4: Amendments to PRA Rulebook and FCA Guidance concerning the de minimis threshold for the Loan to Income flow limit in mortgage lending (FCA, 8 July 2025)",
    url: "https://www.fca.org.uk/publications/finalised-guidance/fg25-4-amendments-pra-rulebook-fca-guidance-de-minimis-threshold-loan-income",
  },
  fcaFg25_4Print: {
    title: "FG25/4, printable version, with the FPC's new Recommendation of 9 July 2025 (FCA)",
    url: "https://www.fca.org.uk/publications/finalised-guidance/fg25-4-amendments-pra-rulebook-fca-guidance-de-minimis-threshold-loan-income/printable/print",
  },
  praLtiReview2025: {
    title:
      "PRA review of the LTI flow limit rule and offers interim modification by consent (Bank of England, July 2025)",
    url: "https://beta.bankofengland.co.uk/prudential-regulation/publication/2025/july/pra-review-of-the-lti-flow-limit-rule-and-offers-interim-mbc-statement",
  },
  treasuryLtiAnswer: {
    title: "Mortgages, written question to HM Treasury (Parallel Parliament)",
    url: "https://parallelparliament.co.uk/question/76726/mortgages",
  },
  ltiConsultation2026: {
    title:
      "Regulators consult to permanently scrap high LTI cap (Mortgage Solutions, 1 April 2026)",
    url: "https://www.mortgagesolutions.co.uk/news/2026/04/01/regulators-consult-to-permanently-scrap-high-lti-cap/",
  },
  boeStressTestWithdrawal: {
    title:
      "An FPC response: Consultation on withdrawal of the affordability test Recommendation (Bank of England, 2022)",
    url: "https://www.bankofengland.co.uk/paper/2022/an-fpc-response-consultation-on-withdrawal-of-the-affordability-test-recommendation",
  },
  fcaStressTestRule: {
    title: "Interest rate 'stress test' rule (FCA, March 2025)",
    url: "https://fca.org.uk/firms/interest-rate-stress-test-rule",
  },
  aoStressTestCall: {
    title:
      "UK FCA call for evidence on interest rate 'stress test' rule for mortgage lenders (A&O Shearman, 17 March 2025)",
    url: "https://finreg.aoshearman.com/UK-FCA-call-for-evidence-on-interest-rate-39stres",
  },
  mcob11_6: {
    title:
      "MCOB 11.6 Responsible lending: related provisions, including MCOB 11.6.5R (FCA Handbook)",
    url: "https://handbook.fca.org.uk/handbook?date=2015-11-26&related-provisions-for-provision=MCOB+11.6.35",
  },
} as const satisfies Record<string, Source>;

const S = SOURCES;
const SDLT = PROPERTY_TAX_RULES.england;
if (SDLT.firstTimeBuyer.kind !== "own-bands")
  throw new Error("SDLT first-time buyer relief has its own bands");
const SDLT_FIRST_TIME_BUYER = SDLT.firstTimeBuyer;
const SDLT_NON_RESIDENT = SDLT.nonUkResident;
if (SDLT_NON_RESIDENT === null) throw new Error("SDLT has a non-UK resident surcharge");
const LBTT_ADS = PROPERTY_TAX_RULES.scotland.additionalProperty;
if (LBTT_ADS.kind !== "on-whole-price")
  throw new Error("Scotland's Additional Dwelling Supplement is charged on the whole price");
const LTT_HIGHER = PROPERTY_TAX_RULES.wales.additionalProperty;
if (LTT_HIGHER.kind !== "own-bands") throw new Error("Wales's higher rates have their own bands");
/** Checked on the day the stamp duty and affordability calculators were added, after the review. */
const CHECKED_NOVEMBER_24 = "2026-11-24";
const CAP_NOTE =
  "The newest quarter we could confirm. Ofgem's figures for 1 October to 31 December 2026 were not confirmed when we checked.";

/** The 2026-27 tax year's dates and checked day, shared by the pay figures that follow its rules. */
const TAX_YEAR = {
  period: "for 2026-27",
  from: INCOME_TAX_YEAR.from,
  to: INCOME_TAX_YEAR.to,
  checked: INCOME_TAX_YEAR.checked,
} as const;
const RUK = INCOME_TAX_BANDS.rUK;
const SCOTLAND = INCOME_TAX_BANDS.scotland;
const LOANS = STUDENT_LOAN_REPAYMENTS;
const ENGINE_NOTE =
  "As HMRC's own PAYE engine (tax-kalculator) has it for 2026-27; GOV.UK's rates page for the year was not among the sources we could reach.";
const LOAN_NOTE =
  "Set by the Department for Education for April 2026; HMRC's PAYE engine has the same. GOV.UK's repayment page for 2026-27 was not among the sources we could reach.";

/**
 * Income tax, National Insurance, student loan and pension figures the take-home pay articles state.
 * Their values are the take-home pay calculator's own rules (app/reference/income-tax.ts), so an
 * article and the calculator cannot disagree; labels, dates and sources are here.
 */
const PAY_FIGURES = {
  incomeTaxBasicRate: {
    label: "Income tax basic rate in England, Wales and Northern Ireland",
    value: RUK[0].ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.ukIncomeTaxBands],
    note: ENGINE_NOTE,
  },
  incomeTaxHigherRate: {
    label: "Income tax higher rate in England, Wales and Northern Ireland",
    value: RUK[1].ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.ukIncomeTaxBands],
    note: ENGINE_NOTE,
  },
  incomeTaxAdditionalRate: {
    label: "Income tax additional rate in England, Wales and Northern Ireland",
    value: RUK[2].ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.ukIncomeTaxBands],
    note: ENGINE_NOTE,
  },
  basicRateBand: {
    label:
      "Taxable pay (after the Personal Allowance) taxed at the basic rate: the basic rate limit",
    value: RUK[0].width,
    unit: "gbp",
    period: "frozen until 5 April 2031",
    from: "2021-04-06",
    to: "2031-04-05",
    checked: INCOME_TAX_YEAR.checked,
    sources: [S.financeAct2021Thresholds, S.incomeTax, INCOME_TAX_SOURCES.taxBands],
  },
  additionalRateThreshold: {
    label:
      "Pay above which the additional rate (England, Wales, Northern Ireland) or top rate (Scotland) applies, and no Personal Allowance is left",
    value: (RUK[0].width ?? 0) + (RUK[1].width ?? 0),
    unit: "gbp",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.ukIncomeTaxBands, S.scottishBudget2026],
    note: ENGINE_NOTE,
  },
  allowanceTaperFrom: {
    label: "Income above which the Personal Allowance falls by £1 for every £2",
    value: PERSONAL_ALLOWANCE.taperFrom,
    unit: "gbp",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.allowance, S.ukIncomeTaxBands],
    note: "In force since 2010; HMRC's PAYE engine applies it to the standard 1257L code.",
  },
  ukIncomeTaxBands: {
    label:
      "Income tax bands in England, Wales and Northern Ireland, with the standard Personal Allowance",
    value: describeIncomeTaxBands(RUK),
    unit: "text",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.financeAct2021Thresholds, S.ukIncomeTaxBands],
    note: ENGINE_NOTE,
  },
  scottishIncomeTaxBands: {
    label: "Scottish income tax bands, with the standard Personal Allowance",
    value: describeIncomeTaxBands(SCOTLAND),
    unit: "text",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.scottishBudget2026, S.scottishBands2026Taxable],
    note: "Set at the Scottish Budget of 13 January 2026; HMRC's PAYE engine has the same bands for 2026-27.",
  },
  scottishIntermediateRate: {
    label: "Scottish income tax intermediate rate",
    value: SCOTLAND[2].ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.scottishBudget2026],
  },
  scottishHigherRate: {
    label: "Scottish income tax higher rate",
    value: SCOTLAND[3].ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.scottishBudget2026],
  },
  scottishHigherRateFrom: {
    label: "Pay above which Scotland's higher rate applies, with the standard Personal Allowance",
    value:
      PERSONAL_ALLOWANCE.amount +
      (SCOTLAND[0].width ?? 0) +
      (SCOTLAND[1].width ?? 0) +
      (SCOTLAND[2].width ?? 0),
    unit: "gbp",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.taxBands, S.scottishBudget2026, S.scottishBands2026Taxable],
  },
  niPrimaryThreshold: {
    label: "Yearly pay above which employee National Insurance is paid (the primary threshold)",
    value: EMPLOYEE_NATIONAL_INSURANCE.primaryThreshold,
    unit: "gbp",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.nationalInsurance, S.nationalInsurance],
    note: ENGINE_NOTE,
  },
  niUpperEarningsLimit: {
    label:
      "Yearly pay above which employee National Insurance falls to its lower rate (the upper earnings limit)",
    value: EMPLOYEE_NATIONAL_INSURANCE.upperEarningsLimit,
    unit: "gbp",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.nationalInsurance, S.nationalInsurance],
    note: ENGINE_NOTE,
  },
  niUpperRate: {
    label: "Employee National Insurance rate on pay above the upper earnings limit",
    value: EMPLOYEE_NATIONAL_INSURANCE.upperRatePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.nationalInsurance, S.nationalInsurance],
    note: ENGINE_NOTE,
  },
  studentLoanPlan1Threshold: {
    label: "Plan 1 student loan repayment threshold, a year",
    value: LOANS.plan1.threshold,
    unit: "gbp",
    ...TAX_YEAR,
    sources: [
      INCOME_TAX_SOURCES.studentLoans,
      S.studentLoanThresholds2026,
      S.studentLoanThresholds2026b,
    ],
    note: LOAN_NOTE,
  },
  studentLoanPlan2Threshold: {
    label: "Plan 2 student loan repayment threshold, a year",
    value: LOANS.plan2.threshold,
    unit: "gbp",
    ...TAX_YEAR,
    sources: [
      INCOME_TAX_SOURCES.studentLoans,
      S.studentLoanThresholds2026,
      S.studentLoanThresholds2026b,
    ],
    note: LOAN_NOTE,
  },
  studentLoanPlan4Threshold: {
    label: "Plan 4 (Scotland) student loan repayment threshold, a year",
    value: LOANS.plan4.threshold,
    unit: "gbp",
    ...TAX_YEAR,
    sources: [
      INCOME_TAX_SOURCES.studentLoans,
      S.studentLoanThresholds2026,
      S.studentLoanThresholds2026b,
    ],
    note: LOAN_NOTE,
  },
  studentLoanPlan5Threshold: {
    label: "Plan 5 student loan repayment threshold, a year",
    value: LOANS.plan5.threshold,
    unit: "gbp",
    ...TAX_YEAR,
    sources: [
      INCOME_TAX_SOURCES.studentLoans,
      S.studentLoanThresholds2026,
      S.studentLoanThresholds2026b,
    ],
    note: LOAN_NOTE,
  },
  postgraduateLoanThreshold: {
    label: "Postgraduate Loan repayment threshold, a year",
    value: LOANS.postgraduate.threshold,
    unit: "gbp",
    ...TAX_YEAR,
    sources: [
      INCOME_TAX_SOURCES.studentLoans,
      S.studentLoanThresholds2026,
      S.studentLoanThresholds2026b,
    ],
    note: LOAN_NOTE,
  },
  studentLoanRate: {
    label: "Share of pay above the threshold repaid on a Plan 1, 2, 4 or 5 student loan",
    value: LOANS.plan2.ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.studentLoans, S.studentLoanThresholds2026],
  },
  postgraduateLoanRate: {
    label: "Share of pay above the threshold repaid on a Postgraduate Loan",
    value: LOANS.postgraduate.ratePct,
    unit: "percent",
    ...TAX_YEAR,
    sources: [INCOME_TAX_SOURCES.studentLoans, S.studentLoanThresholds2026],
  },
  studentLoanPlan2From: {
    label:
      "Courses in England or Wales starting on or after this day are on Plan 2 (before it, Plan 1)",
    value: "2012-09-01",
    unit: "date",
    period: "since 1 September 2012",
    from: "2012-09-01",
    checkBy: "2027-11-26",
    checked: INCOME_TAX_YEAR.checked,
    sources: [S.studentLoanPlans],
  },
  studentLoanPlan5From: {
    label: "Courses in England starting on or after this day are on Plan 5",
    value: "2023-08-01",
    unit: "date",
    period: "since 1 August 2023",
    from: "2023-08-01",
    checkBy: "2027-11-26",
    checked: INCOME_TAX_YEAR.checked,
    sources: [S.studentLoanPlans],
  },
  reliefAtSourceRate: {
    label:
      "Basic-rate tax relief a pension provider claims and adds to a relief-at-source contribution",
    value: RELIEF_AT_SOURCE_PCT,
    unit: "percent",
    ...TAX_YEAR,
    sources: [S.reliefAtSource],
  },
  salarySacrificeNiCap: {
    label:
      "Pension contributions by salary sacrifice free of National Insurance each year, from April 2029 (above it, NI is paid)",
    value: 2000,
    unit: "gbp",
    period: "from 6 April 2029",
    from: "2029-04-06",
    checkBy: "2027-11-26",
    checked: INCOME_TAX_YEAR.checked,
    sources: [S.salarySacrificeCap, S.salarySacrificeCap2],
    note: "Announced at the Budget of 26 November 2025 and legislated for in the National Insurance Contributions (Employer Pensions Contributions) Bill; until then there is no limit.",
  },
} as const satisfies Record<string, FigureData>;

export const FIGURES = {
  // ── Energy price cap (Great Britain, average across regions, Direct Debit, VAT included) ──
  capElecUnit: {
    label: "Electricity unit rate under the Ofgem price cap (GB average, Direct Debit)",
    value: PRICE_CAP.electricityUnitPence,
    unit: "pence",
    period: PRICE_CAP.period,
    from: PRICE_CAP.from,
    to: PRICE_CAP.to,
    checked: CHECKED,
    sources: [S.capJuly2026, S.capJuly2026News],
    note: CAP_NOTE,
  },
  capElecStanding: {
    label: "Electricity standing charge a day under the Ofgem price cap (GB average, Direct Debit)",
    value: PRICE_CAP.electricityStandingPence,
    unit: "pence",
    period: PRICE_CAP.period,
    from: PRICE_CAP.from,
    to: PRICE_CAP.to,
    checked: CHECKED,
    sources: [S.capJuly2026],
    note: CAP_NOTE,
  },
  capGasUnit: {
    label: "Gas unit rate under the Ofgem price cap (GB average, Direct Debit)",
    value: PRICE_CAP.gasUnitPence,
    unit: "pence",
    period: PRICE_CAP.period,
    from: PRICE_CAP.from,
    to: PRICE_CAP.to,
    checked: CHECKED,
    sources: [S.capJuly2026],
    note: CAP_NOTE,
  },
  capGasStanding: {
    label: "Gas standing charge a day under the Ofgem price cap (GB average, Direct Debit)",
    value: PRICE_CAP.gasStandingPence,
    unit: "pence",
    period: PRICE_CAP.period,
    from: PRICE_CAP.from,
    to: PRICE_CAP.to,
    checked: CHECKED,
    sources: [S.capJuly2026],
    note: CAP_NOTE,
  },
  capTypicalBill: {
    label: "Typical yearly gas and electricity bill under the price cap, at Ofgem's typical use",
    value: 1663,
    unit: "gbp",
    period: PRICE_CAP.period,
    from: PRICE_CAP.from,
    to: PRICE_CAP.to,
    checked: CHECKED,
    sources: [S.tdcvOutfox, S.capTypicalBillJuly2026],
    note: CAP_NOTE,
  },
  capTypicalBillOldBasis: {
    label:
      "Typical yearly gas and electricity bill under the price cap, at Ofgem's earlier typical use (2,700 kWh of electricity, 11,500 kWh of gas)",
    value: 1862,
    unit: "gbp",
    period: PRICE_CAP.period,
    from: PRICE_CAP.from,
    to: PRICE_CAP.to,
    checked: CHECKED,
    sources: [S.capOldBasis1, S.capTypicalBillJuly2026],
    note: "Reported from Ofgem's announcement of 27 May 2026; the £1,663 figure is at the new typical use.",
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
    period: "for winter 2025-26; the scheme continues to winter 2030-31",
    from: "2025-10-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.whd2025, S.whdExtended],
    note: "Copies of the government's releases of 19 June 2025 and 30 January 2026; the amount for winter 2026-27 was not confirmed separately.",
  },
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
  },
  e7NightApr2025: {
    label: "Economy 7 night unit rate, approximate GB average",
    value: 14,
    unit: "pence",
    period: "as of 1 April 2025",
    from: "2025-04-01",
    to: "2025-06-30",
    checked: CHECKED,
    sources: [S.cse],
    note: "Ofgem publishes Economy 7 caps only region by region; this is the newest GB average we could confirm.",
  },
  e7DayApr2025: {
    label: "Economy 7 day unit rate, approximate GB average",
    value: 34,
    unit: "pence",
    period: "as of 1 April 2025",
    from: "2025-04-01",
    to: "2025-06-30",
    checked: CHECKED,
    sources: [S.cse],
    note: "Ofgem publishes Economy 7 caps only region by region; this is the newest GB average we could confirm.",
  },

  // ── Ofgem's typical domestic consumption values (a medium home) ──
  tdcvElec: {
    label: "Ofgem's typical yearly electricity use for a medium home, single-rate meter",
    value: TYPICAL_USE.electricityKWh,
    unit: "kwh",
    period: TYPICAL_USE.period,
    from: TYPICAL_USE.from,
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tdcvOfgem, S.tdcvOutfox],
    note: "Ofgem's new low and high values were not confirmed; the energy calculator compares an estimate with its values from April 2020, the newest we could confirm.",
  },
  tdcvElecMultiRate: {
    label:
      "Ofgem's typical yearly electricity use for a medium home on Economy 7 or another multi-rate meter",
    value: TYPICAL_USE.electricityMultiRateKWh,
    unit: "kwh",
    period: TYPICAL_USE.period,
    from: TYPICAL_USE.from,
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tdcvOfgem, S.tdcvOutfox],
  },
  tdcvGas: {
    label: "Ofgem's typical yearly gas use for a medium home",
    value: TYPICAL_USE.gasKWh,
    unit: "kwh",
    period: TYPICAL_USE.period,
    from: TYPICAL_USE.from,
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tdcvOfgem, S.tdcvOutfox],
  },
  tdcvElec2023: {
    label: "Ofgem's earlier typical yearly electricity use for a medium home",
    value: 2700,
    unit: "kwh",
    period: "from 1 October 2023 to 30 June 2026",
    from: "2023-10-01",
    to: "2026-06-30",
    checked: CHECKED,
    sources: [S.tdcv2023],
  },
  tdcvGas2023: {
    label: "Ofgem's earlier typical yearly gas use for a medium home",
    value: 11500,
    unit: "kwh",
    period: "from 1 October 2023 to 30 June 2026",
    from: "2023-10-01",
    to: "2026-06-30",
    checked: CHECKED,
    sources: [S.tdcv2023],
  },

  tdcvElecLow2020: {
    label: "Ofgem's typical yearly electricity use for a low-use home, single-rate meter",
    value: TYPICAL_USE_LOW_HIGH.electricityKWh.low,
    unit: "kwh",
    period: "from 1 April 2020; the newest low value we could confirm",
    from: TYPICAL_USE_LOW_HIGH.from,
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tdcvOfgem2020],
  },
  tdcvElecHigh2020: {
    label: "Ofgem's typical yearly electricity use for a high-use home, single-rate meter",
    value: TYPICAL_USE_LOW_HIGH.electricityKWh.high,
    unit: "kwh",
    period: "from 1 April 2020; the newest high value we could confirm",
    from: TYPICAL_USE_LOW_HIGH.from,
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tdcvOfgem2020],
  },
  tdcvGasLow2020: {
    label: "Ofgem's typical yearly gas use for a low-use home",
    value: TYPICAL_USE_LOW_HIGH.gasKWh.low,
    unit: "kwh",
    period: "from 1 April 2020; the newest low value we could confirm",
    from: TYPICAL_USE_LOW_HIGH.from,
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tdcvOfgem2020],
  },
  tdcvGasHigh2020: {
    label: "Ofgem's typical yearly gas use for a high-use home",
    value: TYPICAL_USE_LOW_HIGH.gasKWh.high,
    unit: "kwh",
    period: "from 1 April 2020; the newest high value we could confirm",
    from: TYPICAL_USE_LOW_HIGH.from,
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tdcvOfgem2020],
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
    label: "VAT on gas and electricity for homes",
    value: 5,
    unit: "percent",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.vatFuel],
  },
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

  // ── Electric cars ──
  evOffPeak: {
    label: "Cheapest off-peak EV tariffs for home charging, price per kWh",
    value: [6, 9],
    unit: "pence",
    period: "in May 2026",
    on: "2026-05",
    checkBy: "2026-11-30",
    checked: CHECKED,
    sources: [S.evTariffs, S.evTariffs2],
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
    note: "The newest national average we could confirm.",
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
    note: "The newest national average we could confirm.",
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
  evedElectric: {
    label: "Planned pay-per-mile charge for electric cars (eVED)",
    value: 3,
    unit: "pence",
    period: "from April 2028",
    from: "2028-04-01",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.eved],
  },
  evedPluginHybrid: {
    label: "Planned pay-per-mile charge for plug-in hybrid cars (eVED)",
    value: 1.5,
    unit: "pence",
    period: "from April 2028",
    from: "2028-04-01",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.eved],
  },
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
  councilTaxSurchargeThreshold: {
    label: "Value from which homes in England are to pay the High Value Council Tax Surcharge",
    value: 2_000_000,
    unit: "gbp",
    period: "from April 2028, as proposed in the consultation of 19 May 2026",
    from: "2028-04-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.councilTaxSurcharge, S.councilTaxSurchargeBands1],
  },
  councilTaxSurchargeAmounts: {
    label:
      "High Value Council Tax Surcharge a year, from the £2 million band to homes over £5 million",
    value: [2500, 7500],
    unit: "gbp",
    period: "from April 2028, as proposed",
    from: "2028-04-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.councilTaxSurchargeBands1, S.councilTaxSurchargeBands2, S.councilTaxSurcharge],
    note: "Bands of £2 million to £2.5 million (£2,500), to £3.5 million (£3,500), to £5 million (£5,000) and above (£7,500), as two secondary sources give them; the consultation page we could check does not show them.",
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
    period:
      "as GOV.UK's rates for 2026 to 2027 set it to 31 August 2026, and as reported frozen to 31 December 2026",
    from: "2026-02-26",
    to: "2026-12-31",
    checked: CHECKED,
    sources: [S.fuelDutyPlan, S.fuelDutyFreeze2],
    note: "GOV.UK's plan of 26 February 2026 set rises of 1p on 1 September 2026, 2p on 1 December 2026 and 2p on 1 March 2027; news reports say an order of 21 May 2026 extended the freeze to 31 December 2026 and moved the next rise to 1 January 2027. We could not confirm the order on GOV.UK, so the rate from 1 January 2027 is not given.",
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
  },
  petrolPrice: {
    label: "UK average pump price of petrol, per litre (RAC Fuel Watch)",
    value: PUMP_PRICES.petrolPence,
    unit: "pence",
    period: PUMP_PRICES.period,
    on: PUMP_PRICES.on,
    checkBy: PUMP_PRICES.checkBy,
    checked: CHECKED,
    sources: [S.pumpJune2026],
    note: "The newest UK average we could confirm.",
  },
  dieselPrice: {
    label: "UK average pump price of diesel, per litre (RAC Fuel Watch)",
    value: PUMP_PRICES.dieselPence,
    unit: "pence",
    period: PUMP_PRICES.period,
    on: PUMP_PRICES.on,
    checkBy: PUMP_PRICES.checkBy,
    checked: CHECKED,
    sources: [S.pumpJune2026],
    note: "The newest UK average we could confirm.",
  },
  holidayWeeks: {
    label: "Statutory paid holiday a year for almost all workers",
    value: 5.6,
    unit: "weeks",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.holiday],
  },
  holidayDaysFullTime: {
    label: "Statutory paid holiday a year for someone working five days a week",
    value: 28,
    unit: "days",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.holiday],
  },

  // ── Mortgages, buying and tax ──
  bankRate: {
    label: "Bank of England Bank Rate",
    value: 3.75,
    unit: "percent",
    period: "as of the June 2026 decision, which held it where the December 2025 cut set it",
    on: "2026-06-18",
    checkBy: "2026-08-06",
    checked: CHECKED,
    sources: [S.bankRateJune2026, S.bankRateFeb2026],
    note: "The newest decision we could confirm. The decisions of 30 July, 17 September and 5 November 2026 were not among the sources we could check.",
  },
  ltiHighMultiple: {
    label:
      "Loan-to-income ratio at or above which a mortgage counts towards the Bank of England's loan-to-income flow limit",
    value: `${LTI_FLOW_LIMIT.multiple} times income`,
    unit: "text",
    period: "since October 2014",
    from: "2014-10-01",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFg25_4, S.fcaFpcRecommendations],
    note: "The ratio is the loan against the borrowers' gross income. Regulators consulted in April 2026 (PRA CP6/26, FCA CP26/12) on how the limit applies; the outcome was not confirmed when we checked.",
  },
  ltiFlowLimitShare: {
    label:
      "Most of all new residential mortgages that may be at 4.5 times income or more (the loan-to-income flow limit)",
    value: LTI_FLOW_LIMIT.sharePct,
    unit: "percent",
    period: "since October 2014 (across all lenders together since July 2025)",
    from: "2014-10-01",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFg25_4, S.praLtiReview2025, S.treasuryLtiAnswer, S.ltiConsultation2026],
    note: "Until July 2025 each lender had to keep to 15% of its own new mortgages. Since the FPC's recommendation of 9 July 2025 a lender may go over 15% by agreement with its regulator while the market as a whole stays within it; in April 2026 the PRA and FCA consulted on making that permanent (CP6/26, CP26/12). Whether final rules followed was not confirmed when we checked.",
  },
  ltiFlowAggregateFrom: {
    label:
      "Date the Financial Policy Committee recommended that the 15% loan-to-income limit apply to the market as a whole rather than to each lender",
    value: LTI_FLOW_LIMIT.wholeMarketFrom,
    unit: "date",
    period: "since 9 July 2025",
    from: "2025-07-09",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFg25_4Print, S.praLtiReview2025, S.treasuryLtiAnswer],
    note: "The PRA's interim modification letting a lender disapply its own 15% limit ran to 30 June 2026 at the latest, or until new rules. Its extension, and the final rules after the April 2026 consultation, were not confirmed when we checked.",
  },
  ltiFlowLenderThreshold: {
    label:
      "Yearly residential mortgage lending above which a lender comes under the loan-to-income flow limit",
    value: "£150 million a year",
    unit: "text",
    period: "since 11 July 2025 (it was £100 million before)",
    from: "2025-07-11",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFg25_4],
    note: "Measured over four rolling quarters. The 11 July 2025 start date is from A&O Shearman's and TLT's summaries of PRA PS11/25; FCA FG25/4 gives the threshold.",
  },
  fpcStressTestWithdrawn: {
    label:
      "Date the Bank of England's mortgage affordability (interest rate stress) test was withdrawn",
    value: FPC_STRESS_TEST.withdrawnFrom,
    unit: "date",
    period: "since 1 August 2022",
    from: "2022-08-01",
    checkBy: "2027-11-24",
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFpcRecommendations, S.boeStressTestWithdrawal, S.fcaStressTestRule],
  },
  fpcStressTestMargin: {
    label:
      "Rise above the mortgage's reversion rate that the Bank of England's affordability test asked lenders to check borrowers could afford",
    value: `${FPC_STRESS_TEST.marginPoints} percentage points`,
    unit: "text",
    period: "from 2014 until the test was withdrawn on 1 August 2022",
    from: "2014-06-26",
    to: "2022-07-31",
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFpcRecommendations],
    note: "Applied at any point over the first five years of the loan. The 2014 wording was 3 points above Bank Rate at origination; the reversion-rate wording dates from June 2017. No official figure replaces it: lenders set their own test.",
  },
  mcobStressPeriod: {
    label:
      "How far ahead the FCA's rules make a lender allow for likely interest rate rises when it checks affordability (MCOB 11.6.18R)",
    value: `at least the first ${MCOB_STRESS_RULE.years} years`,
    unit: "text",
    period:
      "in force when checked; not needed where the rate is fixed for the first five years or more",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaStressTestRule, S.mcob11_6],
    note: "For a mortgage shorter than five years, its whole length. The FCA called for evidence on this rule in March 2025 as part of its Mortgage Rule Review; any change since was not confirmed when we checked.",
  },
  sdltFirstTimeBuyerMaxPrice: {
    label:
      "Highest price at which a first-time buyer can claim Stamp Duty Land Tax relief (England and Northern Ireland)",
    value: SDLT_FIRST_TIME_BUYER.maxPrice,
    unit: "gbp",
    period: "since 1 April 2025",
    from: "2025-04-01",
    checkBy: PROPERTY_TAX_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.sdltFtbLaw, S.sdltFtbManual],
    note: "Above it the relief is lost altogether and the standard rates apply to the whole price (Finance Act 2003, schedule 6ZA, paragraph 1(3)).",
  },
  sdltNonResidentSurcharge: {
    label:
      "Stamp Duty Land Tax surcharge for a buyer who is not UK resident, added to every band (England and Northern Ireland)",
    value: SDLT_NON_RESIDENT.points,
    unit: "percent",
    period: "since 1 April 2021",
    from: SDLT_NON_RESIDENT.effectiveFrom,
    checkBy: PROPERTY_TAX_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.sdltNonResident, S.sdltNonResidentTest],
    note: "Percentage points on top of whichever rates apply. It does not apply in Scotland or Wales.",
  },
  sdltNonResidentPresenceDays: {
    label:
      "Days an individual must be in the UK, in a continuous year around the purchase, to count as UK resident for the Stamp Duty Land Tax surcharge",
    value: SDLT_NON_RESIDENT.presenceDays,
    unit: "days",
    period: "since 1 April 2021",
    from: "2021-04-01",
    checkBy: PROPERTY_TAX_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.sdltNonResidentTest, S.sdltNonResident],
    note: "Any continuous 365-day period within the window from 364 days before to 365 days after the effective date (HMRC SDLTM09880). A buyer who meets it only after completion amends the return and claims the surcharge back.",
  },
  sdltHigherRatesRefundWindow: {
    label:
      "Time within which you must sell your previous main home to reclaim the higher rates of Stamp Duty Land Tax on a new one (England and Northern Ireland)",
    value: "3 years",
    unit: "text",
    period: "in force when checked",
    checkBy: PROPERTY_TAX_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.sdltHigherRatesRefund, S.sdltHigherRatesCondD],
    note: "Counted from buying the new home. GOV.UK allows a later sale where exceptional circumstances outside the buyer's control prevented it, for new homes bought on or after 1 January 2017.",
  },
  lbttAdsRate: {
    label:
      "Additional Dwelling Supplement in Scotland, charged on the whole price of an additional home on top of Land and Buildings Transaction Tax",
    value: LBTT_ADS.ratePct,
    unit: "percent",
    period: "since 5 December 2024",
    from: LBTT_ADS.effectiveFrom,
    checkBy: PROPERTY_TAX_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.lbttAdsOrder2024, S.lbttAds2024News],
    note: "Not where missives were concluded before 5 December 2024 (the previous rate applies).",
  },
  lbttAdsRefundWindow: {
    label:
      "Time within which you must sell your previous main home to reclaim Scotland's Additional Dwelling Supplement, from the day after you buy the new one",
    value: 36,
    unit: "months",
    period: "for purchases completing on or after 1 April 2024",
    from: "2024-04-01",
    checkBy: PROPERTY_TAX_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.lbttAdsRepayment],
    note: "18 months for purchases with an effective date up to and including 31 March 2024.",
  },
  lttHigherRatesBands: {
    label:
      "Land Transaction Tax higher residential rates, for a buyer who already owns a home (Wales)",
    value: describeBands(LTT_HIGHER.bands),
    unit: "text",
    period: "since 11 December 2024",
    from: LTT_HIGHER.effectiveFrom,
    checkBy: PROPERTY_TAX_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.lttHigherRates2024, S.lttHigherRates2024News],
  },
  lttHigherRatesRefundWindow: {
    label:
      "Time within which you must sell your previous main home to reclaim the higher rates of Land Transaction Tax, from the day after you buy the new one (Wales)",
    value: "3 years",
    unit: "text",
    period: "in force when checked",
    checkBy: PROPERTY_TAX_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.lttRefund, S.lttRefundLaw],
  },
  sdltBandsFrom: {
    label: "Date the current Stamp Duty Land Tax bands took effect (England and Northern Ireland)",
    value: "2025-04-01",
    unit: "date",
    period: "since 1 April 2025, unchanged by the November 2025 Budget",
    from: "2025-04-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.sdltLaw, S.sdltBudget2025],
  },
  sdltStandardBands: {
    label: "Stamp Duty Land Tax bands for a home (England and Northern Ireland)",
    value: describeBands(SDLT.main.bands),
    unit: "text",
    period: "since 1 April 2025",
    from: "2025-04-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.sdltLaw, S.sdltBudget2025],
  },
  sdltFirstTimeBuyerBands: {
    label: "Stamp Duty Land Tax relief for first-time buyers (England and Northern Ireland)",
    value: describeReliefBands(SDLT_FIRST_TIME_BUYER.bands, SDLT_FIRST_TIME_BUYER.maxPrice),
    unit: "text",
    period: "since 1 April 2025",
    from: "2025-04-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.sdltFtbLaw, S.sdltFtbManual],
  },
  sdltSurcharge: {
    label: "Stamp Duty Land Tax surcharge on an additional home, added to every band",
    value: 5,
    unit: "percent",
    period: "since 31 October 2024",
    from: "2024-10-31",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.sdltHigherRates],
  },
  conveyancingAllowance: {
    label: "What to allow for conveyancing when you buy, before searches (Zoopla's guide)",
    value: 2000,
    unit: "gbp",
    period: "as Zoopla's undated guide gives it",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.zooplaBuying],
    note: "A commercial guide's rough figure, not an official one: get quotes.",
  },
  searchesCost: {
    label: "Property searches when you buy (Zoopla's guide)",
    value: [200, 300],
    unit: "gbp",
    period: "as Zoopla's undated guide gives it",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.zooplaBuying],
  },
  surveyCost: {
    label: "A survey when you buy, depending on its level (Zoopla's guide)",
    value: [400, 1500],
    unit: "gbp",
    period: "as Zoopla's undated guide gives it",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.zooplaBuying],
  },
  arrangementFee: {
    label: "A mortgage arrangement fee, where the deal has one (Zoopla's guide)",
    value: [1000, 2000],
    unit: "gbp",
    period: "as Zoopla's undated guide gives it; some deals charge more and some none",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.zooplaBuying],
  },
  lttNilBand: {
    label:
      "Price up to which no Land Transaction Tax is due on a home in Wales (first-time buyers included: Wales has no separate relief)",
    value: 225000,
    unit: "gbp",
    period: "since 10 October 2022, unchanged for 2026-27",
    from: "2022-10-10",
    checkBy: "2027-04-05",
    checked: CHECKED,
    sources: [S.lttRates, S.lttNoFtbRelief, S.ltt2026],
  },
  lbttFirstTimeBuyerNilBand: {
    label:
      "Price up to which a first-time buyer pays no Land and Buildings Transaction Tax in Scotland",
    value: 175000,
    unit: "gbp",
    period: "since 2018, with no changes in the Scottish Budget for 2026-27",
    from: "2018-06-30",
    checkBy: "2027-04-05",
    checked: CHECKED,
    sources: [S.lbttFtb, S.lbtt2026],
  },
  lisaAllowance: {
    label: "Most you can pay into a Lifetime ISA a year",
    value: 4000,
    unit: "gbp",
    period: "for 2026-27; a consultation on replacing the account was announced in the 2025 Budget",
    from: "2026-04-06",
    to: "2027-04-05",
    checked: CHECKED,
    sources: [S.lisa],
  },
  lisaBonus: {
    label: "Government bonus on Lifetime ISA payments",
    value: 25,
    unit: "percent",
    period: "for 2026-27",
    from: "2026-04-06",
    to: "2027-04-05",
    checked: CHECKED,
    sources: [S.lisa],
  },
  lisaPriceCap: {
    label: "Highest price of a first home bought with a Lifetime ISA",
    value: 450000,
    unit: "gbp",
    period: "for 2026-27",
    from: "2026-04-06",
    to: "2027-04-05",
    checked: CHECKED,
    sources: [S.lisa],
  },
  councilTaxBandD: {
    label: "Average Band D council tax in England",
    value: 2280,
    unit: "gbp",
    period: "for 2025-26",
    from: "2025-04-01",
    to: "2026-03-31",
    checked: CHECKED,
    sources: [S.councilTax],
    note: "The newest official average we could confirm on GOV.UK; the 2026-27 release was not among the sources we could check.",
  },
  councilTaxRiseLimit: {
    label:
      "Most a top-tier council in England could raise council tax without a referendum (seven were allowed more)",
    value: 4.99,
    unit: "percent",
    period: "for 2026-27",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED,
    sources: [S.councilTaxRises2026],
    note: "Four in five top-tier councils raised it by the full amount.",
  },
  councilTaxSingleDiscount: {
    label: "Council tax discount when one adult lives in a home",
    value: 25,
    unit: "percent",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.singlePersonDiscount],
  },
  personalAllowance: {
    label: "Income Tax Personal Allowance",
    value: PERSONAL_ALLOWANCE.amount,
    unit: "gbp",
    period: "frozen until 5 April 2031",
    from: "2021-04-06",
    to: "2031-04-05",
    checked: CHECKED,
    sources: [S.incomeTax, S.financeAct2021Thresholds, INCOME_TAX_SOURCES.taxCodes],
  },
  nationalInsuranceRate: {
    label: "Employee National Insurance main rate, between £12,570 and £50,270 a year",
    value: EMPLOYEE_NATIONAL_INSURANCE.mainRatePct,
    unit: "percent",
    period: "for 2026-27",
    from: INCOME_TAX_YEAR.from,
    to: INCOME_TAX_YEAR.to,
    checked: INCOME_TAX_YEAR.checked,
    sources: [INCOME_TAX_SOURCES.nationalInsurance, S.nationalInsurance],
    note: "HMRC's own PAYE engine (tax-kalculator) and a payroll guide agree; GOV.UK's rates page for 2026-27 was not among the sources we could reach.",
  },
  ...PAY_FIGURES,
  tvLicence: {
    label: "TV licence fee, colour, a year",
    value: 180,
    unit: "gbp",
    period: "from 1 April 2026",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED,
    sources: [S.tvLicence, S.tvLicenceNews],
    note: "The fee was £174.50 before; it is due to rise with inflation again in April 2027.",
  },

  // ── Renting in England ──
  rentersRightsAct: {
    label: "Date the Renters' Rights Act's first changes took effect in England",
    value: "2026-05-01",
    unit: "date",
    period: "since 1 May 2026",
    from: "2026-05-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.tenantsRentInAdvance, S.rentalBidding, S.rrAtAGlance],
    note: "Tenancies became periodic, section 21 ended, rent rises come once a year by section 13 notice, and rental bidding and refusing tenants with children or on benefits were banned.",
  },
  rentInAdvanceMax: {
    label:
      "Most rent a landlord can usually ask for in advance, once the tenancy is agreed (monthly rent)",
    value: "one month's rent",
    unit: "text",
    period: "since 1 May 2026 (England)",
    from: "2026-05-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.tenantsRentInAdvance],
  },
  rentIncreaseNotice: {
    label: "Notice a landlord must give of a rent increase, which can come only once a year",
    value: 2,
    unit: "months",
    period: "since 1 May 2026 (England)",
    from: "2026-05-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.landlordsRentIncreases],
  },
  tenantNotice: {
    label:
      "Notice a tenant gives to end an assured periodic tenancy, unless the agreement says less",
    value: 2,
    unit: "months",
    period: "since 1 May 2026 (England)",
    from: "2026-05-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.tenantsEnding],
  },
  saleGroundNotice: {
    label:
      "Notice a landlord must give to end a tenancy in order to sell, which cannot be used in a tenancy's first year",
    value: 4,
    unit: "months",
    period: "since 1 May 2026 (England)",
    from: "2026-05-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.saleGround],
  },
  rentalDiscriminationFine: {
    label: "Most a landlord or agent can be fined for each act of rental discrimination",
    value: 7000,
    unit: "gbp",
    period: "since 1 May 2026 (England)",
    from: "2026-05-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.rentalDiscrimination],
  },
  depositCapWeeks: {
    label: "Most a tenancy deposit can be, where the yearly rent is under £50,000",
    value: 5,
    unit: "weeks",
    period: "in England since 1 June 2019, unchanged by the Renters' Rights Act",
    from: "2019-06-01",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tenantsRentInAdvance, S.tenantFees],
  },
  depositCapWeeksHighRent: {
    label: "Most a tenancy deposit can be, where the yearly rent is £50,000 or more",
    value: 6,
    unit: "weeks",
    period: "in England since 1 June 2019",
    from: "2019-06-01",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tenantsRentInAdvance, S.tenantFees],
  },
  holdingDepositWeeks: {
    label: "Most a holding deposit can be",
    value: 1,
    unit: "weeks",
    period: "in England since 1 June 2019",
    from: "2019-06-01",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tenantFees],
  },
  tenancyChangeFee: {
    label:
      "Most a landlord or agent can charge to change a tenancy at the tenant's request, unless their reasonable costs are higher",
    value: 50,
    unit: "gbp",
    period: "in England since 1 June 2019",
    from: "2019-06-01",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.tenantFees],
  },
  depositProtectionDays: {
    label: "Days a landlord has to protect a deposit in a government-approved scheme",
    value: 30,
    unit: "days",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.depositProtection],
  },
  depositReturnDays: {
    label: "Days a landlord has to return a deposit once you both agree how much you get back",
    value: 10,
    unit: "days",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.depositProtection],
  },
  rightToRentFine: {
    label: "Civil penalty per tenant for a landlord's repeated Right to Rent breach",
    value: 20000,
    unit: "gbp",
    period: "since 13 February 2024",
    from: "2024-02-13",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.rightToRentCode, S.rightToRentFines],
    note: "First announced for 22 January 2024; the code of practice and the higher penalties took effect on 13 February 2024.",
  },
  hmoBedroomOneAdult: {
    label: "Smallest bedroom allowed for one adult in a licensed HMO (England)",
    value: 6.51,
    unit: "sqm",
    period: "for licences granted since 1 October 2018",
    from: "2018-10-01",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.hmoRooms],
  },
  fundedChildcareHours: {
    label:
      "Funded childcare a week for eligible working parents in England, children from 9 months to school age",
    value: 30,
    unit: "hours",
    period: "since September 2025, for 38 weeks a year",
    from: "2025-09-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.childcare],
  },
  taxFreeChildcareMax: {
    label: "Most Tax-Free Childcare adds a year per child (£2 for every £8 you pay)",
    value: 2000,
    unit: "gbp",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.childcare],
  },

  // ── Moving ──
  categoryBLimit: {
    label: "Heaviest vehicle a standard car licence (category B) covers",
    value: "3,500 kg maximum authorised mass",
    unit: "text",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.licenceCategories],
  },
  removalsSurvey2Bed: {
    label:
      "Average price paid for a removal firm to move a 2-bedroom home (Compare My Move survey)",
    value: 1017,
    unit: "gbp",
    period: "as reported in July 2023",
    on: "2023-07",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.removals2023],
    note: "The newest survey average we could find; a commercial survey, so treat it as a rough guide.",
  },
  removalsSurvey1Bed: {
    label:
      "Average price paid for a removal firm to move a 1-bedroom home (Compare My Move survey)",
    value: 609,
    unit: "gbp",
    period: "as reported in July 2023",
    on: "2023-07",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.removals2023],
    note: "The newest survey average we could find; a commercial survey, so treat it as a rough guide.",
  },
} as const satisfies Record<string, FigureData>;

/** A figure's id: a misspelt id is a type error in code, and fails the build in an article. */
export type FigureId = keyof typeof FIGURES;

export const FIGURE_IDS = Object.keys(FIGURES) as FigureId[];

export function isFigureId(id: string): id is FigureId {
  return Object.hasOwn(FIGURES, id);
}
