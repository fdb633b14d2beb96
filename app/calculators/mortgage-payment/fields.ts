/** What the mortgage calculator asks: the loan, its rates, how it is repaid, costs beside it. */
import { MORTGAGE_TERM_FIELD } from "~/calculators/mortgage-fields";
import { choiceOptions, defineFields, type FieldKey, MONEY_FIELD } from "~/calculators/types";
import { dealMonthsOf } from "./choices";

export const fields = defineFields([
  {
    key: "loanAmount",
    ...MONEY_FIELD,
    label: "Loan amount",
    hint: "The amount you borrow: the price less your deposit.",
    placeholder: "250,000",
  },
  {
    key: "interestRatePct",
    kind: "number",
    label: (inputs) =>
      dealMonthsOf(inputs) > 0 ? "Interest rate during the deal" : "Interest rate",
    hint: "The yearly rate, e.g. 4.5.",
    default: "",
    inputMode: "decimal",
    suffix: "% a year",
    placeholder: "4.5",
  },
  MORTGAGE_TERM_FIELD,
  {
    key: "dealYears",
    kind: "number",
    label: "Initial deal length",
    hint: "E.g. 2 or 5 for a fixed deal. Leave blank for one rate throughout.",
    default: "",
    inputMode: "decimal",
    suffix: "years",
    optional: true,
  },
  {
    key: "revertRatePct",
    kind: "number",
    label: "Rate after the deal",
    hint: "Often the lender's standard variable rate (SVR), e.g. 7.5.",
    default: "",
    inputMode: "decimal",
    suffix: "% a year",
    placeholder: "7.5",
    visible: (inputs) => dealMonthsOf(inputs) > 0,
  },
  {
    key: "repaymentType",
    kind: "radio",
    label: "Repayment type",
    hint: "Interest-only pays just the interest; the loan is still owed at the end.",
    default: "repayment",
    options: choiceOptions([
      ["repayment", "Repayment"],
      ["interest-only", "Interest-only"],
      ["part-and-part", "Part and part"],
    ]),
  },
  {
    key: "interestOnlyAmount",
    ...MONEY_FIELD,
    label: "Interest-only part",
    hint: "The rest of the loan is on repayment.",
    visible: (inputs) => inputs.repaymentType === "part-and-part",
  },
  {
    key: "propertyTaxPerYear",
    ...MONEY_FIELD,
    label: "Council tax per year",
    hint: "Paid to your council, not the lender; added to the monthly total.",
    optional: true,
  },
  {
    key: "homeInsurancePerYear",
    ...MONEY_FIELD,
    label: "Home insurance per year",
    hint: "Buildings (and contents) cover.",
    optional: true,
  },
  {
    key: "monthlyOverpayment",
    ...MONEY_FIELD,
    label: "Monthly overpayment",
    hint: "See how much interest and time paying extra each month saves.",
    optional: true,
  },
]);

export type MortgageKey = FieldKey<typeof fields>;
