import { moneyRow } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import type { UniversalCreditResult } from "./calculate";
import { fields, type UniversalCreditKey } from "./fields";

export const definition: CalculatorDefinition<UniversalCreditKey, UniversalCreditResult> = {
  key: "universal-credit",
  page: {
    description:
      "Free UK Universal Credit and Child Benefit calculator for 2026-27: the standard allowance, child, health, carer, childcare and housing elements, the 55% taper, savings and the benefit cap, worked for one monthly assessment period to the penny.",
    intro:
      "Work out the Universal Credit your household is owed for a month, as DWP works an assessment period at 2026-27 rates, with Child Benefit and the High Income Child Benefit Charge beside it.",
    promptSubject: "your household's earnings a month (0 if no one works)",
    actionLabel: "Calculate",
  },
  fields,
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  rows: (result) => [
    moneyRow(result, "universalCreditMonthly", "Universal Credit a month", { primary: true }),
    moneyRow(result, "maximumAward", "Maximum amount before income"),
    moneyRow(result, "earningsReduction", "Taken off for earnings"),
    moneyRow(result, "benefitCapReduction", "Taken off by the benefit cap"),
    moneyRow(result, "childBenefitMonthly", "Child Benefit a month"),
    moneyRow(result, "childBenefitYearly", "Child Benefit for the tax year"),
    moneyRow(result, "childBenefitChargeYearly", "High Income Child Benefit Charge a year"),
    moneyRow(
      result,
      "totalSupportMonthly",
      "Universal Credit and Child Benefit a month, after the charge",
    ),
  ],
};
