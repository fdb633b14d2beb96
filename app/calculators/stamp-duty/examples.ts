/**
 * Worked by hand from the rules in app/reference/property-tax.ts, each band as [part of the price in
 * the band, rate %, tax] (and Scotland's supplement as [price, rate %, tax]), which the property tax
 * unit test checks. Where HMRC, Revenue Scotland or the Welsh Revenue Authority publish the case, the
 * name says so and the total is theirs. The effective rate is the tax ÷ the price, to one decimal.
 */
const STANDARD = {
  firstTimeBuyer: "false",
  additionalProperty: "false",
  nonUkResident: "false",
} as const;
const FIRST_TIME = { ...STANDARD, firstTimeBuyer: "true" } as const;
const ADDITIONAL = { ...STANDARD, additionalProperty: "true" } as const;
const NON_RESIDENT = { ...STANDARD, nonUkResident: "true" } as const;

export const examples = [
  // England and Northern Ireland: Stamp Duty Land Tax, rates from 1 April 2025.
  {
    name: "England, £295,000 (GOV.UK's own example)",
    inputs: { propertyPrice: "295,000", nation: "england", ...STANDARD },
    // 2% of 125,000 = 2,500; 5% of 45,000 = 2,250: 4,750, 1.61%
    tax: {
      bands: [
        [125_000, 0, 0],
        [125_000, 2, 2_500],
        [45_000, 5, 2_250],
      ],
    },
    expected: { propertyTax: "£4,750.00", effectiveRatePct: "1.6%" },
  },
  {
    name: "England, first-time buyer, £450,000 (HMRC's rates for first-time buyers)",
    inputs: { propertyPrice: "450000", nation: "england", ...FIRST_TIME },
    // 0% to 300,000; 5% of 150,000 = 7,500: 1.67%
    tax: {
      bands: [
        [300_000, 0, 0],
        [150_000, 5, 7_500],
      ],
    },
    expected: { propertyTax: "£7,500.00", effectiveRatePct: "1.7%" },
  },
  {
    name: "England, first-time buyer, £500,000: the relief's limit",
    inputs: { propertyPrice: "£500,000", nation: "england", ...FIRST_TIME },
    // 5% of 200,000 = 10,000: 2%
    tax: {
      bands: [
        [300_000, 0, 0],
        [200_000, 5, 10_000],
      ],
    },
    expected: { propertyTax: "£10,000.00", effectiveRatePct: "2.0%" },
  },
  {
    name: "England, first-time buyer, £500,001: a pound over, so the main rates",
    inputs: { propertyPrice: "500001", nation: "england", ...FIRST_TIME },
    // 2% of 125,000 = 2,500; 5% of 250,001 = 12,500.05; 15,000.05 rounded down to 15,000: 3.0%
    tax: {
      bands: [
        [125_000, 0, 0],
        [125_000, 2, 2_500],
        [250_001, 5, 12_500.05],
      ],
    },
    expected: { propertyTax: "£15,000.00", effectiveRatePct: "3.0%" },
  },
  {
    name: "England, an additional home, £300,000",
    inputs: { propertyPrice: "300000", nation: "england", ...ADDITIONAL },
    // Main rates + 5 points: 5% of 125,000 = 6,250; 7% of 125,000 = 8,750; 10% of 50,000 = 5,000: 20,000
    tax: {
      bands: [
        [125_000, 5, 6_250],
        [125_000, 7, 8_750],
        [50_000, 10, 5_000],
      ],
    },
    expected: { propertyTax: "£20,000.00", effectiveRatePct: "6.7%" },
  },
  {
    name: "England, £2,000,000: above £1.5m",
    inputs: { propertyPrice: "2000000", nation: "england", ...STANDARD },
    // 2,500 + 5% of 675,000 = 33,750 + 10% of 575,000 = 57,500 + 12% of 500,000 = 60,000: 153,750
    tax: {
      bands: [
        [125_000, 0, 0],
        [125_000, 2, 2_500],
        [675_000, 5, 33_750],
        [575_000, 10, 57_500],
        [500_000, 12, 60_000],
      ],
    },
    expected: { propertyTax: "£153,750.00", effectiveRatePct: "7.7%" },
  },
  {
    name: "England, not resident in the UK, £700,000 (HMRC SDLTM09870's example at today's bands)",
    inputs: { propertyPrice: "700000", nation: "england", ...NON_RESIDENT },
    // Main rates + 2 points: 2% of 125,000 = 2,500; 4% of 125,000 = 5,000; 7% of 450,000 = 31,500
    tax: {
      bands: [
        [125_000, 2, 2_500],
        [125_000, 4, 5_000],
        [450_000, 7, 31_500],
      ],
    },
    expected: { propertyTax: "£39,000.00", effectiveRatePct: "5.6%" },
  },
  {
    name: "England, not resident, first-time buyer, £450,000",
    inputs: { propertyPrice: "450000", nation: "england", ...FIRST_TIME, nonUkResident: "true" },
    // First-time buyer rates + 2 points: 2% of 300,000 = 6,000; 7% of 150,000 = 10,500
    tax: {
      bands: [
        [300_000, 2, 6_000],
        [150_000, 7, 10_500],
      ],
    },
    expected: { propertyTax: "£16,500.00", effectiveRatePct: "3.7%" },
  },
  {
    name: "England, not resident, an additional home, £2,000,000",
    inputs: { propertyPrice: "2000000", nation: "england", ...ADDITIONAL, nonUkResident: "true" },
    // Main rates + 7 points: 8,750 + 11,250 + 12% of 675,000 = 81,000 + 17% of 575,000 = 97,750 +
    // 19% of 500,000 = 95,000: 293,750
    tax: {
      bands: [
        [125_000, 7, 8_750],
        [125_000, 9, 11_250],
        [675_000, 12, 81_000],
        [575_000, 17, 97_750],
        [500_000, 19, 95_000],
      ],
    },
    expected: { propertyTax: "£293,750.00", effectiveRatePct: "14.7%" },
  },

  // Scotland: Land and Buildings Transaction Tax.
  {
    name: "Scotland, £330,000 (Revenue Scotland's own example)",
    inputs: { propertyPrice: "330000", nation: "scotland", ...STANDARD },
    // 2% of 105,000 = 2,100; 5% of 75,000 = 3,750; 10% of 5,000 = 500: 6,350
    tax: {
      bands: [
        [145_000, 0, 0],
        [105_000, 2, 2_100],
        [75_000, 5, 3_750],
        [5_000, 10, 500],
      ],
    },
    expected: { propertyTax: "£6,350.00", effectiveRatePct: "1.9%" },
  },
  {
    name: "Scotland, first-time buyer, £500,000",
    inputs: { propertyPrice: "500000", nation: "scotland", ...FIRST_TIME },
    // Nil to 175,000; 2% of 75,000 = 1,500; 5% of 75,000 = 3,750; 10% of 175,000 = 17,500: 22,750
    tax: {
      bands: [
        [175_000, 0, 0],
        [75_000, 2, 1_500],
        [75_000, 5, 3_750],
        [175_000, 10, 17_500],
      ],
    },
    expected: { propertyTax: "£22,750.00", effectiveRatePct: "4.6%" },
  },
  {
    name: "Scotland, first-time buyer, £600,000: the relief has no price limit",
    inputs: { propertyPrice: "600000", nation: "scotland", ...FIRST_TIME },
    // 1,500 + 3,750 + 10% of 275,000 = 27,500: 32,750, £600 less than the main rates' 33,350
    tax: {
      bands: [
        [175_000, 0, 0],
        [75_000, 2, 1_500],
        [75_000, 5, 3_750],
        [275_000, 10, 27_500],
      ],
    },
    expected: { propertyTax: "£32,750.00", effectiveRatePct: "5.5%" },
  },
  {
    name: "Scotland, a second home, £350,000 (Revenue Scotland's example at today's 8%)",
    inputs: { propertyPrice: "350000", nation: "scotland", ...ADDITIONAL },
    // 2,100 + 3,750 + 10% of 25,000 = 2,500: 8,350; supplement 8% of 350,000 = 28,000: 36,350
    tax: {
      bands: [
        [145_000, 0, 0],
        [105_000, 2, 2_100],
        [75_000, 5, 3_750],
        [25_000, 10, 2_500],
      ],
      supplement: [350_000, 8, 28_000],
    },
    expected: { propertyTax: "£36,350.00", effectiveRatePct: "10.4%" },
  },
  {
    name: "Scotland, £1,600,000",
    inputs: { propertyPrice: "1600000", nation: "scotland", ...STANDARD },
    // 2,100 + 3,750 + 10% of 425,000 = 42,500 + 12% of 850,000 = 102,000: 150,350
    tax: {
      bands: [
        [145_000, 0, 0],
        [105_000, 2, 2_100],
        [75_000, 5, 3_750],
        [425_000, 10, 42_500],
        [850_000, 12, 102_000],
      ],
    },
    expected: { propertyTax: "£150,350.00", effectiveRatePct: "9.4%" },
  },
  {
    name: "Scotland, not resident: no surcharge in Scotland, £330,000",
    inputs: { propertyPrice: "330000", nation: "scotland", ...NON_RESIDENT },
    tax: {
      bands: [
        [145_000, 0, 0],
        [105_000, 2, 2_100],
        [75_000, 5, 3_750],
        [5_000, 10, 500],
      ],
    },
    expected: { propertyTax: "£6,350.00", effectiveRatePct: "1.9%" },
  },

  // Wales: Land Transaction Tax.
  {
    name: "Wales, £280,000 (the Welsh Revenue Authority's own example)",
    inputs: { propertyPrice: "280000", nation: "wales", ...STANDARD },
    // 6% of 55,000 = 3,300
    tax: {
      bands: [
        [225_000, 0, 0],
        [55_000, 6, 3_300],
      ],
    },
    expected: { propertyTax: "£3,300.00", effectiveRatePct: "1.2%" },
  },
  {
    name: "Wales, first-time buyer, £350,000: no relief in Wales",
    inputs: { propertyPrice: "350000", nation: "wales", ...FIRST_TIME },
    // 6% of 125,000 = 7,500
    tax: {
      bands: [
        [225_000, 0, 0],
        [125_000, 6, 7_500],
      ],
    },
    expected: { propertyTax: "£7,500.00", effectiveRatePct: "2.1%" },
  },
  {
    name: "Wales, first-time buyer, £500,000",
    inputs: { propertyPrice: "500000", nation: "wales", ...FIRST_TIME },
    // 6% of 175,000 = 10,500; 7.5% of 100,000 = 7,500: 18,000
    tax: {
      bands: [
        [225_000, 0, 0],
        [175_000, 6, 10_500],
        [100_000, 7.5, 7_500],
      ],
    },
    expected: { propertyTax: "£18,000.00", effectiveRatePct: "3.6%" },
  },
  {
    name: "Wales, an additional home, £300,000",
    inputs: { propertyPrice: "300000", nation: "wales", ...ADDITIONAL },
    // Higher rates: 5% of 180,000 = 9,000; 8.5% of 70,000 = 5,950; 10% of 50,000 = 5,000: 19,950
    tax: {
      bands: [
        [180_000, 5, 9_000],
        [70_000, 8.5, 5_950],
        [50_000, 10, 5_000],
      ],
    },
    expected: { propertyTax: "£19,950.00", effectiveRatePct: "6.7%" },
  },
  {
    name: "Wales, £1,700,000",
    inputs: { propertyPrice: "1700000", nation: "wales", ...STANDARD },
    // 10,500 + 7.5% of 350,000 = 26,250 + 10% of 750,000 = 75,000 + 12% of 200,000 = 24,000: 135,750
    tax: {
      bands: [
        [225_000, 0, 0],
        [175_000, 6, 10_500],
        [350_000, 7.5, 26_250],
        [750_000, 10, 75_000],
        [200_000, 12, 24_000],
      ],
    },
    expected: { propertyTax: "£135,750.00", effectiveRatePct: "8.0%" },
  },
  {
    name: "Wales, an additional home, £1,700,000",
    inputs: { propertyPrice: "1700000", nation: "wales", ...ADDITIONAL },
    // 9,000 + 5,950 + 10% of 150,000 = 15,000 + 12.5% of 350,000 = 43,750 + 15% of 750,000 =
    // 112,500 + 17% of 200,000 = 34,000: 220,200
    tax: {
      bands: [
        [180_000, 5, 9_000],
        [70_000, 8.5, 5_950],
        [150_000, 10, 15_000],
        [350_000, 12.5, 43_750],
        [750_000, 15, 112_500],
        [200_000, 17, 34_000],
      ],
    },
    expected: { propertyTax: "£220,200.00", effectiveRatePct: "13.0%" },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed. */
export const emptyFormMessage = "Please enter the price of the home you are buying.";
