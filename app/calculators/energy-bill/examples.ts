/** Worked by hand; the unit tests and the browser tests both use them. */
export const examples = [
  {
    name: "800 sq ft, 2 bedrooms, 2 people, electricity only at 27p",
    inputs: {
      propertySize: "800",
      sizeUnit: "sqft",
      bedrooms: "2",
      occupants: "2",
      usageProfile: "average",
      electricityRate: "0.27",
      electricityStandingCharge: "",
      gasRate: "",
      gasStandingCharge: "",
    },
    // 80 + 100 + 160 = 340 kWh × 0.27 = 91.80; × 12 = 1,101.60; 340 ÷ 30 = 11.3 kWh a day
    expected: {
      estimatedElectricityMonthly: "£91.80",
      estimatedGasMonthly: "£0.00",
      totalMonthlyBill: "£91.80",
      annualCost: "£1,101.60",
      dailyUsageKWh: "11.3 kWh",
    },
  },
  {
    name: "100 sq m, 3 bedrooms, 4 people, high use, gas and standing charges",
    inputs: {
      propertySize: "100",
      sizeUnit: "sqm",
      bedrooms: "3",
      occupants: "4",
      usageProfile: "high",
      electricityRate: "27p",
      electricityStandingCharge: "0.52",
      gasRate: "0.065",
      gasStandingCharge: "0.32",
    },
    // 1,076.4 sq ft. Electricity (107.64 + 150 + 320) × 1.3 = 750.932 kWh × 0.27 = 202.75 + 0.52 × 30.4167 = 15.82 → 218.57
    // Gas (134.55 + 210) × 1.3 = 447.915 kWh × 0.065 = 29.11 + 0.32 × 30.4167 = 9.73 → 38.85; total 257.42
    expected: {
      estimatedElectricityMonthly: "£218.57",
      estimatedGasMonthly: "£38.85",
      totalMonthlyBill: "£257.42",
      annualCost: "£3,088.99",
    },
  },
  {
    name: "Known usage: 2,500 kWh of electricity and 9,500 kWh of gas a year at the July 2026 cap rates",
    inputs: {
      usageMode: "known",
      electricityKWhPerYear: "2,500",
      gasKWhPerYear: "9500",
      electricityRate: "0.2611",
      electricityStandingCharge: "0.5719",
      gasRate: "0.0733",
      gasStandingCharge: "0.2904",
    },
    // Electricity 2,500 ÷ 12 = 208.333 kWh × 0.2611 = 54.3958 + 0.5719 × 365 ÷ 12 = 17.3952 → 71.7910
    // Gas 9,500 ÷ 12 = 791.667 kWh × 0.0733 = 58.0292 + 0.2904 × 365 ÷ 12 = 8.8330 → 66.8622
    // Total 138.6532 a month; a year 652.75 + 208.7435 + 696.35 + 105.996 = 1,663.8395, which is
    // Ofgem's £1,663 typical bill for the quarter. Daily use 12,000 ÷ 365 = 32.88 kWh.
    expected: {
      estimatedElectricityMonthly: "£71.79",
      estimatedGasMonthly: "£66.86",
      totalMonthlyBill: "£138.65",
      annualCost: "£1,663.84",
      dailyUsageKWh: "32.9 kWh",
    },
  },
  {
    name: "Known usage a month, rates typed in pence as a bill shows them",
    inputs: {
      usageMode: "known",
      usagePeriod: "month",
      electricityKWhPerYear: "250",
      gasKWhPerYear: "800",
      electricityRate: "24.5",
      electricityStandingCharge: "50p",
      gasRate: "6.2p",
      gasStandingCharge: "30",
    },
    // Electricity 250 kWh × 0.245 = 61.25 + 0.50 × 30.4167 = 15.2083 → 76.4583
    // Gas 800 kWh × 0.062 = 49.60 + 0.30 × 30.4167 = 9.125 → 58.725; total 135.1833, × 12 = 1,622.20
    // Daily use (250 + 800) × 12 ÷ 365 = 34.52 kWh
    expected: {
      estimatedElectricityMonthly: "£76.46",
      estimatedGasMonthly: "£58.73",
      totalMonthlyBill: "£135.18",
      annualCost: "£1,622.20",
      dailyUsageKWh: "34.5 kWh",
    },
    notes: {
      electricityRate: "Read as 24.5p a kWh (£0.245)",
      gasStandingCharge: "Read as 30p a day (£0.30)",
    },
  },
  {
    name: "Economy 7, known usage: 4,000 kWh a year, 40% at night",
    inputs: {
      usageMode: "known",
      electricityKWhPerYear: "4000",
      tariff: "economy7",
      electricityRate: "0.30",
      nightRate: "0.13",
      nightSharePct: "40",
      electricityStandingCharge: "0.55",
    },
    // 0.6 × 0.30 + 0.4 × 0.13 = 0.232 a kWh on average. 4,000 ÷ 12 = 333.333 kWh × 0.232 = 77.3333
    // + 0.55 × 30.4167 = 16.7292 → 94.0625 a month; a year 928 + 200.75 = 1,128.75. 4,000 ÷ 365 = 10.96 kWh
    expected: {
      estimatedElectricityMonthly: "£94.06",
      estimatedGasMonthly: "£0.00",
      totalMonthlyBill: "£94.06",
      annualCost: "£1,128.75",
      dailyUsageKWh: "11.0 kWh",
    },
  },
  {
    name: "Economy 7, estimated from the home: 800 sq ft, 2 bedrooms, 2 people, 40% at night",
    inputs: {
      propertySize: "800",
      tariff: "economy7",
      electricityRate: "30p",
      nightRate: "13p",
      nightSharePct: "40%",
    },
    // 340 kWh (as in the first example) × (0.6 × 0.30 + 0.4 × 0.13 = 0.232) = 78.88; × 12 = 946.56
    expected: {
      estimatedElectricityMonthly: "£78.88",
      totalMonthlyBill: "£78.88",
      annualCost: "£946.56",
      dailyUsageKWh: "11.3 kWh",
    },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed (docs/product.md). */
export const emptyFormMessage = "Please enter valid property size and electricity rate.";
