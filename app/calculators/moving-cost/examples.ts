/**
 * Worked by hand; the unit tests and the browser tests both use them.
 *
 * The buying examples each move a 2-bed home 20 miles with no extras, so the move itself is
 * (300 + 30) × 1.7 = £561.00, £28.050 a mile, and add the property tax and the fees entered. Their
 * tax is worked band by band from the rules in app/reference/property-tax.ts (the sources are there),
 * and where HMRC, Revenue Scotland or the Welsh Revenue Authority publish the same case, it matches
 * theirs. `tax` lists each band as [part of the price in the band, rate %, tax] and, for Scotland's
 * Additional Dwelling Supplement, [price, rate %, tax]: the property tax unit test checks them.
 */
const MOVE_20_MILES_2_BED = {
  distance: "20",
  distanceUnit: "miles",
  propertySize: "2bed",
  packingService: "false",
  assemblyService: "false",
  storageMonths: "0",
  storageRate: "",
  buying: "true",
} as const;
const NO_FEES = { conveyancingFee: "", surveyFee: "", mortgageFee: "" } as const;
const STANDARD = { firstTimeBuyer: "false", additionalProperty: "false" } as const;
const FIRST_TIME = { firstTimeBuyer: "true", additionalProperty: "false" } as const;
const ADDITIONAL = { firstTimeBuyer: "false", additionalProperty: "true" } as const;
const NO_FEES_SHOWN = {
  conveyancingFee: "£0.00",
  surveyFee: "£0.00",
  mortgageFee: "£0.00",
  costPerMile: "£28.050",
} as const;

