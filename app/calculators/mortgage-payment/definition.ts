import { duration, money, moneyRow } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import { formatDuration, formatMoney } from "~/site/format";
import type { MortgageResult } from "./calculate";
import { fields, type MortgageKey } from "./fields";

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
  fields,
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
      moneyRow(result, "totalInterestPaid", "Total interest"),
      ...(repayment ? [] : [moneyRow(result, "stillOwedAtEnd", "Still owed at the end")]),
      moneyRow(result, "monthlyTax", "Council tax per month"),
      moneyRow(result, "monthlyInsurance", "Insurance per month"),
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
