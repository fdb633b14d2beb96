import { money, moneyRow } from "~/calculators/row-values";
import type { CalculatorDefinition, ResultRow } from "~/calculators/types";
import type { BuyingCosts, MovingResult } from "./calculate";
import { fields, type MovingKey } from "./fields";

/** The rows buying adds: the property tax, then each fee. */
const buyingRows = (costs: BuyingCosts): ResultRow[] => [
  {
    key: "propertyTax",
    label: costs.propertyTax.taxName,
    value: money(costs.propertyTax.total),
  },
  moneyRow(costs, "conveyancingFee", "Conveyancing"),
  moneyRow(costs, "surveyFee", "Survey"),
  moneyRow(costs, "mortgageFee", "Mortgage fees"),
];

export const definition: CalculatorDefinition<MovingKey, MovingResult> = {
  key: "moving-cost",
  page: {
    description:
      "Estimate what moving house costs in the UK: removals by distance and home size, packing, storage and furniture assembly. Free moving cost calculator.",
    intro:
      "Enter the distance and the size of your home, and choose the extra services you need, to see an estimate for your move.",
    promptSubject: "your moving distance",
    actionLabel: "Calculate",
  },
  fields,
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  rows: (result) => [
    moneyRow(result, "totalEstimate", "Estimated total", { primary: true }),
    moneyRow(result, "baseCost", "Removals"),
    moneyRow(result, "packingCost", "Packing"),
    moneyRow(result, "assemblyCost", "Dismantling and assembly"),
    moneyRow(result, "storageCost", "Storage"),
    ...(result.buying ? buyingRows(result.buying) : []),
    result.distanceUnit === "km"
      ? {
          key: "costPerKm",
          label: result.buying ? "Moving cost per km" : "Cost per km",
          value: money(result.costPerKm, { decimals: 3 }),
        }
      : {
          key: "costPerMile",
          label: result.buying ? "Moving cost per mile" : "Cost per mile",
          value: money(result.costPerMile, { decimals: 3 }),
        },
  ],
};
