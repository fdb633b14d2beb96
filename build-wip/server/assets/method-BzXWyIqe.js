const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Monthly repayment = P × r ÷ (1 − (1 + r)^−n), the standard formula for a capital-and-interest (repayment) mortgage, where P is the loan, r the yearly interest rate ÷ 12 ÷ 100, and n the term in years × 12.",
      "Total repaid = monthly repayment × n. Total interest = total repaid − the loan."
    ]
  },
  {
    heading: "Assumptions",
    paragraphs: [
      "The rate stays the same for the whole term. In the UK most fixed deals last 2 to 5 years, after which the rate changes, so treat the totals as a guide.",
      "Council tax and home insurance are paid separately in the UK, not through the lender; we divide the yearly amounts by 12 only to show an estimated monthly total for your home.",
      "Fees (arrangement, valuation, legal) and life cover are not included. An overpayment is added to each month's capital repayment until the loan is cleared; many lenders allow up to 10% of the balance a year without a charge."
    ]
  }
];
export {
  method
};
