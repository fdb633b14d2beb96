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
] as const;
