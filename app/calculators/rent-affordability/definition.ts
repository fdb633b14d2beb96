import { money, moneyRow, percent } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import type { RentGuidance, RentResult } from "./calculate";
import { fields, type RentKey } from "./fields";

export const RENT_GUIDANCE_TEXT: Record<RentGuidance, string> = {
  within:
    "This is within the commonly recommended 30% of take-home pay. Most landlords will accept this.",
  "slightly-above":
    "This is slightly above the 30% guideline but should be manageable with careful budgeting.",
  above:
    "This is above typical guidelines. You may face questions in landlord affordability checks, or find the budget tight each month.",
  "no-room":
    "Your debt repayments take up this whole share of your pay, so it leaves nothing for rent. Paying debts down first, or a larger share, would change that.",
};

export const definition: CalculatorDefinition<RentKey, RentResult> = {
  key: "rent-affordability",
  page: {
    description:
      "Work out how much rent you can afford on your take-home pay with the 30% rule, your debts, and the cash you need to move in. Free UK calculator.",
    intro:
      "Enter your monthly take-home pay to see the rent most landlords and budgeting guides would call affordable, adjusted for the debts you already repay.",
    promptSubject: "your monthly take-home pay",
    actionLabel: "Calculate",
  },
  fields,
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  rows: (result) => [
    moneyRow(result, "adjustedMaxRent", "Rent you can afford per month", { primary: true }),
    ...(result.lettingCheck
      ? [
          {
            key: "lettingCheckRent",
            label: "Letting agents' usual check allows",
            value: money(result.lettingCheck.mostRent),
          },
        ]
      : []),
    moneyRow(result, "maxRecommendedRent", "Before debt repayments"),
    {
      key: "rentPctOfIncome",
      label: "Share of take-home pay",
      value: percent(result.rentPctOfIncome),
    },
    moneyRow(result, "weeklyRent", "Weekly equivalent"),
    {
      key: "deposit",
      label: `Deposit (${result.depositWeeks} weeks' rent)`,
      value: money(result.deposit),
    },
    moneyRow(result, "moveInCash", "Cash to move in (deposit + first month)"),
  ],
};
