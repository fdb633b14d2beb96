/**
 * Worked by hand. You could borrow = multiple × (income + second income − 12 × monthly
 * commitments); a home up to = that + deposit; loan to value = loan ÷ price. Payments are a
 * repayment mortgage's, P × r ÷ (1 − (1 + r)^−n) with r = rate ÷ 12 ÷ 100 and n = months.
 */
const NO_RATE = { interestRatePct: "", termYears: "25", stressMarginPct: "3" } as const;

export const examples = [
  {
    name: "One applicant, £40,000, nothing else",
    inputs: {
      annualIncome: "40000",
      secondApplicantIncome: "",
      monthlyCommitments: "",
      deposit: "",
      incomeMultiple: "4.5",
      ...NO_RATE,
    },
    // 4.5 × 40,000 = 180,000; no deposit, so the price is the loan: 100% loan to value.
    expected: {
      maxLoan: "£180,000.00",
      maxPropertyPrice: "£180,000.00",
      loanToValuePct: "100.0%",
    },
  },
  {
    name: "One applicant, £50,000 at 4 times, with a £20,000 deposit",
    inputs: {
      annualIncome: "£50,000",
      secondApplicantIncome: "",
      monthlyCommitments: "",
      deposit: "20,000",
      incomeMultiple: "4",
      ...NO_RATE,
    },
    // 4 × 50,000 = 200,000; + 20,000 = 220,000; 200,000 ÷ 220,000 = 90.909%.
    expected: {
      maxLoan: "£200,000.00",
      maxPropertyPrice: "£220,000.00",
      loanToValuePct: "90.9%",
    },
  },
  {
    name: "Two applicants, £38,000 and £29,000, £250 a month car finance, £32,000 deposit, 4.8% over 25 years",
    inputs: {
      annualIncome: "38000",
      secondApplicantIncome: "29000",
      monthlyCommitments: "250",
      deposit: "32000",
      incomeMultiple: "4.5",
      interestRatePct: "4.8",
      termYears: "25",
      stressMarginPct: "3",
    },
    // 38,000 + 29,000 − 12 × 250 = 64,000; × 4.5 = 288,000; + 32,000 = 320,000; 90% loan to value.
    // At 4.8%: r = 0.004, n = 300: 288,000 × 0.004 ÷ (1 − 1.004^−300) = 1,650.23.
    // At 7.8%: r = 0.0065: 288,000 × 0.0065 ÷ (1 − 1.0065^−300) = 2,184.81.
    expected: {
      maxLoan: "£288,000.00",
      maxPropertyPrice: "£320,000.00",
      loanToValuePct: "90.0%",
      monthlyPayment: "£1,650.23",
      stressedPayment: "£2,184.81",
    },
  },
  {
    name: "Two applicants, £30,000 and £25,000 at 5 times, no deposit, 4.25% over 35 years, tested 3 points higher",
    inputs: {
      annualIncome: "30000",
      secondApplicantIncome: "25000",
      monthlyCommitments: "",
      deposit: "",
      incomeMultiple: "5",
      interestRatePct: "4.25",
      termYears: "35",
      stressMarginPct: "3",
    },
    // 5 × 55,000 = 275,000, 100% loan to value. At 4.25%: r = 0.0035417, n = 420: £1,259.21.
    // At 7.25%: r = 0.0060417: £1,805.28.
    expected: {
      maxLoan: "£275,000.00",
      maxPropertyPrice: "£275,000.00",
      loanToValuePct: "100.0%",
      monthlyPayment: "£1,259.21",
      stressedPayment: "£1,805.28",
    },
  },
  {
    name: "One applicant, £45,000, £400 a month of loans and childcare, £10,000 deposit, 5% over 30 years, tested 2 points higher",
    inputs: {
      annualIncome: "45000",
      secondApplicantIncome: "",
      monthlyCommitments: "400",
      deposit: "10000",
      incomeMultiple: "4.5",
      interestRatePct: "5",
      termYears: "30",
      stressMarginPct: "2",
    },
    // 45,000 − 4,800 = 40,200; × 4.5 = 180,900; + 10,000 = 190,900; 180,900 ÷ 190,900 = 94.76%.
    // At 5%: r = 0.0041667, n = 360: £971.11. At 7%: r = 0.0058333: £1,203.53.
    expected: {
      maxLoan: "£180,900.00",
      maxPropertyPrice: "£190,900.00",
      loanToValuePct: "94.8%",
      monthlyPayment: "£971.11",
      stressedPayment: "£1,203.53",
    },
  },
] as const;

/** What Calculate says to the form as it first appears, before anything is typed. */
export const emptyFormMessage = "Please enter a valid yearly income.";
