/**
 * Property: buying a home (stamp duty and its Scottish and Welsh counterparts, the costs of
 * buying, the Lifetime ISA), council tax, renting in England and moving home.
 * Part of FIGURES (../figures.ts); how to add or update a figure: docs/content-style.md.
 */
import {
  FIGURES_REVIEWED as CHECKED,
  CHECKED_DECEMBER_3,
  CHECKED_NOVEMBER_24,
  CHECKED_NOVEMBER_26,
} from "../checked";
import { PROPERTY_TAX_CHECK_BY, PROPERTY_TAX_RULES } from "../property-tax";
import { describeBands, describeReliefBands } from "../property-tax-text";
import type { FigureData, Source } from "../types";

/** Where this file's figures come from, cited as S.name. */
const S = {
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
  lisaAges: {
    title: "Lifetime ISA: saving into a Lifetime ISA (Skipton Building Society)",
    url: "https://www.skipton.co.uk/savings/isas/lifetime-isa",
  },
  lisaAgesGuide: {
    title: "A guide to Lifetime ISAs (Money Advice Service, now MoneyHelper)",
    url: "https://www.moneyadviceservice.org.uk/en/articles/a-guide-to-lifetime-isas",
  },
  councilTaxLevelsEngland2026: {
    title:
      "Council Tax levels set by local authorities in England 2026 to 2027, Table 10: local authority level data (MHCLG, GOV.UK, 25 March 2026)",
    url: "https://www.gov.uk/government/statistics/council-tax-levels-set-by-local-authorities-in-england-2026-to-2027",
  },
  councilTaxLevelsEngland2026Copy: {
    title:
      "MHCLG's Table 10 for 2026-27, as stored by PolicyEngine Chronicle (fetched 13 August 2026)",
    url: "https://github.com/PolicyEngine/chronicle/blob/main/db/data/mhclg/council_tax_levels_england_2026_27/manifest.yaml",
  },
  councilTaxBandDScotland2026: {
    title:
      "Council Tax datasets: Band D Council Tax rates by year, 1996-97 to 2026-27 (Scottish Government, gov.scot)",
    url: "https://www.gov.scot/publications/council-tax-datasets/",
  },
  councilTaxBandDScotland2026Copy: {
    title:
      "The Scottish Government's Band D rates to 2026-27, as stored by PolicyEngine Chronicle (fetched 13 August 2026)",
    url: "https://github.com/PolicyEngine/chronicle/blob/main/db/data/scotgov/band_d_council_tax_rates_2026_27/manifest.yaml",
  },
  councilTaxLevelsWales2026: {
    title: "Council tax levels: April 2026 to March 2027 (Welsh Government, GOV.WALES)",
    url: "https://www.gov.wales/council-tax-levels-april-2026-march-2027-html",
  },
  councilTaxLevelsWales2026Copy: {
    title:
      "The Welsh Government's council tax levels for 2026-27, as stored by PolicyEngine Chronicle (fetched 13 August 2026)",
    url: "https://github.com/PolicyEngine/chronicle/blob/main/db/data/welshgov/council_tax_levels_2026_27/manifest.yaml",
  },
  councilTaxBandD2026: {
    title:
      "UK council tax Band D by area, 2026/27 (GeraHome, from MHCLG's Council Tax levels set by local authorities in England 2026 to 2027)",
    url: "https://gerahome.com/data/uk-council-tax",
  },
  lttLeasingRefund: {
    title:
      "Claim a refund of Land Transaction Tax paid at the higher rate if you lease your property to a Welsh local authority (Welsh Revenue Authority, GOV.WALES)",
    url: "https://www.gov.wales/node/74218",
  },
  lttLeasingRefundLaw: {
    title:
      "The Land Transaction Tax and Anti-avoidance of Devolved Taxes (Wales) Act 2017 (Amendments to Schedule 5) Regulations 2026 (legislation.gov.uk)",
    url: "https://www.legislation.gov.uk/wsi/2026/42/made/data.html",
  },
  lisa: {
    title: "Lifetime ISA shake-up confirmed in Budget (Britbrief)",
    url: "https://britbrief.co.uk/business/property/lifetime-isa-shake-up-confirmed-in-budget.html",
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
} as const satisfies Record<string, Source>;

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

/** When the Renters' Rights Act's tenancy rules apply in England, and when to check them again. */
const RENTERS_RIGHTS_ACT = {
  period: "since 1 May 2026 (England)",
  from: "2026-05-01",
  checkBy: "2027-05-23",
  checked: CHECKED,
} as const;
/** The Lifetime ISA's age rules: their dates and sources. */
const LIFETIME_ISA_AGES = {
  period: "since 6 April 2017",
  from: "2017-04-06",
  checkBy: "2027-05-23",
  checked: CHECKED_NOVEMBER_26,
  sources: [S.lisaAges, S.lisaAgesGuide],
  note: "GOV.UK's Lifetime ISA page was not among the sources we could check; confirmed from a building society's account terms and the Money Advice Service's guide.",
} as const;

/** The Compare My Move survey's average price for a removal firm to move a home of one size. */
const removalsSurvey = (home: "1-bedroom" | "2-bedroom", value: number) =>
  ({
    label: `Average price paid for a removal firm to move a ${home} home (Compare My Move survey)`,
    value,
    unit: "gbp",
    period: "as reported in July 2023",
    on: "2023-07",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.removals2023],
    note: "The newest survey average we could find; a commercial survey, so treat it as a rough guide.",
  }) as const;

