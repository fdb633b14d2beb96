import { formatMoney } from "../format";
import type { CalculatorDefinition } from "../types";
import { calculateMortgage, type MortgageKey, type MortgageResult } from "./calculate";

/** "22 years 1 month" */
function formatDuration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years) parts.push(`${years} year${years === 1 ? "" : "s"}`);
  if (rest || !years) parts.push(`${rest} month${rest === 1 ? "" : "s"}`);
  return parts.join(" ");
}

export const mortgagePayment: CalculatorDefinition<MortgageKey, MortgageResult> = {
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
      kind: "number",
      label: "Loan amount",
      hint: "The amount you borrow: the price less your deposit.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      placeholder: "250,000",
    },
    {
      key: "interestRatePct",
      kind: "number",
      label: "Interest rate",
      hint: "The yearly rate, e.g. 4.5.",
      default: "",
      inputMode: "decimal",
      suffix: "% a year",
      placeholder: "4.5",
    },
    {
      key: "termYears",
      kind: "number",
      label: "Mortgage term",
      default: "25",
      inputMode: "numeric",
      suffix: "years",
    },
    {
      key: "propertyTaxPerYear",
      kind: "number",
      label: "Council tax per year",
      hint: "Paid to your council, not the lender; added to the monthly total.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true,
    },
    {
      key: "homeInsurancePerYear",
      kind: "number",
      label: "Home insurance per year",
      hint: "Buildings (and contents) cover.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true,
    },
    {
      key: "monthlyOverpayment",
      kind: "number",
      label: "Monthly overpayment",
      hint: "See how much interest and time paying extra each month saves.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true,
    },
  ],
  calculate: calculateMortgage,
  rows: (result) => [
    {
      key: "monthlyPrincipalInterest",
      label: "Monthly repayment",
      value: formatMoney(result.monthlyPrincipalInterest),
      primary: true,
    },
    {
      key: "estimatedMonthlyTotal",
      label: "Monthly total with council tax and insurance",
      value: formatMoney(result.estimatedMonthlyTotal),
    },
    {
      key: "totalPaidOverTerm",
      label: "Total repaid over the term",
      value: formatMoney(result.totalPaidOverTerm),
    },
    {
      key: "totalInterestPaid",
      label: "Total interest",
      value: formatMoney(result.totalInterestPaid),
    },
    { key: "monthlyTax", label: "Council tax per month", value: formatMoney(result.monthlyTax) },
    {
      key: "monthlyInsurance",
      label: "Insurance per month",
      value: formatMoney(result.monthlyInsurance),
    },
    ...(result.overpayment
      ? [
          {
            key: "interestSaved",
            label: `Interest saved by overpaying ${formatMoney(result.overpayment.monthly)} a month`,
            value: formatMoney(result.overpayment.interestSaved),
          },
          {
            key: "timeSaved",
            label: "Paid off sooner by",
            value: formatDuration(result.overpayment.monthsSaved),
          },
        ]
      : []),
  ],
};
