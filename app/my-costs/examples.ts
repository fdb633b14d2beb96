/** Worked by hand; the unit tests and the browser tests both use them. */
export const examples = [
  {
    name: "Filled from a saved mortgage and energy bill, with take-home pay and everything else typed",
    // The mortgage calculator's £180,000 at 4.5% with council tax and insurance: £1,107.03 a month;
    // the energy bill's known usage at the July 2026 cap rates: £138.65 a month.
    inputs: {
      monthlyIncomeAfterTax: "3,200",
      monthlyBenefits: "",
      housing: "1107.03",
      energy: "138.65",
      travel: "",
      otherCosts: "650",
    },
    // 1,107.03 + 138.65 + 650 = 1,895.68; 3,200 − 1,895.68 = 1,304.32; 1,895.68 ÷ 3,200 = 59.24%;
    // 1,107.03 ÷ 3,200 = 34.59%; 138.65 ÷ 3,200 = 4.33%; 650 ÷ 3,200 = 20.31%. Travel is blank: no row.
    expected: {
      monthlyTotal: "£1,895.68",
      leftOver: "£1,304.32",
      totalSharePct: "59.2%",
      housingSharePct: "34.6%",
      energySharePct: "4.3%",
      otherCostsSharePct: "20.3%",
    },
    absent: ["travelSharePct"],
  },
  {
    name: "Costs above take-home pay, with the rent typed a week",
    inputs: {
      monthlyIncomeAfterTax: "£1,800",
      housing: "£250 a week",
      energy: "120",
      travel: "90",
      otherCosts: "700",
    },
    // 250 × 52 ÷ 12 = 1,083.333; + 120 + 90 + 700 = 1,993.333; 1,800 − 1,993.333 = −193.33;
    // 1,993.333 ÷ 1,800 = 110.74%; 1,083.333 ÷ 1,800 = 60.19%; 120 ÷ 1,800 = 6.67%; 90 ÷ 1,800 = 5%;
    // 700 ÷ 1,800 = 38.89%
    expected: {
      monthlyTotal: "£1,993.33",
      leftOver: "−£193.33",
      totalSharePct: "110.7%",
      housingSharePct: "60.2%",
      energySharePct: "6.7%",
      travelSharePct: "5.0%",
      otherCostsSharePct: "38.9%",
    },
    notes: { housing: "Read as £1,083.33 a month (£250 a week × 52 ÷ 12)" },
  },
  {
    name: "Costs without take-home pay: nothing to take a share of",
    inputs: {
      monthlyIncomeAfterTax: "",
      housing: "900",
      energy: "100",
      travel: "",
      otherCosts: "",
    },
    // 900 + 100 = 1,000; 0 − 1,000 = −1,000
    expected: { monthlyTotal: "£1,000.00", leftOver: "−£1,000.00" },
    absent: ["totalSharePct", "housingSharePct", "energySharePct"],
  },
  {
    name: "Take-home pay only",
    inputs: {
      monthlyIncomeAfterTax: "2500",
      housing: "",
      energy: "",
      travel: "",
      otherCosts: "",
    },
    expected: { monthlyTotal: "£0.00", leftOver: "£2,500.00", totalSharePct: "0.0%" },
    absent: ["housingSharePct", "energySharePct", "travelSharePct", "otherCostsSharePct"],
  },
  {
    name: "A lone parent's earnings and a saved Universal Credit estimate, against the rent and the rest",
    // The Universal Credit calculator's lone parent renting privately: UC £1,053.69 and Child
    // Benefit £117.22 a month, £1,170.91; earning £1,200.
    inputs: {
      monthlyIncomeAfterTax: "1200",
      monthlyBenefits: "1170.91",
      housing: "800",
      energy: "110",
      travel: "",
      otherCosts: "900",
    },
    // 800 + 110 + 900 = 1,810; 1,200 + 1,170.91 − 1,810 = 560.91. Shares stay of take-home pay:
    // 1,810 ÷ 1,200 = 150.83%; 800 ÷ 1,200 = 66.67%; 110 ÷ 1,200 = 9.17%; 900 ÷ 1,200 = 75%.
    expected: {
      monthlyTotal: "£1,810.00",
      leftOver: "£560.91",
      totalSharePct: "150.8%",
      housingSharePct: "66.7%",
      energySharePct: "9.2%",
      otherCostsSharePct: "75.0%",
    },
    absent: ["travelSharePct"],
  },
  {
    name: "A lone parent's month with council tax typed and a saved childcare estimate",
    // The childcare calculator's lone parent in England with a child of 3, 40 hours × 51 weeks at
    // £7: £420.00 a month after funded hours and Tax-Free Childcare.
    inputs: {
      monthlyIncomeAfterTax: "3,400",
      monthlyBenefits: "",
      housing: "1,150",
      councilTax: "£1,920 a year",
      energy: "140",
      travel: "",
      childcare: "420",
      otherCosts: "700",
    },
    // Council tax 1,920 ÷ 12 = 160. 1,150 + 160 + 140 + 420 + 700 = 2,570; 3,400 − 2,570 = 830.
    // Shares of 3,400: 2,570 → 75.59%; 1,150 → 33.82%; 160 → 4.71%; 140 → 4.12%; 420 → 12.35%;
    // 700 → 20.59%.
    expected: {
      monthlyTotal: "£2,570.00",
      leftOver: "£830.00",
      totalSharePct: "75.6%",
      housingSharePct: "33.8%",
      councilTaxSharePct: "4.7%",
      energySharePct: "4.1%",
      childcareSharePct: "12.4%",
      otherCostsSharePct: "20.6%",
    },
    absent: ["travelSharePct"],
    notes: { councilTax: "Read as £160 a month (£1,920 a year ÷ 12)" },
  },
] as const;

/** What the sheet says when Calculate is pressed with nothing on it. */
export const emptyFormMessage = "Please enter your take-home pay or at least one monthly cost.";
