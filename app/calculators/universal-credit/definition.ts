import { money } from "~/calculators/row-values";
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
    {
      key: "universalCreditMonthly",
      label: "Universal Credit a month",
      value: money(result.universalCreditMonthly),
      primary: true,
    },
    {
      key: "maximumAward",
      label: "Maximum amount before income",
      value: money(result.maximumAward),
    },
    {
      key: "earningsReduction",
      label: "Taken off for earnings",
      value: money(result.earningsReduction),
    },
    {
      key: "benefitCapReduction",
      label: "Taken off by the benefit cap",
      value: money(result.benefitCapReduction),
    },
    {
      key: "childBenefitMonthly",
      label: "Child Benefit a month",
      value: money(result.childBenefitMonthly),
    },
    {
      key: "childBenefitYearly",
      label: "Child Benefit for the tax year",
      value: money(result.childBenefitYearly),
    },
    {
      key: "childBenefitChargeYearly",
      label: "High Income Child Benefit Charge a year",
      value: money(result.childBenefitChargeYearly),
    },
    {
      key: "totalSupportMonthly",
      label: "Universal Credit and Child Benefit a month, after the charge",
      value: money(result.totalSupportMonthly),
    },
  ],
};
