/**
 * Lending: Bank Rate and the rules on how much a mortgage lender may lend.
 * Part of FIGURES (../figures.ts); how to add or update a figure: docs/content-style.md.
 */
import { CHECKED_DECEMBER_3, CHECKED_NOVEMBER_24 } from "../checked";
import { FPC_STRESS_TEST, LENDING_CHECK_BY, LTI_FLOW_LIMIT, MCOB_STRESS_RULE } from "../lending";
import type { FigureData, Source } from "../types";

/** Where this file's figures come from, cited as S.name. */
const S = {
  budget2026Research: {
    title:
      "Autumn Budget 2026: candidate reforms, updated 8 October 2026 (PolicyEngine), recording the Bank of England's decision of 17 September 2026",
    url: "https://github.com/PolicyEngine/uk-autumn-budget-dashboard-2026/blob/main/docs/autumn-budget-2026-candidate-reforms.md",
  },
  bankRateJune2026: {
    title: "BoE Holds Bank Rate At 3.75% As Policymakers Retain Tightening Bias (LiveSquawk)",
    url: "https://www.livesquawk.com/report/special_boe-holds-bank-rate-at-3-75as-policymakers-retain-tightening-bias",
  },
  bankRateFeb2026: {
    title: "Bank of England makes interest rate decision – what it means for you (The Independent)",
    url: "https://www.the-independent.com/bulletin/news/interest-rate-decision-bank-of-england-b2914524.html",
  },
  fcaFpcRecommendations: {
    title: "The FPC's mortgage market recommendations (FCA)",
    url: "https://www.fca.org.uk/firms/fpcs-mortgage-market-recommendation",
  },
  fcaFg25_4: {
    title:
      "FG25/4: Amendments to PRA Rulebook and FCA Guidance concerning the de minimis threshold for the Loan to Income flow limit in mortgage lending (FCA, 8 July 2025)",
    url: "https://www.fca.org.uk/publications/finalised-guidance/fg25-4-amendments-pra-rulebook-fca-guidance-de-minimis-threshold-loan-income",
  },
  fcaFg25_4Print: {
    title: "FG25/4, printable version, with the FPC's new Recommendation of 9 July 2025 (FCA)",
    url: "https://www.fca.org.uk/publications/finalised-guidance/fg25-4-amendments-pra-rulebook-fca-guidance-de-minimis-threshold-loan-income/printable/print",
  },
  praLtiReview2025: {
    title:
      "PRA review of the LTI flow limit rule and offers interim modification by consent (Bank of England, July 2025)",
    url: "https://beta.bankofengland.co.uk/prudential-regulation/publication/2025/july/pra-review-of-the-lti-flow-limit-rule-and-offers-interim-mbc-statement",
  },
  treasuryLtiAnswer: {
    title: "Mortgages, written question to HM Treasury (Parallel Parliament)",
    url: "https://parallelparliament.co.uk/question/76726/mortgages",
  },
  ltiConsultation2026: {
    title:
      "Regulators consult to permanently scrap high LTI cap (Mortgage Solutions, 1 April 2026)",
    url: "https://www.mortgagesolutions.co.uk/news/2026/04/01/regulators-consult-to-permanently-scrap-high-lti-cap/",
  },
  boeStressTestWithdrawal: {
    title:
      "An FPC response: Consultation on withdrawal of the affordability test Recommendation (Bank of England, 2022)",
    url: "https://www.bankofengland.co.uk/paper/2022/an-fpc-response-consultation-on-withdrawal-of-the-affordability-test-recommendation",
  },
  fcaStressTestRule: {
    title: "Interest rate 'stress test' rule (FCA, March 2025)",
    url: "https://fca.org.uk/firms/interest-rate-stress-test-rule",
  },
  aoStressTestCall: {
    title:
      "UK FCA call for evidence on interest rate 'stress test' rule for mortgage lenders (A&O Shearman, 17 March 2025)",
    url: "https://finreg.aoshearman.com/UK-FCA-call-for-evidence-on-interest-rate-39stres",
  },
  mcob11_6: {
    title:
      "MCOB 11.6 Responsible lending: related provisions, including MCOB 11.6.5R (FCA Handbook)",
    url: "https://handbook.fca.org.uk/handbook?date=2015-11-26&related-provisions-for-provision=MCOB+11.6.35",
  },
} as const satisfies Record<string, Source>;

