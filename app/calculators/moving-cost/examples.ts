/** Worked by hand; the unit tests and the browser tests both use them. */
export const movingExamples = [
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
] as const;
