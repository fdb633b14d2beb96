/** The sheet's rows that add up to the monthly total, in its order (the form and the sum share them). */
export const COSTS = [
  "housing",
  "councilTax",
  "energy",
  "travel",
  "childcare",
  "otherCosts",
] as const;
export type CostKey = (typeof COSTS)[number];
