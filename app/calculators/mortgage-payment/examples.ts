/** Worked by hand; the unit tests and the browser tests both use them. */
export const mortgageExamples = [
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
