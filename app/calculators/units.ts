/** Unit conversions, each defined once (the factors SPEC.md uses). */
export const MILES_PER_KM = 0.621371;
export const KM_PER_MILE = 1.60934;
export const LITRES_PER_UK_GALLON = 4.54609;
export const SQFT_PER_SQM = 10.764;

export const DISTANCE_UNIT_OPTIONS = [
  { value: "miles", label: "Miles" },
  { value: "km", label: "Kilometres" },
] as const;

export const toMiles = (distance: number, unit: string) =>
  unit === "km" ? distance * MILES_PER_KM : distance;
