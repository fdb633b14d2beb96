/** Worked by hand; the unit tests and the browser tests both use them. */
export const examples = [
  {
    name: "100-mile trip at 45 mpg, £6.36 a gallon",
    inputs: {
      tripMode: "one-way",
      distance: "100",
      distanceUnit: "miles",
      fuelEconomy: "45",
      economyUnit: "mpg",
      fuelPrice: "6.36",
      priceUnit: "gallon",
    },
    // 6.36 ÷ 45 = 0.14133 per mile; × 100 = 14.13
    expected: { estimatedFuelCost: "£14.13", costPerMile: "£0.141", totalDistance: "100 miles" },
  },
  {
    name: "Daily 20-mile commute at 40 mpg, 140p a litre",
    inputs: {
      tripMode: "daily",
      distance: "20",
      distanceUnit: "miles",
      fuelEconomy: "40",
      economyUnit: "mpg",
      fuelPrice: "140p",
      priceUnit: "litre",
    },
    // 20 × 2 × 5 × 4 = 800 miles; 1.40 × 4.54609 = 6.364526 ÷ 40 = 0.159113; × 800 = 127.29
    expected: { estimatedFuelCost: "£127.29", costPerMile: "£0.159", totalDistance: "800 miles" },
  },
  {
    name: "800 km a month at 6 L/100km, £1.45 a litre",
    inputs: {
      tripMode: "monthly",
      distance: "800",
      distanceUnit: "km",
      fuelEconomy: "6",
      economyUnit: "l100km",
      fuelPrice: "1.45",
      priceUnit: "gallon",
    },
    // per mile 6 × 1.45 ÷ 100 × 1.60934 = 0.140013; 800 km = 497.0968 miles; × = 69.60; per km 0.087
    expected: { estimatedFuelCost: "£69.60", costPerKm: "£0.087", totalDistance: "800 km" },
  },
  {
    name: "250-mile trip at 52 mpg, 139.9 typed as the pump shows it (pence a litre)",
    inputs: {
      tripMode: "one-way",
      distance: "250",
      distanceUnit: "miles",
      fuelEconomy: "52",
      economyUnit: "mpg",
      fuelPrice: "139.9",
      priceUnit: "litre",
    },
    // 139.9 a litre is above £20, so it is 139.9p = £1.399 a litre.
    // 1.399 × 4.54609 = 6.35998 a gallon; ÷ 52 = 0.122307 per mile; × 250 = 30.5768 → £30.58
    expected: { estimatedFuelCost: "£30.58", costPerMile: "£0.122", totalDistance: "250 miles" },
    notes: { fuelPrice: "Read as 139.9p a litre (£1.399)" },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed (docs/product.md). */
export const emptyFormMessage = "Please enter valid distance, fuel economy, and price.";
