/**
 * Worked by hand from the 2026-27 rules in app/reference/universal-credit.ts, a month at a time as
 * DWP works an assessment period: the maximum amount (standard allowance and elements), less 55% of
 * net earnings above the work allowance (£427 with a housing element, £710 without, only with a
 * child or limited capability for work), less other income and tariff income, then the benefit cap,
 * which never takes the childcare element. Child Benefit a month is a week's × 52 ÷ 12; the tax
 * year's is a week's × its 53 weeks. The unit tests and the browser tests both use them.
 */
export const examples = [
  {
    name: "Single, 25 or over, a social rent of £500, no earnings",
    inputs: {
      household: "single",
      age: "25-or-over",
      housing: "social-rent",
      rent: "500",
      earnings: "0",
    },
    // 424.90 standard + 500 housing = 924.90. No earnings, no child: no work allowance, nothing
    // taken off. Cap: single without children outside London £1,229.42, and 924.90 is under it.
    expected: {
      universalCreditMonthly: "£924.90",
      maximumAward: "£924.90",
      earningsReduction: "£0.00",
      benefitCapReduction: "£0.00",
      childBenefitMonthly: "£0.00",
      totalSupportMonthly: "£924.90",
    },
  },
  {
    name: "Lone parent, 25 or over, one child born 2019, private rent £800 against an LHA of £750, earning £1,200",
    inputs: {
      household: "single",
      age: "25-or-over",
      children: "1",
      housing: "private-rent",
      rent: "800",
      lhaRate: "750",
      earnings: "1200",
    },
    // 424.90 + 303.94 (a child born after 6 April 2017) + 750 (rent up to the LHA) = 1,478.84.
    // Work allowance with housing £427: 55% of (1,200 − 427 = 773) = 425.15. 1,478.84 − 425.15 =
    // 1,053.69. Earnings of £1,200 are over £881.23 (16 h × £12.71 × 52 ÷ 12): no cap.
    // Child Benefit 27.05 × 52 ÷ 12 = 117.2167 → 117.22; with UC 1,170.91.
    expected: {
      universalCreditMonthly: "£1,053.69",
      maximumAward: "£1,478.84",
      earningsReduction: "£425.15",
      benefitCapReduction: "£0.00",
      childBenefitMonthly: "£117.22",
      totalSupportMonthly: "£1,170.91",
    },
  },
  {
    name: "Couple, 25 or over, the eldest born 2015 and a second child, no housing costs, earning £2,000",
    inputs: {
      household: "couple",
      age: "25-or-over",
      children: "2",
      firstChildBefore2017: "true",
      housing: "none",
      earnings: "2000",
    },
    // 666.97 + 351.88 (first child born before 6 April 2017) + 303.94 = 1,322.79. Work allowance
    // without housing £710: 55% of (2,000 − 710 = 1,290) = 709.50. 1,322.79 − 709.50 = 613.29.
    // Child Benefit (27.05 + 17.90 = 44.95) × 52 ÷ 12 = 194.7833 → 194.78; with UC 808.07.
    expected: {
      universalCreditMonthly: "£613.29",
      maximumAward: "£1,322.79",
      earningsReduction: "£709.50",
      childBenefitMonthly: "£194.78",
      totalSupportMonthly: "£808.07",
    },
  },
  {
    name: "Single, 25 or over, four children, private rent £1,400 at the LHA, no earnings, outside London: the benefit cap",
    inputs: {
      household: "single",
      age: "25-or-over",
      children: "4",
      housing: "private-rent",
      rent: "1400",
      lhaRate: "1400",
      earnings: "0",
    },
    // 424.90 + 4 × 303.94 (1,215.76; no two-child limit) + 1,400 = 3,040.66, all of it before the
    // cap. Child Benefit (27.05 + 3 × 17.90 = 80.75) × 52 ÷ 12 = 349.9167 → 349.92, and it counts
    // towards the cap. Total 3,040.66 + 349.92 = 3,390.58; the cap for a single parent outside
    // London is £1,835.00, so it takes 3,390.58 − 1,835.00 = 1,555.58, leaving 3,040.66 − 1,555.58
    // = 1,485.08 of UC. With Child Benefit, 1,485.08 + 349.92 = 1,835.00: exactly the cap.
    expected: {
      universalCreditMonthly: "£1,485.08",
      maximumAward: "£3,040.66",
      benefitCapReduction: "£1,555.58",
      childBenefitMonthly: "£349.92",
      totalSupportMonthly: "£1,835.00",
    },
  },
  {
    name: "Savings of £20,000: no Universal Credit",
    inputs: {
      household: "single",
      age: "25-or-over",
      children: "1",
      earnings: "0",
      savings: "£20,000",
    },
    // Over the £16,000 limit: no UC at all, whatever the maximum (424.90 + 303.94 = 728.84).
    // Child Benefit does not depend on savings: 117.22.
    expected: {
      universalCreditMonthly: "£0.00",
      maximumAward: "£728.84",
      childBenefitMonthly: "£117.22",
      totalSupportMonthly: "£117.22",
    },
  },
  {
    name: "Couple under 25, savings of £7,300, a new health element, earning £300 a week",
    inputs: {
      household: "couple",
      age: "under-25",
      health: "lcwra-new",
      earnings: "£300 a week",
      savings: "7300",
    },
    // 528.34 + 217.26 = 745.60. £300 a week × 52 ÷ 12 = 1,300. The health element brings the work
    // allowance, £710 without housing: 55% of 590 = 324.50. Savings: 1,300 over £6,000 is 5.2
    // steps of £250, so 6 × 4.35 = 26.10. 745.60 − 324.50 − 26.10 = 395.00.
    expected: {
      universalCreditMonthly: "£395.00",
      maximumAward: "£745.60",
      earningsReduction: "£324.50",
    },
    notes: { earnings: "Read as £1,300 a month (£300 a week × 52 ÷ 12)" },
  },
  {
    name: "Social rent £600 with one spare bedroom, two children, childcare £500, earning £900, in London",
    inputs: {
      household: "single",
      age: "25-or-over",
      children: "2",
      housing: "social-rent",
      rent: "600",
      spareBedrooms: "1",
      childcareCosts: "500",
      earnings: "900",
      london: "true",
    },
    // Housing 600 − 14% (84) = 516. 424.90 + 2 × 303.94 (607.88) + 85% of 500 (425) + 516 =
    // 1,973.78. Work allowance with housing £427: 55% of 473 = 260.15. 1,973.78 − 260.15 = 1,713.63.
    // Earnings of £900 are over £881.23: the cap does not apply.
    expected: {
      universalCreditMonthly: "£1,713.63",
      maximumAward: "£1,973.78",
      earningsReduction: "£260.15",
      benefitCapReduction: "£0.00",
    },
  },
  {
    name: "Two children and the higher earner on £70,000: half the Child Benefit is charged back",
    inputs: { household: "couple", children: "2", earnings: "4500", higherIncome: "70000" },
    // 666.97 + 607.88 = 1,274.85; 55% of (4,500 − 710) = 2,084.50, more than it all: no UC.
    // Child Benefit 44.95 a week; the 2026-27 tax year has 53 Mondays, so 44.95 × 53 = 2,382.35,
    // rounded down to 2,382 for the charge (ITEPA 2003 s.681C(3)). (70,000 − 60,000) ÷ 200 = 50
    // full steps: 50% of 2,382 = 1,191. A month: 44.95 × 52 ÷ 12 = 194.78, less its 50%, 97.39.
    expected: {
      universalCreditMonthly: "£0.00",
      childBenefitMonthly: "£194.78",
      childBenefitChargeYearly: "£1,191.00",
      totalSupportMonthly: "£97.39",
    },
  },
  {
    name: "London lone parent, three children, the eldest born 2015, private rent £2,000 against an LHA of £1,800, childcare £400, earning £700: the cap leaves the childcare",
    inputs: {
      household: "single",
      age: "25-or-over",
      children: "3",
      firstChildBefore2017: "true",
      housing: "private-rent",
      rent: "2000",
      lhaRate: "1800",
      childcareCosts: "400",
      earnings: "700",
      london: "true",
    },
    // 424.90 + 351.88 + 2 × 303.94 + 85% of 400 (340) + 1,800 = 3,524.66. 55% of (700 − 427) =
    // 150.15; award 3,374.51. Child Benefit 62.85 × 52 ÷ 12 = 272.35; 3,646.86 against the London
    // cap of 2,110.25 is 1,536.61 over, less the childcare element (reg 81): 1,196.61. UC 2,177.90.
    expected: {
      universalCreditMonthly: "£2,177.90",
      maximumAward: "£3,524.66",
      earningsReduction: "£150.15",
      benefitCapReduction: "£1,196.61",
      childBenefitMonthly: "£272.35",
      totalSupportMonthly: "£2,450.25",
    },
  },
  {
    name: "Single, limited capability for work without the health element, a social rent of £400, earning £800",
    inputs: {
      household: "single",
      age: "25-or-over",
      housing: "social-rent",
      rent: "400",
      health: "lcw",
      earnings: "800",
    },
    // 424.90 + 400 = 824.90. Limited capability for work brings the £427 work allowance (reg 22):
    // 55% of (800 − 427 = 373) = 205.15. 824.90 − 205.15 = 619.75.
    expected: {
      universalCreditMonthly: "£619.75",
      maximumAward: "£824.90",
      earningsReduction: "£205.15",
    },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed. */
export const emptyFormMessage =
  "Please enter your household's earnings a month after tax, or 0 if no one works.";
