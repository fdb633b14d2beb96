import { formatMoney, formatMoneyPrecise } from "../format";
import { parseNumber } from "../number";
import type { CalculatorDefinition } from "../types";
import { DISTANCE_UNIT_OPTIONS } from "../units";
import { calculateMoving, type MovingKey, type MovingResult } from "./calculate";

export const movingCost: CalculatorDefinition<MovingKey, MovingResult> = {
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
    {
      key: "distanceUnit",
      kind: "select",
      label: "Distance unit",
      default: "miles",
      options: DISTANCE_UNIT_OPTIONS,
    },
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
      kind: "number",
      label: "Storage cost per month",
      hint: "A small unit is often £80-£150 a month.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      visible: (inputs) => parseNumber(inputs.storageMonths) > 0,
    },
  ],
  calculate: calculateMoving,
  rows: (result) => [
    {
      key: "totalEstimate",
      label: "Estimated total",
      value: formatMoney(result.totalEstimate),
      primary: true,
    },
    { key: "baseCost", label: "Removals", value: formatMoney(result.baseCost) },
    { key: "packingCost", label: "Packing", value: formatMoney(result.packingCost) },
    {
      key: "assemblyCost",
      label: "Dismantling and assembly",
      value: formatMoney(result.assemblyCost),
    },
    { key: "storageCost", label: "Storage", value: formatMoney(result.storageCost) },
    result.distanceUnit === "km"
      ? { key: "costPerKm", label: "Cost per km", value: formatMoneyPrecise(result.costPerKm) }
      : {
          key: "costPerMile",
          label: "Cost per mile",
          value: formatMoneyPrecise(result.costPerMile),
        },
  ],
};
