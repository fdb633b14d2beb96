/** Worked by hand; the unit tests and the browser tests both use them. */
export const energyExamples = [
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
] as const;