export const PROPERTY_FIGURES = {
  // ── Buying a home ──
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
  lttLeasingRefundMaxPrice: {
    label:
      "Highest price of a home bought at the higher rates of Land Transaction Tax whose higher rates can be refunded when it is leased to a Welsh local authority",
    value: 400000,
    unit: "gbp",
    period: "for homes bought from 13 February 2026 to 31 March 2031",
    from: "2026-02-13",
    to: "2031-03-31",
    checked: CHECKED_NOVEMBER_26,
    sources: [S.lttLeasingRefund, S.lttLeasingRefundLaw],
    note: "For homes let through Leasing Scheme Wales or another lease to a Welsh council; the main rates still apply. The Welsh Revenue Authority takes claims through its helpdesk until its online service opens.",
  },
  lttLeasingRefundLeaseWithin: {
    label:
      "Time within which the home must be leased to a Welsh local authority, from its purchase, for the higher rates of Land Transaction Tax to be refunded",
    value: 18,
    unit: "months",
    period: "for homes bought from 13 February 2026 to 31 March 2031",
    from: "2026-02-13",
    to: "2031-03-31",
    checked: CHECKED_NOVEMBER_26,
    sources: [S.lttLeasingRefund, S.lttLeasingRefundLaw],
  },
  lttLeasingRefundLeaseTerm: {
    label:
      "Length of the lease to a Welsh local authority that qualifies for a refund of the higher rates of Land Transaction Tax",
    value: "between 5 and 20 years",
    unit: "text",
    period: "for homes bought from 13 February 2026 to 31 March 2031",
    from: "2026-02-13",
    to: "2031-03-31",
    checked: CHECKED_NOVEMBER_26,
    sources: [S.lttLeasingRefund],
    note: "The claim must be made within 12 months of the lease to the council, and the rent must be below the Local Housing Allowance's maximum.",
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
  lisaOpenAge: {
    label: "Ages at which you can open a Lifetime ISA",
    value: "from 18 until the day before your 40th birthday",
    unit: "text",
    ...LIFETIME_ISA_AGES,
  },
  lisaPayInAge: {
    label: "Last day you can pay into a Lifetime ISA and earn the bonus",
    value: "the day before your 50th birthday",
    unit: "text",
    ...LIFETIME_ISA_AGES,
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

  // ── Council tax ──
  councilTaxBandD: {
    label:
      "Average Band D council tax in England, with adult social care and parish precepts (MHCLG)",
    value: 2391.52,
    unit: "gbp",
    period: "for 2026-27",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED_DECEMBER_3,
    sources: [
      S.councilTaxLevelsEngland2026,
      S.councilTaxLevelsEngland2026Copy,
      S.councilTaxBandD2026,
    ],
    note: "Line 8 of MHCLG's Table 10 for England, read from the copy PolicyEngine Chronicle stores of the file GOV.UK published on 25 March 2026; GeraHome reports the same figure. It was £2,280.21 in 2025-26 (revised).",
  },
  councilTaxBandDScotland: {
    label: "Average Band D council tax in Scotland, without water and sewerage charges",
    value: 1653.44,
    unit: "gbp",
    period: "for 2026-27",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED_DECEMBER_3,
    sources: [S.councilTaxBandDScotland2026, S.councilTaxBandDScotland2026Copy],
    note: "The Scottish Government's figure for Scotland as a whole, read from the copy of its Council Tax Assumptions table that PolicyEngine Chronicle stores. It was £1,543.30 in 2025-26.",
  },
  councilTaxBandDWales: {
    label: "Average Band D council tax in Wales, with police and community council precepts",
    value: 2283.08,
    unit: "gbp",
    period: "for 2026-27",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED_DECEMBER_3,
    sources: [S.councilTaxLevelsWales2026, S.councilTaxLevelsWales2026Copy],
    note: "The Welsh Government's Wales average (Table 1), read from the copy of its council tax levels spreadsheet that PolicyEngine Chronicle stores: up 5.2% on £2,169.71 in 2025-26.",
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
    ...RENTERS_RIGHTS_ACT,
    sources: [S.tenantsRentInAdvance],
  },
  rentIncreaseNotice: {
    label: "Notice a landlord must give of a rent increase, which can come only once a year",
    value: 2,
    unit: "months",
    ...RENTERS_RIGHTS_ACT,
    sources: [S.landlordsRentIncreases],
  },
  tenantNotice: {
    label:
      "Notice a tenant gives to end an assured periodic tenancy, unless the agreement says less",
    value: 2,
    unit: "months",
    ...RENTERS_RIGHTS_ACT,
    sources: [S.tenantsEnding],
  },
  saleGroundNotice: {
    label:
      "Notice a landlord must give to end a tenancy in order to sell, which cannot be used in a tenancy's first year",
    value: 4,
    unit: "months",
    ...RENTERS_RIGHTS_ACT,
    sources: [S.saleGround],
  },
  rentalDiscriminationFine: {
    label: "Most a landlord or agent can be fined for each act of rental discrimination",
    value: 7000,
    unit: "gbp",
    ...RENTERS_RIGHTS_ACT,
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
  removalsSurvey2Bed: removalsSurvey("2-bedroom", 1017),
  removalsSurvey1Bed: removalsSurvey("1-bedroom", 609),
} as const satisfies Record<string, FigureData>;