export const examples = [
  {
    name: "2-bed, 20 miles, no extras",
    inputs: {
      distance: "20",
      distanceUnit: "miles",
      propertySize: "2bed",
      packingService: "false",
      assemblyService: "false",
      storageMonths: "0",
      storageRate: "",
    },
    // (300 + 30) × 1.7 = 561; 561 ÷ 20 = 28.05
    expected: {
      baseCost: "£561.00",
      packingCost: "£0.00",
      assemblyCost: "£0.00",
      storageCost: "£0.00",
      totalEstimate: "£561.00",
      costPerMile: "£28.050",
    },
  },
  {
    name: "3-bed, 150 miles, packing, assembly, 2 months' storage at £120",
    inputs: {
      distance: "150",
      distanceUnit: "miles",
      propertySize: "3bed",
      packingService: "true",
      assemblyService: "true",
      storageMonths: "2",
      storageRate: "120",
    },
    // (300 + 225) × 2.2 = 1,155; packing 288.75; assembly 330; storage 240; total 2,013.75; ÷ 150 = 13.425
    expected: {
      baseCost: "£1,155.00",
      packingCost: "£288.75",
      assemblyCost: "£330.00",
      storageCost: "£240.00",
      totalEstimate: "£2,013.75",
      costPerMile: "£13.425",
    },
  },
  {
    name: "Studio, 40 km",
    inputs: {
      distance: "40",
      distanceUnit: "km",
      propertySize: "studio",
      packingService: "false",
      assemblyService: "false",
      storageMonths: "0",
      storageRate: "",
    },
    // 40 km = 24.85484 miles; (300 + 37.28226) × 1 = 337.28; per km 337.28226 ÷ 40 = 8.432
    expected: { baseCost: "£337.28", totalEstimate: "£337.28", costPerKm: "£8.432" },
  },

  // England and Northern Ireland: Stamp Duty Land Tax, main rates from 1 April 2025.
  {
    name: "Buying in England, £295,000, with fees (GOV.UK's own example)",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "295000",
      nation: "england",
      ...STANDARD,
      conveyancingFee: "1,500",
      surveyFee: "600",
      mortgageFee: "999",
    },
    // 0% on £125,000 = £0; 2% on £125,000 = £2,500; 5% on £45,000 = £2,250: £4,750, as GOV.UK's
    // residential rates page works it. Total 561 + 4,750 + 1,500 + 600 + 999 = £8,410.
    tax: {
      bands: [
        [125_000, 0, 0],
        [125_000, 2, 2_500],
        [45_000, 5, 2_250],
      ],
    },
    expected: {
      baseCost: "£561.00",
      propertyTax: "£4,750.00",
      conveyancingFee: "£1,500.00",
      surveyFee: "£600.00",
      mortgageFee: "£999.00",
      totalEstimate: "£8,410.00",
      costPerMile: "£28.050",
    },
  },
  {
    name: "Buying in England, first-time buyer, £450,000 (HMRC's example in SDLTM29815)",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "£450,000",
      nation: "england",
      ...FIRST_TIME,
      ...NO_FEES,
    },
    // First-time buyers' relief (price up to £500,000): 0% on £300,000 = £0; 5% on £150,000 =
    // £7,500, as HMRC's manual works it. Total 561 + 7,500 = £8,061.
    tax: {
      bands: [
        [300_000, 0, 0],
        [150_000, 5, 7_500],
      ],
    },
    expected: { propertyTax: "£7,500.00", totalEstimate: "£8,061.00", ...NO_FEES_SHOWN },
  },
  {
    name: "Buying in England, first-time buyer, £550,000 (over the relief's £500,000 limit)",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "550000",
      nation: "england",
      ...FIRST_TIME,
      ...NO_FEES,
    },
    // No relief above £500,000, so the main rates: 0% on £125,000 = £0; 2% on £125,000 = £2,500;
    // 5% on £300,000 = £15,000: £17,500. Total 561 + 17,500 = £18,061.
    tax: {
      bands: [
        [125_000, 0, 0],
        [125_000, 2, 2_500],
        [300_000, 5, 15_000],
      ],
    },
    expected: { propertyTax: "£17,500.00", totalEstimate: "£18,061.00", ...NO_FEES_SHOWN },
  },
  {
    name: "Buying in England, additional property, £300,000",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "300k",
      nation: "england",
      ...ADDITIONAL,
      ...NO_FEES,
    },
    // Higher rates, 5 points on each band: 5% on £125,000 = £6,250; 7% on £125,000 = £8,750; 10% on
    // £50,000 = £5,000: £20,000 (the main rates' £5,000 plus 5% of £300,000). Total £20,561.
    tax: {
      bands: [
        [125_000, 5, 6_250],
        [125_000, 7, 8_750],
        [50_000, 10, 5_000],
      ],
    },
    expected: { propertyTax: "£20,000.00", totalEstimate: "£20,561.00", ...NO_FEES_SHOWN },
  },

  // Scotland: Land and Buildings Transaction Tax, rates from 1 April 2021.
  {
    name: "Buying in Scotland, £235,000 (Revenue Scotland's example)",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "235000",
      nation: "scotland",
      ...STANDARD,
      ...NO_FEES,
    },
    // 0% on £145,000 = £0; 2% on £90,000 = £1,800, as Revenue Scotland works it. Total £2,361.
    tax: {
      bands: [
        [145_000, 0, 0],
        [90_000, 2, 1_800],
      ],
    },
    expected: { propertyTax: "£1,800.00", totalEstimate: "£2,361.00", ...NO_FEES_SHOWN },
  },
  {
    name: "Buying in Scotland, first-time buyer, £175,000 (Revenue Scotland's LBTT3048 example)",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "175000",
      nation: "scotland",
      ...FIRST_TIME,
      ...NO_FEES,
    },
    // The relief makes the first £175,000 tax-free: 0% on £175,000 = £0. Revenue Scotland: 2% on
    // £30,000 = £600, less £600 relief = £0 (the bands it used are today's). Total £561.
    tax: { bands: [[175_000, 0, 0]] },
    expected: { propertyTax: "£0.00", totalEstimate: "£561.00", ...NO_FEES_SHOWN },
  },
  {
    name: "Buying in Scotland, first-time buyer, £350,000, with fees",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "350000",
      nation: "scotland",
      ...FIRST_TIME,
      conveyancingFee: "1200",
      surveyFee: "500",
      mortgageFee: "",
    },
    // 0% on £175,000 = £0; 2% on £75,000 = £1,500; 5% on £75,000 = £3,750; 10% on £25,000 = £2,500:
    // £7,750 (£600 less than the main rates' £8,350). Total 561 + 7,750 + 1,200 + 500 = £10,011.
    tax: {
      bands: [
        [175_000, 0, 0],
        [75_000, 2, 1_500],
        [75_000, 5, 3_750],
        [25_000, 10, 2_500],
      ],
    },
    expected: {
      propertyTax: "£7,750.00",
      conveyancingFee: "£1,200.00",
      surveyFee: "£500.00",
      mortgageFee: "£0.00",
      totalEstimate: "£10,011.00",
    },
  },
  {
    name: "Buying in Scotland, additional property, £350,000 (Revenue Scotland's ADS example at 8%)",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "350000",
      nation: "scotland",
      ...ADDITIONAL,
      ...NO_FEES,
    },
    // Main rates: 0% on £145,000 = £0; 2% on £105,000 = £2,100; 5% on £75,000 = £3,750; 10% on
    // £25,000 = £2,500: £8,350, as in Revenue Scotland's example. Additional Dwelling Supplement at
    // today's 8% (its example used the 2016 rate): 8% of £350,000 = £28,000. Tax £36,350; total £36,911.
    tax: {
      bands: [
        [145_000, 0, 0],
        [105_000, 2, 2_100],
        [75_000, 5, 3_750],
        [25_000, 10, 2_500],
      ],
      supplement: [350_000, 8, 28_000],
    },
    expected: { propertyTax: "£36,350.00", totalEstimate: "£36,911.00", ...NO_FEES_SHOWN },
  },

  // Wales: Land Transaction Tax, main rates from 10 October 2022, higher rates from 11 December 2024.
  // The Welsh Revenue Authority's own examples could not be retrieved, so these are worked by hand.
  {
    name: "Buying in Wales, £250,000",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "250000",
      nation: "wales",
      ...STANDARD,
      ...NO_FEES,
    },
    // 0% on £225,000 = £0; 6% on £25,000 = £1,500. Total £2,061.
    tax: {
      bands: [
        [225_000, 0, 0],
        [25_000, 6, 1_500],
      ],
    },
    expected: { propertyTax: "£1,500.00", totalEstimate: "£2,061.00", ...NO_FEES_SHOWN },
  },
  {
    name: "Buying in Wales, first-time buyer, £300,000 (Wales has no relief)",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "300000",
      nation: "wales",
      ...FIRST_TIME,
      ...NO_FEES,
    },
    // The main rates: 0% on £225,000 = £0; 6% on £75,000 = £4,500. Total £5,061.
    tax: {
      bands: [
        [225_000, 0, 0],
        [75_000, 6, 4_500],
      ],
    },
    expected: { propertyTax: "£4,500.00", totalEstimate: "£5,061.00", ...NO_FEES_SHOWN },
  },
  {
    name: "Buying in Wales, £500,000",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "500000",
      nation: "wales",
      ...STANDARD,
      ...NO_FEES,
    },
    // 0% on £225,000 = £0; 6% on £175,000 = £10,500; 7.5% on £100,000 = £7,500: £18,000. Total £18,561.
    tax: {
      bands: [
        [225_000, 0, 0],
        [175_000, 6, 10_500],
        [100_000, 7.5, 7_500],
      ],
    },
    expected: { propertyTax: "£18,000.00", totalEstimate: "£18,561.00", ...NO_FEES_SHOWN },
  },
  {
    name: "Buying in Wales, additional property, £300,000",
    inputs: {
      ...MOVE_20_MILES_2_BED,
      propertyPrice: "300000",
      nation: "wales",
      ...ADDITIONAL,
      ...NO_FEES,
    },
    // Higher residential rates, their own bands: 5% on £180,000 = £9,000; 8.5% on £70,000 = £5,950;
    // 10% on £50,000 = £5,000: £19,950. Total £20,511.
    tax: {
      bands: [
        [180_000, 5, 9_000],
        [70_000, 8.5, 5_950],
        [50_000, 10, 5_000],
      ],
    },
    expected: { propertyTax: "£19,950.00", totalEstimate: "£20,511.00", ...NO_FEES_SHOWN },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed (docs/product.md). */
export const emptyFormMessage = "Please enter a valid distance.";
