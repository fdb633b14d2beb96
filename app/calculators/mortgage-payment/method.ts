import type { MethodSection } from "~/calculators/types";

/** How the mortgage-payment sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Monthly repayment = P\u00a0×\u00a0r ÷ (1\u00a0−\u00a0(1\u00a0+\u00a0r)^−n), the standard formula for a capital-and-interest (repayment) mortgage, where P is the loan, r the yearly interest rate ÷ 12 ÷ 100, and n the term in years × 12.",
      "Total repaid = monthly repayment × n. Total interest = total repaid − the loan.",
    ],
  },
  {
    heading: "A deal, then the lender's rate",
    paragraphs: [
      "Most UK mortgages start on a deal: a fixed or tracker rate for 2, 5 or 10 years. When it ends, the loan moves to the lender's standard variable rate (SVR) unless you remortgage. Enter the deal's length and the rate after it to see both payments.",
      "During the deal the payment is worked out as above, at the deal rate over the whole term. When the deal ends, we take the balance still owed and work out the payment again at the new rate over the years left. The totals add up every payment in both periods. Without a deal length, one rate lasts the whole term.",
    ],
  },
  {
    heading: "Repayment, interest-only, or part and part",
    paragraphs: [
      "Repayment: each payment covers the interest and repays some of the loan, so nothing is owed at the end.",
      "Interest-only: each payment is the loan × r, the interest alone. The loan does not go down, so the whole amount is still owed at the end of the term; you need a plan, such as savings or selling the home, to repay it.",
      "Part and part: the interest-only part is charged interest only, and the rest is a repayment mortgage; the monthly payment is the two added together, and the interest-only part is still owed at the end. Total interest is every payment made less the part of the loan they repaid.",
    ],
  },
  {
    heading: "Overpayments",
    paragraphs: [
      "An overpayment is paid on top of each monthly payment and comes straight off what you owe, so the next month's interest is charged on less. The regular payments stay as shown, including the new payment after a deal, so a repayment mortgage is cleared sooner; when a deal ends, a lender would usually offer a lower payment over the same term instead.",
      "On part and part, the overpayment repays the repayment part first; once that is cleared, it comes off the interest-only part. On interest-only, it comes off the loan: the interest, and so the monthly payment, falls, and less is owed at the end. Many lenders allow up to 10% of the balance a year without a charge.",
    ],
  },
  {
    heading: "Assumptions",
    paragraphs: [
      "Rates stay as entered: the deal rate for the deal, then the rate after it for the rest of the term. A variable rate will move, and most people remortgage to a new deal rather than stay on the SVR, so treat the totals as a guide.",
      "Council tax and home insurance are paid separately in the UK, not through the lender; we divide the yearly amounts by 12 only to show an estimated monthly total for your home.",
      "Fees (arrangement, valuation, legal), early repayment charges and life cover are not included.",
    ],
  },
] as const satisfies readonly MethodSection[];
