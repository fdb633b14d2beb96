/** Worked by hand; the unit tests and the browser tests both use them. */
export const examples = [
  {
    name: "£250,000 at 5% over 25 years",
    inputs: {
      loanAmount: "250000",
      interestRatePct: "5",
      termYears: "25",
      propertyTaxPerYear: "",
      homeInsurancePerYear: "",
      monthlyOverpayment: "",
    },
    // r = 0.05/12 = 0.0041667, n = 300: 250,000 × r ÷ (1 − 1.0041667^−300) = 1,461.4751
    expected: {
      monthlyPrincipalInterest: "£1,461.48",
      estimatedMonthlyTotal: "£1,461.48",
      totalPaidOverTerm: "£438,442.53",
      totalInterestPaid: "£188,442.53",
      monthlyTax: "£0.00",
      monthlyInsurance: "£0.00",
    },
  },
  {
    name: "£180,000 at 4.5% over 30 years with council tax and insurance",
    inputs: {
      loanAmount: "£180,000",
      interestRatePct: "4.5%",
      termYears: "30",
      propertyTaxPerYear: "1,980",
      homeInsurancePerYear: "360",
      monthlyOverpayment: "",
    },
    // payment 912.03; tax 165.00; insurance 30.00; total 1,107.03
    expected: {
      monthlyPrincipalInterest: "£912.03",
      estimatedMonthlyTotal: "£1,107.03",
      monthlyTax: "£165.00",
      monthlyInsurance: "£30.00",
    },
  },
  {
    name: "£250,000 on a 2-year fix at 4.5%, then 7.5%, over 25 years",
    inputs: {
      loanAmount: "250000",
      interestRatePct: "4.5",
      termYears: "25",
      dealYears: "2",
      revertRatePct: "7.5",
      repaymentType: "repayment",
      interestOnlyAmount: "",
      propertyTaxPerYear: "",
      homeInsurancePerYear: "",
      monthlyOverpayment: "",
    },
    // Deal: r = 0.045/12 = 0.00375, n = 300: 250,000 × r ÷ (1 − 1.00375^−300)
    //   = 937.50 ÷ (1 − 0.3253363) = 1,389.5812
    // Owed after 24 months: 250,000 × 1.00375^24 − 1,389.5812 × (1.00375^24 − 1) ÷ r
    //   = 250,000 × 1.0939901 − 1,389.5812 × 0.0939901 ÷ 0.00375 = 273,497.53 − 34,828.51 = 238,669.02
    // After: r = 0.075/12 = 0.00625 over the 276 months left:
    //   238,669.02 × 0.00625 ÷ (1 − 1.00625^−276) = 1,491.68 ÷ (1 − 0.1791321) = 1,817.2003
    // Change: 1,817.2003 − 1,389.5812 = +427.62 a month
    // Total: 1,389.5812 × 24 + 1,817.2003 × 276 = 33,349.95 + 501,547.28 = 534,897.23;
    //   interest 534,897.23 − 250,000 = 284,897.23
    expected: {
      monthlyPrincipalInterest: "£1,389.58",
      revertMonthlyPayment: "£1,817.20",
      paymentChange: "+£427.62 a month",
      estimatedMonthlyTotal: "£1,389.58",
      totalPaidOverTerm: "£534,897.23",
      totalInterestPaid: "£284,897.23",
    },
  },
  {
    name: "£200,000 on a 5-year fix at 4.2%, then 7.25%, over 30 years, overpaying £200 a month",
    inputs: {
      loanAmount: "200,000",
      interestRatePct: "4.2",
      termYears: "30",
      dealYears: "5",
      revertRatePct: "7.25%",
      repaymentType: "repayment",
      interestOnlyAmount: "",
      propertyTaxPerYear: "1,800",
      homeInsurancePerYear: "300",
      monthlyOverpayment: "200",
    },
    // Deal: r = 0.042/12 = 0.0035, n = 360: 200,000 × r ÷ (1 − 1.0035^−360)
    //   = 700 ÷ (1 − 0.2842787) = 978.0343; with council tax 150 and insurance 25: 1,153.03
    // Owed after 60 months: 200,000 × 1.0035^60 − 978.0343 × (1.0035^60 − 1) ÷ r
    //   = 200,000 × 1.2332258 − 978.0343 × 0.2332258 ÷ 0.0035 = 246,645.16 − 65,172.25 = 181,472.92
    // After: r = 0.0725/12 = 0.0060417 over the 300 months left:
    //   181,472.92 × 0.0060417 ÷ (1 − 1.0060417^−300) = 1,096.40 ÷ (1 − 0.1641382) = 1,311.6987
    // Change: 1,311.6987 − 978.0343 = +333.66 a month
    // Total: 978.0343 × 60 + 1,311.6987 × 300 = 58,682.06 + 393,509.61 = 452,191.67;
    //   interest 252,191.67
    // Overpaying £200 on top of each payment: owed after 60 months
    //   181,472.92 − 200 × 0.2332258 ÷ 0.0035 = 181,472.92 − 13,327.19 = 168,145.73. Then
    //   1,311.70 + 200 = 1,511.70 a month at 0.0060417 clears it in
    //   −ln(1 − 168,145.73 × 0.0060417 ÷ 1,511.70) ÷ ln(1.0060417) = −ln(0.3279875) ÷ 0.0060235
    //   = 185.07 months: 185 full payments and a last one of 109.31, so 60 + 186 = 246 months,
    //   114 (9 years 6 months) sooner. Paid: 1,178.03 × 60 + 1,511.70 × 185 + 109.31 = 350,455.63;
    //   interest 150,455.63, saving 252,191.67 − 150,455.63 = 101,736.04
    expected: {
      monthlyPrincipalInterest: "£978.03",
      revertMonthlyPayment: "£1,311.70",
      paymentChange: "+£333.66 a month",
      estimatedMonthlyTotal: "£1,153.03",
      totalPaidOverTerm: "£452,191.67",
      totalInterestPaid: "£252,191.67",
      interestSaved: "£101,736.04",
      timeSaved: "9 years 6 months",
    },
  },
  {
    name: "£150,000 interest-only at 5% over 20 years, overpaying £100 a month",
    inputs: {
      loanAmount: "150000",
      interestRatePct: "5",
      termYears: "20",
      dealYears: "",
      revertRatePct: "",
      repaymentType: "interest-only",
      interestOnlyAmount: "",
      propertyTaxPerYear: "",
      homeInsurancePerYear: "",
      monthlyOverpayment: "100",
    },
    // 150,000 × 0.05 ÷ 12 = 625.00 a month; × 240 months = 150,000.00, all of it interest; the
    // £150,000 is still owed at the end.
    // Overpaying £100 a month takes £100 off the loan each month, so month k (0 to 239) charges
    //   interest on 150,000 − 100k: 0.05 ÷ 12 × (240 × 150,000 − 100 × (239 × 240 ÷ 2))
    //   = 0.05 ÷ 12 × 33,132,000 = 138,050.00, saving 11,950.00; still owed 150,000 − 24,000 = 126,000
    expected: {
      monthlyPrincipalInterest: "£625.00",
      totalPaidOverTerm: "£150,000.00",
      totalInterestPaid: "£150,000.00",
      stillOwedAtEnd: "£150,000.00",
      interestSaved: "£11,950.00",
      stillOwedWithOverpayment: "£126,000.00",
    },
  },
  {
    name: "£200,000 part and part (£80,000 interest-only) at 4% over 25 years",
    inputs: {
      loanAmount: "200000",
      interestRatePct: "4",
      termYears: "25",
      dealYears: "",
      revertRatePct: "",
      repaymentType: "part-and-part",
      interestOnlyAmount: "80k",
      propertyTaxPerYear: "",
      homeInsurancePerYear: "",
      monthlyOverpayment: "",
    },
    // Repayment part 120,000: r = 0.04/12 = 0.0033333, n = 300:
    //   120,000 × r ÷ (1 − 1.0033333^−300) = 400 ÷ (1 − 0.3684917) = 633.4042
    // Interest-only part: 80,000 × r = 266.6667. Monthly: 633.4042 + 266.6667 = 900.0709
    // Total: 900.0709 × 300 = 270,021.26; interest 270,021.26 − 120,000 repaid = 150,021.26;
    //   80,000 still owed at the end
    expected: {
      monthlyPrincipalInterest: "£900.07",
      totalPaidOverTerm: "£270,021.26",
      totalInterestPaid: "£150,021.26",
      stillOwedAtEnd: "£80,000.00",
    },
  },
  {
    name: "£100,000 at 6% over 10 years, overpaying £100 a month",
    inputs: {
      loanAmount: "100000",
      interestRatePct: "6",
      termYears: "10",
      propertyTaxPerYear: "",
      homeInsurancePerYear: "",
      monthlyOverpayment: "100",
    },
    // r = 0.005, n = 120: payment 100,000 × 0.005 ÷ (1 − 1.005^−120) = 1,110.2050; interest over
    // the term 1,110.2050 × 120 − 100,000 = 33,224.60. Month by month at 1,210.2050 (interest on
    // the balance at 0.5%, the rest off the balance) the loan is clear in month 107 with
    // 29,328.37 of interest: 3,896.24 saved, 13 months (1 year 1 month) sooner.
    expected: {
      monthlyPrincipalInterest: "£1,110.21",
      totalInterestPaid: "£33,224.60",
      interestSaved: "£3,896.24",
      timeSaved: "1 year 1 month",
    },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed (docs/product.md). */
export const emptyFormMessage = "Please enter valid loan amount, interest rate, and term.";
