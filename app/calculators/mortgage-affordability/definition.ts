import { money, moneyRow, percent } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import { roundShown } from "~/site/format";
import type { AffordabilityResult } from "./calculate";
import { type AffordabilityKey, fields } from "./fields";

export const definition: CalculatorDefinition<AffordabilityKey, AffordabilityResult> = {
  key: "mortgage-affordability",
  page: {
    description:
      "Free UK mortgage affordability calculator: how much you could borrow on one or two incomes, after loans and childcare, what you could buy with your deposit, and the monthly payment with a lender-style stress test.",
    intro:
      "How much could you borrow? See what lenders' income multiples give on your pay, after your monthly commitments, what that buys with your deposit, and what it would cost each month, now and if rates rise.",
    promptSubject: "your income",
    actionLabel: "Calculate",
  },
  fields,
  rows: (result) => [
    moneyRow(result, "maxLoan", "You could borrow about", { primary: true }),
    moneyRow(result, "maxPropertyPrice", "With your deposit, a home up to"),
    { key: "loanToValuePct", label: "Loan to value", value: percent(result.loanToValuePct) },
    ...(result.payments
      ? [
          {
            key: "monthlyPayment",
            label: `Monthly payment at ${roundShown(result.payments.ratePct, 3)}%`,
            value: money(result.payments.monthlyPayment),
          },
          {
            key: "stressedPayment",
            label: `If the rate rose to ${roundShown(result.payments.stressRatePct, 3)}%`,
            value: money(result.payments.stressedPayment),
          },
        ]
      : []),
  ],
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
};
