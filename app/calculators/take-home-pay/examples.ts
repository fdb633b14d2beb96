/**
 * Worked by hand from the 2026-27 rules in app/reference/income-tax.ts, as HMRC's engine works them
 * (paye.ts): tax on pay above the code's tax-free pay (1257L: £12,579), NI on pay before a net-pay
 * pension, a month's figures the year's ÷ 12 rounded to the penny (and a week's ÷ 52), NI unrounded
 * until the deductions are added up, loans rounded down to the pound. The marginal rate is what tax,
 * NI and loans take from £100 more a year.
 */
export const examples = [
  {
    name: "£110,000 in England: the allowance tapers, so the next £100 loses 62%",
    inputs: { grossPay: "£110k", nation: "england" },
    // Taper (110,000 − 100,000) ÷ 2 = 5,000: tax-free pay 12,579 − 5,000 = 7,579, allowance 7,570.
    // Tax 20% of 37,700 = 7,540 + 40% of (110,000 − 7,579 − 37,700 = 64,721) = 25,888.40: 33,428.40.
    // NI 8% of 37,700 = 3,016 + 2% of 59,730 = 1,194.60: 4,210.60. Year 110,000 − 37,639 = 72,361.
    // Month: 9,166.67 − (2,785.70 + 350.883) = 6,030.09. Week: 2,115.385 − (642.85 + 80.973) = 1,391.56.
    // Next £100: £40 tax + 40% of the £50 of allowance lost = £20 + £2 NI = 62%.
    expected: {
      takeHomeMonthly: "£6,030.09",
      takeHomeYearly: "£72,361.00",
      takeHomeWeekly: "£1,391.56",
      incomeTax: "£33,428.40",
      nationalInsurance: "£4,210.60",
      taxFreeAllowance: "£7,570.00",
      marginalRatePct: "62.0%",
    },
  },
  {
    name: "£35,000 in Scotland",
    inputs: { grossPay: "35000", nation: "scotland" },
    // Taxable 35,000 − 12,579 = 22,421: 19% of 3,967 = 753.73; 20% of 12,989 = 2,597.80; 21% of
    // 5,465 = 1,147.65: 4,499.18. NI 8% of 22,430 = 1,794.40. Year 35,000 − 6,293.58 = 28,706.42.
    // Month 2,916.667 − (374.93 + 149.533) = 2,392.21. Next £100: 21% + 8% = 29%.
    expected: {
      takeHomeMonthly: "£2,392.21",
      takeHomeYearly: "£28,706.42",
      takeHomeWeekly: "£552.05",
      incomeTax: "£4,499.18",
      nationalInsurance: "£1,794.40",
      marginalRatePct: "29.0%",
    },
  },
  {
    name: "£45,000 with a Plan 2 student loan and a Postgraduate Loan",
    inputs: { grossPay: "£45,000 a year", studentLoan: "plan2", postgraduateLoan: "true" },
    // Tax 20% of 32,421 = 6,484.20; NI 8% of 32,430 = 2,594.40; Plan 2 9% of (45,000 − 29,385) =
    // 1,405.35, down to 1,405; postgraduate 6% of 24,000 = 1,440. Year 33,076.40. Month: 3,750 −
    // (540.35 + 216.20 + 117 + 120) = 2,756.45. Next £100: 20 + 8 + 9 + 6 = 43%.
    expected: {
      takeHomeMonthly: "£2,756.45",
      takeHomeYearly: "£33,076.40",
      takeHomeWeekly: "£636.79",
      studentLoanRepayment: "£1,405.00",
      postgraduateLoanRepayment: "£1,440.00",
      marginalRatePct: "43.0%",
    },
  },
  {
    name: "£50,000 with 5% by salary sacrifice",
    inputs: { grossPay: "50000", pensionContribution: "5%", pensionMethod: "salary-sacrifice" },
    // Pay 50,000 − 2,500 = 47,500. Tax 20% of 34,921 = 6,984.20; NI 8% of 34,930 = 2,794.40.
    // Year 47,500 − 9,778.60 = 37,721.40: £200 more than relief at source, the NI saved.
    // Next £100: £5 to the pension, 28% of £95 = 26.6%.
    expected: {
      takeHomeMonthly: "£3,143.44",
      takeHomeYearly: "£37,721.40",
      incomeTax: "£6,984.20",
      nationalInsurance: "£2,794.40",
      pensionContribution: "£2,500.00",
      marginalRatePct: "26.6%",
    },
  },
  {
    name: "£50,000 with 5% by relief at source",
    inputs: { grossPay: "50000", pensionContribution: "5%", pensionMethod: "relief-at-source" },
    // £2,500 goes in; you pay 80%, £2,000, after tax. Tax 20% of 37,421 = 7,484.20; NI 8% of
    // 37,430 = 2,994.40. Year 50,000 − 7,484.20 − 2,994.40 − 2,000 = 37,521.40. Month: 4,166.667 −
    // (623.68 + 249.533) = 3,293.46, less 166.67 = 3,126.79.
    expected: {
      takeHomeMonthly: "£3,126.79",
      takeHomeYearly: "£37,521.40",
      incomeTax: "£7,484.20",
      nationalInsurance: "£2,994.40",
      pensionContribution: "£2,000.00",
      marginalRatePct: "28.0%",
    },
  },
  {
    name: "£12.71 an hour for 40 hours a week (the National Living Wage from April 2026)",
    inputs: { grossPay: "12.71", payPeriod: "hour", hoursPerWeek: "40" },
    // 12.71 × 40 × 52 = 26,436.80. Tax 20% of 13,857.80 = 2,771.56; NI 8% of 13,866.80 = 1,109.344.
    // Year 26,436.80 − 3,880.90 = 22,555.90. Week: 508.40 − (53.30 + 21.334) = 433.77.
    expected: {
      takeHomeMonthly: "£1,879.66",
      takeHomeYearly: "£22,555.90",
      takeHomeWeekly: "£433.77",
      incomeTax: "£2,771.56",
      nationalInsurance: "£1,109.34",
    },
  },
  {
    name: "£2,900 a month typed while the period says a year",
    inputs: { grossPay: "£2,900 a month" },
    // Read as 34,800 a year. Tax 20% of 22,221 = 4,444.20; NI 8% of 22,230 = 1,778.40.
    // Month: 2,900 − (370.35 + 148.20) = 2,381.45.
    expected: { takeHomeMonthly: "£2,381.45", takeHomeYearly: "£28,577.40" },
    notes: { grossPay: "Read as £34,800 a year (£2,900 a month × 12)" },
  },
  {
    name: "A K code: K475 on £30,000",
    inputs: { grossPay: "30000", taxCode: "k475" },
    // 30,000 + 4,750 taxed from the first pound: 20% of 34,750 = 6,950. NI 8% of 17,430 = 1,394.40.
    expected: {
      takeHomeYearly: "£21,655.60",
      incomeTax: "£6,950.00",
      taxFreeAllowance: "£0.00",
    },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed. */
export const emptyFormMessage = "Please enter your pay before tax.";
