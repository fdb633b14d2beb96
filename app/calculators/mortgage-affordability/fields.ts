/** What the borrowing calculator asks: incomes, commitments, deposit, the multiple and the rate. */
import { MORTGAGE_TERM_FIELD } from "~/calculators/mortgage-fields";
import { choiceOptions, defineFields, type FieldKey, MONEY_FIELD } from "~/calculators/types";

const withRate = (inputs: { interestRatePct: string }) => inputs.interestRatePct.trim() !== "";

export const fields = defineFields([
  {
    key: "annualIncome",
    ...MONEY_FIELD,
    label: "Your income a year",
    hint: "Gross pay before tax, including regular overtime or bonus a lender would count.",
    placeholder: "40,000",
  },
  {
    key: "secondApplicantIncome",
    ...MONEY_FIELD,
    label: "Second applicant's income a year",
    hint: "For a joint mortgage, the other buyer's gross pay.",
    optional: true,
  },
  {
    key: "monthlyCommitments",
    ...MONEY_FIELD,
    label: "Monthly commitments",
    hint: "Loan, credit card and car finance payments, and childcare, a month.",
    optional: true,
  },
  {
    key: "deposit",
    ...MONEY_FIELD,
    label: "Deposit",
    hint: "The savings you will put towards the price.",
    optional: true,
  },
  {
    key: "incomeMultiple",
    kind: "select",
    label: "Income multiple",
    hint: "How many times your income the lender would lend. Most lending is below 4.5 times; a few lenders go higher for some buyers.",
    default: "4.5",
    options: choiceOptions([
      ["4", "4 times income"],
      ["4.5", "4.5 times income"],
      ["5", "5 times income"],
      ["5.5", "5.5 times income"],
    ]),
  },
  {
    key: "interestRatePct",
    kind: "number",
    label: "Interest rate",
    hint: "A rate you have been quoted, for the monthly payment.",
    optional: true,
    default: "",
    inputMode: "decimal",
    suffix: "% a year",
    startsSection: true,
  },
  { ...MORTGAGE_TERM_FIELD, visible: withRate },
  {
    key: "stressMarginPct",
    kind: "number",
    label: "Stress test: rate rise",
    hint: "Lenders check you could still pay if rates rose; this is the rise they test, in percentage points. Change it to match a lender's own.",
    optional: true,
    default: "3",
    inputMode: "decimal",
    suffix: "points",
    visible: withRate,
  },
]);

export type AffordabilityKey = FieldKey<typeof fields>;
