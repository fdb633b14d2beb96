import { money, percent } from "~/calculators/row-values";
import type { CalculatorDefinition } from "~/calculators/types";
import type { StampDutyResult } from "./calculate";
import { fields, type StampDutyKey } from "./fields";

export const definition: CalculatorDefinition<StampDutyKey, StampDutyResult> = {
  key: "stamp-duty",
  page: {
    description:
      "Free UK stamp duty calculator: Stamp Duty Land Tax in England and Northern Ireland, LBTT in Scotland and LTT in Wales, band by band, with first-time buyer relief, second homes and the non-UK resident surcharge.",
    intro:
      "Work out the tax on buying a home in England, Northern Ireland, Scotland or Wales at today's rates, band by band, with first-time buyer relief, the rates for an additional home and the non-UK resident surcharge.",
    promptSubject: "the price and where the home is",
    actionLabel: "Calculate",
  },
  fields,
  rows: ({ tax, effectiveRatePct }) => [
    {
      key: "propertyTax",
      label: `${tax.taxName} (${tax.shortName})`,
      value: money(tax.total),
      primary: true,
    },
    { key: "effectiveRatePct", label: "Effective rate", value: percent(effectiveRatePct) },
  ],
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
};
