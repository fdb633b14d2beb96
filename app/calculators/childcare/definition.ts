import { money } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import type { ChildcareResult } from "./calculate";
import { type ChildcareKey, fields } from "./fields";

export const definition: CalculatorDefinition<ChildcareKey, ChildcareResult> = {
  key: "childcare",
  page: {
    description:
      "Free UK childcare cost calculator for 2026-27: funded hours in England, Scotland and Wales, Tax-Free Childcare and Universal Credit's childcare element side by side, and what your childcare costs a month after each.",
    intro:
      "Work out what your childcare costs a month after funded hours, and which help leaves you better off: Tax-Free Childcare, which adds 20%, or Universal Credit's childcare element, which pays back 85% up to a limit.",
    promptSubject: "each child's hours, weeks and price an hour",
    actionLabel: "Calculate",
  },
  fields,
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  rows: (result) => [
    {
      key: "netMonthly",
      label:
        result.route === "universal-credit"
          ? "You pay a month, with Universal Credit's element"
          : result.route === "tax-free-childcare"
            ? "You pay a month, with Tax-Free Childcare"
            : "You pay a month, after funded hours",
      value: money(result.netMonthly),
      primary: true,
    },
    {
      key: "costMonthly",
      label: "Childcare a month before any help",
      value: money(result.costMonthly),
    },
    {
      key: "fundedHoursMonthly",
      label: "Funded hours, their value a month",
      value: money(result.fundedHoursMonthly),
    },
    {
      key: "afterFundedMonthly",
      label: "Left to pay after funded hours",
      value: money(result.afterFundedMonthly),
    },
    {
      key: "taxFreeChildcareMonthly",
      label: "Tax-Free Childcare adds a month",
      value: money(result.taxFreeChildcareMonthly),
    },
    {
      key: "netWithTaxFreeChildcareMonthly",
      label: "You pay with Tax-Free Childcare",
      value: money(result.netWithTaxFreeChildcareMonthly),
    },
    {
      key: "ucChildcareMonthly",
      label: "Universal Credit's childcare element a month",
      value: money(result.ucChildcareMonthly),
    },
    {
      key: "netWithUniversalCreditMonthly",
      label: "You pay with Universal Credit's element",
      value: money(result.netWithUniversalCreditMonthly),
    },
  ],
};
