/**
 * The rules on mortgage lending the affordability calculator states, each dated and sourced;
 * figures.ts reads them for articles. Researched 2026-11-24 from the FCA's and the Bank of England's
 * pages (the FCA Handbook's MCOB 11.6, FG25/4 and its page on the FPC's recommendations).
 */
import type { Source } from "./types";

/** Checked on this day; look again by `checkBy` (regulators consulted on the limit in April 2026). */
export const LENDING_CHECKED = "2026-11-24";
export const LENDING_CHECK_BY = "2027-05-24";

/**
 * The Financial Policy Committee's loan-to-income flow limit: no more than `sharePct` of new
 * residential mortgages at `multiple` times income or more. Since its recommendation of 9 July 2025
 * the share applies to the market as a whole, so one lender may go over it.
 */
export const LTI_FLOW_LIMIT = {
  multiple: 4.5,
  sharePct: 15,
  from: "2014-10-01",
  wholeMarketFrom: "2025-07-09",
  source: {
    title:
      "FCA FG25/4: the de minimis threshold for the loan to income flow limit in mortgage lending (8 July 2025)",
    url: "https://www.fca.org.uk/publications/finalised-guidance/fg25-4-amendments-pra-rulebook-fca-guidance-de-minimis-threshold-loan-income",
  } satisfies Source,
} as const;

/**
 * The FPC's affordability test, withdrawn from `withdrawnFrom`: lenders checked that borrowers could
 * pay at `marginPoints` above the reversion rate at any point in the first five years.
 */
export const FPC_STRESS_TEST = {
  marginPoints: 3,
  withdrawnFrom: "2022-08-01",
  source: {
    title: "FCA: the FPC's mortgage market recommendations",
    url: "https://www.fca.org.uk/firms/fpcs-mortgage-market-recommendation",
  } satisfies Source,
} as const;

/**
 * The FCA's rule that stands (MCOB 11.6.18R): a lender allows for likely rate rises over at least
 * the first `years` years, unless the rate is fixed for that long; each lender sets its own test.
 */
export const MCOB_STRESS_RULE = {
  years: 5,
  source: {
    title: "FCA: interest rate 'stress test' rule (MCOB 11.6.18R)",
    url: "https://fca.org.uk/firms/interest-rate-stress-test-rule",
  } satisfies Source,
} as const;

/** MCOB 11.6: a lender takes account of income and committed expenditure when it checks affordability. */
export const MCOB_AFFORDABILITY = {
  title: "FCA Handbook, MCOB 11.6: responsible lending",
  url: "https://www.handbook.fca.org.uk/handbook/MCOB/11/6.html",
} as const satisfies Source;