export const LENDING_FIGURES = {
  bankRate: {
    label: "Bank of England Bank Rate",
    value: 3.75,
    unit: "percent",
    period: "as of the September 2026 decision, which held it where the December 2025 cut set it",
    on: "2026-09-17",
    checkBy: "2026-11-05",
    checked: CHECKED_DECEMBER_3,
    sources: [S.budget2026Research, S.bankRateJune2026, S.bankRateFeb2026],
    note: "The newest decision we could confirm: held at 3.75% on 17 September 2026 by six votes to three (three members wanted a rise), as PolicyEngine's research of 8 October 2026 records it from the Bank of England's Monetary Policy Summary of that day, which we could not read ourselves; the June 2026 hold is confirmed by LiveSquawk. The decision of 5 November 2026 was not in the sources we could read.",
  },
  ltiHighMultiple: {
    label:
      "Loan-to-income ratio at or above which a mortgage counts towards the Bank of England's loan-to-income flow limit",
    value: `${LTI_FLOW_LIMIT.multiple} times income`,
    unit: "text",
    period: "since October 2014",
    from: "2014-10-01",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFg25_4, S.fcaFpcRecommendations],
    note: "The ratio is the loan against the borrowers' gross income. Regulators consulted in April 2026 (PRA CP6/26, FCA CP26/12) on how the limit applies; the outcome was not confirmed when we checked.",
  },
  ltiFlowLimitShare: {
    label:
      "Most of all new residential mortgages that may be at 4.5 times income or more (the loan-to-income flow limit)",
    value: LTI_FLOW_LIMIT.sharePct,
    unit: "percent",
    period: "since October 2014 (across all lenders together since July 2025)",
    from: "2014-10-01",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFg25_4, S.praLtiReview2025, S.treasuryLtiAnswer, S.ltiConsultation2026],
    note: "Until July 2025 each lender had to keep to 15% of its own new mortgages. Since the FPC's recommendation of 9 July 2025 a lender may go over 15% by agreement with its regulator while the market as a whole stays within it; in April 2026 the PRA and FCA consulted on making that permanent (CP6/26, CP26/12). Whether final rules followed was not confirmed when we checked.",
  },
  ltiFlowAggregateFrom: {
    label:
      "Date the Financial Policy Committee recommended that the 15% loan-to-income limit apply to the market as a whole rather than to each lender",
    value: LTI_FLOW_LIMIT.wholeMarketFrom,
    unit: "date",
    period: "since 9 July 2025",
    from: "2025-07-09",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFg25_4Print, S.praLtiReview2025, S.treasuryLtiAnswer],
    note: "The PRA's interim modification letting a lender disapply its own 15% limit ran to 30 June 2026 at the latest, or until new rules. Its extension, and the final rules after the April 2026 consultation, were not confirmed when we checked.",
  },
  ltiFlowLenderThreshold: {
    label:
      "Yearly residential mortgage lending above which a lender comes under the loan-to-income flow limit",
    value: "£150 million a year",
    unit: "text",
    period: "since 11 July 2025 (it was £100 million before)",
    from: "2025-07-11",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFg25_4],
    note: "Measured over four rolling quarters. The 11 July 2025 start date is from A&O Shearman's and TLT's summaries of PRA PS11/25; FCA FG25/4 gives the threshold.",
  },
  fpcStressTestWithdrawn: {
    label:
      "Date the Bank of England's mortgage affordability (interest rate stress) test was withdrawn",
    value: FPC_STRESS_TEST.withdrawnFrom,
    unit: "date",
    period: "since 1 August 2022",
    from: "2022-08-01",
    checkBy: "2027-11-24",
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFpcRecommendations, S.boeStressTestWithdrawal, S.fcaStressTestRule],
  },
  fpcStressTestMargin: {
    label:
      "Rise above the mortgage's reversion rate that the Bank of England's affordability test asked lenders to check borrowers could afford",
    value: `${FPC_STRESS_TEST.marginPoints} percentage points`,
    unit: "text",
    period: "from 2014 until the test was withdrawn on 1 August 2022",
    from: "2014-06-26",
    to: "2022-07-31",
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaFpcRecommendations],
    note: "Applied at any point over the first five years of the loan. The 2014 wording was 3 points above Bank Rate at origination; the reversion-rate wording dates from June 2017. No official figure replaces it: lenders set their own test.",
    history: true,
  },
  mcobStressPeriod: {
    label:
      "How far ahead the FCA's rules make a lender allow for likely interest rate rises when it checks affordability (MCOB 11.6.18R)",
    value: `at least the first ${MCOB_STRESS_RULE.years} years`,
    unit: "text",
    period:
      "in force when checked; not needed where the rate is fixed for the first five years or more",
    checkBy: LENDING_CHECK_BY,
    checked: CHECKED_NOVEMBER_24,
    sources: [S.fcaStressTestRule, S.mcob11_6],
    note: "For a mortgage shorter than five years, its whole length. The FCA called for evidence on this rule in March 2025 as part of its Mortgage Rule Review; any change since was not confirmed when we checked.",
  },
} as const satisfies Record<string, FigureData>;
