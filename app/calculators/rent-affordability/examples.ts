/** Worked by hand; the unit tests and the browser tests both use them. */
export const examples = [
  {
    name: "£2,500 take-home at 30%, no debts",
    inputs: { monthlyIncomeAfterTax: "2500", rentSharePct: "30", existingDebtsPerMonth: "" },
    // 2,500 × 30% = 750; 750 × 12 ÷ 52 = 173.0769…; × 5 = 865.3846…; + 750 = 1,615.38
    expected: {
      maxRecommendedRent: "£750.00",
      adjustedMaxRent: "£750.00",
      rentPctOfIncome: "30.0%",
      weeklyRent: "£173.08",
      deposit: "£865.38",
      moveInCash: "£1,615.38",
    },
    guidance: "within",
  },
  {
    name: "£3,200 take-home at 35% with £200 of debts",
    inputs: { monthlyIncomeAfterTax: "£3,200", rentSharePct: "35", existingDebtsPerMonth: "200" },
    // 3,200 × 35% = 1,120; − 200 = 920; 920 ÷ 3,200 = 28.75% → 28.8%
    expected: {
      maxRecommendedRent: "£1,120.00",
      adjustedMaxRent: "£920.00",
      rentPctOfIncome: "28.8%",
    },
    guidance: "within",
  },
  {
    name: "£2,000 take-home at 40%",
    inputs: { monthlyIncomeAfterTax: "2000", rentSharePct: "40", existingDebtsPerMonth: "" },
    expected: {
      maxRecommendedRent: "£800.00",
      adjustedMaxRent: "£800.00",
      rentPctOfIncome: "40.0%",
    },
    guidance: "above",
  },
  {
    name: "£2,500 take-home at 30% with £900 of debts",
    inputs: { monthlyIncomeAfterTax: "2500", rentSharePct: "30", existingDebtsPerMonth: "900" },
    // 2,500 × 30% = 750; 750 − 900 is below zero, so nothing is left for rent
    expected: {
      maxRecommendedRent: "£750.00",
      adjustedMaxRent: "£0.00",
      rentPctOfIncome: "0.0%",
    },
    guidance: "no-room",
  },
  {
    name: "£15,000 take-home at 30%: a rent of £50,000 a year or more takes a 6-week deposit",
    inputs: { monthlyIncomeAfterTax: "15000", rentSharePct: "30", existingDebtsPerMonth: "" },
    // 15,000 × 30% = 4,500 a month = 54,000 a year, over £50,000: the cap is 6 weeks' rent.
    // Weekly 4,500 × 12 ÷ 52 = 1,038.4615; deposit × 6 = 6,230.77; with the first month 10,730.77
    expected: {
      adjustedMaxRent: "£4,500.00",
      weeklyRent: "£1,038.46",
      deposit: "£6,230.77",
      moveInCash: "£10,730.77",
    },
    guidance: "within",
  },
  {
    name: "£2,392.21 take-home and £35,000 before tax: within letting agents' check",
    inputs: {
      monthlyIncomeAfterTax: "2392.21",
      rentSharePct: "30",
      existingDebtsPerMonth: "",
      yearlyPayBeforeTax: "35000",
    },
    // 2,392.21 × 30% = 717.663; the check allows 35,000 ÷ 30 = 1,166.666… a month
    expected: {
      adjustedMaxRent: "£717.66",
      lettingCheckRent: "£1,166.67",
      rentPctOfIncome: "30.0%",
    },
    guidance: "within",
  },
  {
    name: "£2,500 take-home at 30% with £20,000 before tax: more than letting agents' check allows",
    inputs: {
      monthlyIncomeAfterTax: "2500",
      rentSharePct: "30",
      existingDebtsPerMonth: "",
      yearlyPayBeforeTax: "£20k",
    },
    // 2,500 × 30% = 750; the check allows 20,000 ÷ 30 = 666.666… a month, less than 750
    expected: { adjustedMaxRent: "£750.00", lettingCheckRent: "£666.67" },
    guidance: "within",
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed (docs/product.md). */
export const emptyFormMessage = "Please enter a valid monthly income.";
