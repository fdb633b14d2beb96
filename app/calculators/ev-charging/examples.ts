/** Worked by hand; the unit tests and the browser tests both use them. */
export const evExamples = [
  {
    name: "30 kWh/100 miles at 7.5p against 45 mpg at £6.36 a gallon",
    inputs: {
      distanceUnit: "miles",
      evKWhPer100: "30",
      electricityPrice: "0.075",
      fuelUnit: "gallon",
      petrolPrice: "6.36",
      petrolEconomy: "45",
      publicChargingSharePct: "",
      publicChargingPrice: "",
    },
    // EV 30 × 0.075 ÷ 100 = 0.0225; petrol 6.36 ÷ 45 = 0.141333; saving 11.8833 per 100; × 120 = 1,426.00
    expected: {
      costPerMileEV: "£0.023",
      costPerMilePetrol: "£0.141",
      savingsPer100Miles: "£11.88",
      annualSavings: "£1,426.00",
    },
    verdict: "EV is cheaper",
  },
  {
    name: "All public charging at 79p against a 60 mpg car",
    inputs: {
      distanceUnit: "miles",
      evKWhPer100: "35",
      electricityPrice: "0.25",
      fuelUnit: "gallon",
      petrolPrice: "6.36",
      petrolEconomy: "60",
      publicChargingSharePct: "100",
      publicChargingPrice: "0.79",
    },
    // EV 35 × 0.79 ÷ 100 = 0.2765; petrol 0.106; saving −17.05 per 100; × 120 = −2,046.00
    expected: {
      costPerMileEV: "£0.277",
      costPerMilePetrol: "£0.106",
      // Petrol is cheaper: the rows read "Extra cost …" with the amounts unsigned.
      savingsPer100Miles: "£17.05",
      annualSavings: "£2,046.00",
    },
    verdict: "Petrol is cheaper",
  },
  {
    name: "km and litres: 18 kWh/100 km at 25p against 6 L/100km at £1.40",
    inputs: {
      distanceUnit: "km",
      evKWhPer100: "18",
      electricityPrice: "25p",
      fuelUnit: "litre",
      petrolPrice: "1.40",
      petrolEconomy: "6",
      publicChargingSharePct: "",
      publicChargingPrice: "",
    },
    // EV 0.045 per km; petrol 6 × 1.40 ÷ 100 = 0.084; saving 3.90 per 100 km; × 120 = 468.00
    expected: {
      costPerKmEV: "£0.045",
      costPerKmPetrol: "£0.084",
      savingsPer100Km: "£3.90",
      annualSavings: "£468.00",
    },
    verdict: "EV is cheaper",
  },
] as const;
