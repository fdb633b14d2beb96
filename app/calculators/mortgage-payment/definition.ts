import { MORTGAGE_TERM_FIELD } from "~/calculators/mortgage-fields";
import { duration, money } from "~/calculators/row-values";
import { type CalculatorDefinition, MONEY_FIELD } from "~/calculators/types";
import { formatDuration, formatMoney } from "~/site/format";
import type { MortgageKey, MortgageResult } from "./calculate";
import { dealMonthsOf } from "./choices";

export const definition: CalculatorDefinition<MortgageKey, MortgageResult> = {
  key: "mortgage-payment",
  page: {
    description:
      "Estimate your monthly UK mortgage repayment, the total interest over the term, and how much an overpayment saves, with a year-by-year table.",
    intro:
      "Enter the amount you want to borrow, the interest rate and the term to see your monthly repayment and what the loan costs over its life.",
    promptSubject: "your loan amount, interest rate and term",
    actionLabel: "Calculate",
  },
  fields: [
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
      options: [
        { value: "repayment", label: "Repayment" },
        { value: "interest-only", label: "Interest-only" },
        { value: "part-and-part", label: "Part and part" },
      ],
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
  ],
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  rows: (result) => {
    const { deal, overpayment } = result;
    const repayment = result.repaymentType === "repayment";
    const payment = repayment
      ? "Monthly repayment"
      : result.repaymentType === "interest-only"
        ? "Monthly interest payment"
        : "Monthly payment";
    return [
      {
        key: "monthlyPrincipalInterest",
        label: deal ? `${payment} for the first ${formatDuration(deal.months)}` : payment,
        value: money(result.monthlyPrincipalInterest),
        primary: true,
      },
      ...(deal
        ? [
            {
              key: "revertMonthlyPayment",
              label: `Then, for ${formatDuration(Math.round(result.months - deal.months))} at ${deal.revertRatePct}%`,
              value: money(result.revertMonthlyPayment ?? 0),
            },
            {
              key: "paymentChange",
              label: "Change when the deal ends",
              value: money((result.revertMonthlyPayment ?? 0) - result.monthlyPrincipalInterest, {
                signed: true,
                perMonth: true,
              }),
            },
          ]
        : []),
      {
        key: "estimatedMonthlyTotal",
        label: `Monthly total with council tax and insurance${deal ? ", during the deal" : ""}`,
        value: money(result.estimatedMonthlyTotal),
      },
      {
        key: "totalPaidOverTerm",
        label: repayment ? "Total repaid over the term" : "Total paid over the term",
        value: money(result.totalPaidOverTerm),
      },
      {
        key: "totalInterestPaid",
        label: "Total interest",
        value: money(result.totalInterestPaid),
      },
      ...(repayment
        ? []
        : [
            {
              key: "stillOwedAtEnd",
              label: "Still owed at the end",
              value: money(result.stillOwedAtEnd),
            },
          ]),
      { key: "monthlyTax", label: "Council tax per month", value: money(result.monthlyTax) },
      {
        key: "monthlyInsurance",
        label: "Insurance per month",
        value: money(result.monthlyInsurance),
      },
      ...(overpayment
        ? [
            {
              key: "interestSaved",
              label: `Interest saved by overpaying ${formatMoney(overpayment.monthly)} a month`,
              value: money(overpayment.interestSaved),
            },
            overpayment.monthsSaved === null
              ? {
                  key: "stillOwedWithOverpayment",
                  label: "Still owed with the overpayment",
                  value: money(overpayment.stillOwedAtEnd),
                }
              : {
                  key: "timeSaved",
                  label: "Paid off sooner by",
                  value: duration(overpayment.monthsSaved),
                },
          ]
        : []),
    ];
  },
};
