import { PURCHASE_FIELDS } from "~/calculators/property-tax/purchase-fields";
import { money } from "~/calculators/row-values";
import {
  type CalculatorDefinition,
  type Inputs,
  leadingFigure,
  MONEY_FIELD,
  type ResultRow,
} from "~/calculators/types";
import { DISTANCE_UNIT_FIELD } from "~/calculators/units";
import type { BuyingCosts, MovingKey, MovingResult } from "./calculate";

const buying = (inputs: Inputs<MovingKey>) => inputs.buying === "true";

/** The rows buying adds: the property tax, then each fee. */
const buyingRows = (costs: BuyingCosts): ResultRow[] => [
  {
    key: "propertyTax",
    label: costs.propertyTax.taxName,
    value: money(costs.propertyTax.total),
  },
  { key: "conveyancingFee", label: "Conveyancing", value: money(costs.conveyancingFee) },
  { key: "surveyFee", label: "Survey", value: money(costs.surveyFee) },
  { key: "mortgageFee", label: "Mortgage fees", value: money(costs.mortgageFee) },
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
  fields: [
    {
      key: "distance",
      kind: "number",
      label: "Distance between homes",
      hint: "By road, door to door.",
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => (inputs.distanceUnit === "km" ? "km" : "miles"),
      placeholder: "25",
    },
    DISTANCE_UNIT_FIELD,
    {
      key: "propertySize",
      kind: "select",
      label: "Size of home you are moving",
      default: "2bed",
      options: [
        { value: "studio", label: "Studio" },
        { value: "1bed", label: "1 bedroom" },
        { value: "2bed", label: "2 bedrooms" },
        { value: "3bed", label: "3 bedrooms" },
        { value: "4bed", label: "4 or more bedrooms" },
      ],
    },
    {
      key: "packingService",
      kind: "checkbox",
      label: "Professional packing",
      hint: "Adds 25% of the removal cost.",
      default: "false",
    },
    {
      key: "assemblyService",
      kind: "checkbox",
      label: "Furniture dismantling and assembly",
      default: "false",
    },
    {
      key: "storageMonths",
      kind: "number",
      label: "Months of storage",
      hint: "0 if you move straight in.",
      default: "0",
      inputMode: "numeric",
      suffix: "months",
    },
    {
      key: "storageRate",
      ...MONEY_FIELD,
      label: "Storage cost per month",
      hint: "From your storage company's quote.",
      visible: (inputs) => leadingFigure(inputs.storageMonths) > 0,
    },
    {
      key: "buying",
      kind: "checkbox",
      label: "Buying a home",
      startsSection: true,
      hint: "Adds the property tax on the price, and your legal, survey and mortgage fees.",
      default: "false",
    },
    ...PURCHASE_FIELDS.map((field) => ({ ...field, visible: buying })),
    {
      key: "conveyancingFee",
      ...MONEY_FIELD,
      label: "Conveyancing (legal fees)",
      hint: "Your solicitor's or conveyancer's quote, with searches.",
      optional: true,
      visible: buying,
    },
    {
      key: "surveyFee",
      ...MONEY_FIELD,
      label: "Survey",
      optional: true,
      visible: buying,
    },
    {
      key: "mortgageFee",
      ...MONEY_FIELD,
      label: "Mortgage fees",
      hint: "Arrangement, booking and valuation fees, if your lender charges them.",
      optional: true,
      visible: buying,
    },
  ],
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  rows: (result) => [
    {
      key: "totalEstimate",
      label: "Estimated total",
      value: money(result.totalEstimate),
      primary: true,
    },
    { key: "baseCost", label: "Removals", value: money(result.baseCost) },
    { key: "packingCost", label: "Packing", value: money(result.packingCost) },
    {
      key: "assemblyCost",
      label: "Dismantling and assembly",
      value: money(result.assemblyCost),
    },
    { key: "storageCost", label: "Storage", value: money(result.storageCost) },
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
