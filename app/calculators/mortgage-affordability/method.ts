import type { MethodSection } from "~/calculators/types";
import {
  FPC_STRESS_TEST,
  LENDING_CHECK_BY,
  LENDING_CHECKED,
  LTI_FLOW_LIMIT,
  MCOB_AFFORDABILITY,
  MCOB_STRESS_RULE,
} from "~/reference/lending";
import { longDate } from "~/site/dates";

/** How the affordability sums are done, shown below the calculator (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Income = your yearly gross pay + the second applicant's. Commitments = 12 × your monthly commitments. You could borrow about = the income multiple × (income − commitments).",
      "With your deposit, a home up to = what you could borrow + your deposit. Loan to value = what you could borrow ÷ that price × 100.",
      "With an interest rate, the monthly payment is a repayment mortgage's over the term: P × r ÷ (1 − (1 + r)^−n), where P is what you could borrow, r the yearly rate ÷ 12 ÷ 100 and n the term in months. The stress test's payment is the same sum at the rate plus the rise you set.",
    ],
  },
  {
    heading: "Why commitments come off your income first",
    paragraphs: [
      "Lenders must take account of your committed spending, such as loan and card repayments and childcare, when they check what you can afford (the FCA's responsible lending rules, MCOB 11.6). Each lender does it its own way; taking a year of your commitments off your income before the multiple is our rule of thumb, so £250 a month in car finance lowers what you could borrow by 12 × £250 × the multiple.",
    ],
    sources: [MCOB_AFFORDABILITY],
  },
  {
    heading: "The Bank of England's limit and the stress test",
    paragraphs: [
      {
        text: `No more than ${LTI_FLOW_LIMIT.sharePct}% of new mortgages may be at ${LTI_FLOW_LIMIT.multiple} times income or more (the Financial Policy Committee's loan-to-income limit, from ${longDate(LTI_FLOW_LIMIT.from)}). Since ${longDate(LTI_FLOW_LIMIT.wholeMarketFrom)} it applies to the market as a whole, so one lender may go over it, but lending at 5 or 5.5 times income stays the exception, for some buyers only.`,
        dates: {
          from: LTI_FLOW_LIMIT.from,
          checkBy: LENDING_CHECK_BY,
          newer: LTI_FLOW_LIMIT.source,
        },
      },
      `Until ${longDate(FPC_STRESS_TEST.withdrawnFrom)}, lenders had to check that you could pay at ${FPC_STRESS_TEST.marginPoints} percentage points above the rate your mortgage would revert to; that test is withdrawn. The FCA's rule stands: a lender must allow for likely rate rises over at least the first ${MCOB_STRESS_RULE.years} years, unless your rate is fixed for that long, and each sets its own test. The rise here starts at the old test's ${FPC_STRESS_TEST.marginPoints} points; change it to a lender's own.`,
      `We last checked these rules on ${longDate(LENDING_CHECKED)}.`,
    ],
    sources: [LTI_FLOW_LIMIT.source, FPC_STRESS_TEST.source, MCOB_STRESS_RULE.source],
  },
  {
    heading: "What it leaves out",
    paragraphs: [
      "A lender decides what it will lend, after a full check of your income, spending and credit history: your credit record, dependants, the loan-to-value band you fall in, the kind of work you do and the property itself all move the figure. This is a first estimate to plan with, not an offer.",
    ],
  },
] as const satisfies readonly MethodSection[];
