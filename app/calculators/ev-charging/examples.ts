/** Worked by hand; the unit tests and the browser tests both use them. */
export const examples = [
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
  {
    name: "mpg with a price per litre: 28 kWh/100 miles at 8.5p against 48 mpg at £1.42 a litre",
    inputs: {
      distanceUnit: "miles",
      evKWhPer100: "28",
      electricityPrice: "0.085",
      fuelUnit: "gallon",
      priceUnit: "litre",
      petrolPrice: "1.42",
      petrolEconomy: "48",
      publicChargingSharePct: "",
      publicChargingPrice: "",
    },
    // EV 28 × 0.085 ÷ 100 = 0.0238 per mile.
    // Petrol 1.42 a litre × 4.54609 = 6.455448 a gallon; ÷ 48 = 0.134488 per mile.
    // Saving (0.134488 − 0.0238) × 100 = 11.0688 per 100 miles → £11.07; × 120 = 1,328.26
    expected: {
      costPerMileEV: "£0.024",
      costPerMilePetrol: "£0.134",
      savingsPer100Miles: "£11.07",
      annualSavings: "£1,328.26",
    },
    verdict: "EV is cheaper",
  },
  {
    name: "mpg with a price per litre, in km: 17 kWh/100 km at 24.5p against 52 mpg at 145.9p a litre",
    inputs: {
      distanceUnit: "km",
      evKWhPer100: "17",
      electricityPrice: "0.245",
      fuelUnit: "gallon",
      priceUnit: "litre",
      petrolPrice: "145.9p",
      petrolEconomy: "52",
      publicChargingSharePct: "",
      publicChargingPrice: "",
    },
    // EV 17 × 0.245 ÷ 100 = 0.04165 per km.
    // Petrol 1.459 a litre × 4.54609 = 6.632745 a gallon; ÷ 52 = 0.127553 per mile;
    // × 0.621371 = 0.0792576 per km. Saving (0.0792576 − 0.04165) × 100 = 3.76076 per 100 km → £3.76;
    // × 120 = 451.29
    expected: {
      costPerKmEV: "£0.042",
      costPerKmPetrol: "£0.079",
      savingsPer100Km: "£3.76",
      annualSavings: "£451.29",
    },
    verdict: "EV is cheaper",
  },
  {
    name: "Prices typed as pence: 24.5 a kWh and 636 a gallon, against 40 mpg",
    inputs: {
      distanceUnit: "miles",
      evKWhPer100: "32",
      electricityPrice: "24.5",
      fuelUnit: "gallon",
      priceUnit: "gallon",
      petrolPrice: "636",
      petrolEconomy: "40",
      publicChargingSharePct: "",
      publicChargingPrice: "",
    },
    // 24.5 a kWh is above £5, so 24.5p = £0.245; 636 a gallon is above £60, so 636p = £6.36.
    // EV 32 × 0.245 ÷ 100 = 0.0784 per mile; petrol 6.36 ÷ 40 = 0.159 per mile.
    // Saving (0.159 − 0.0784) × 100 = 8.06 per 100 miles; × 120 = 967.20
    expected: {
      costPerMileEV: "£0.078",
      costPerMilePetrol: "£0.159",
      savingsPer100Miles: "£8.06",
      annualSavings: "£967.20",
    },
    verdict: "EV is cheaper",
    notes: {
      electricityPrice: "Read as 24.5p a kWh (£0.245)",
      petrolPrice: "Read as 636p a gallon (£6.36)",
    },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed (docs/product.md). */
export const emptyFormMessage = "Please enter all required values.";
