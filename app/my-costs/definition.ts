import type { FormPage } from "~/calculator-ui/calculator-island";
import { money, percent } from "~/calculators/row-values";
import type { CalculatorDefinition, Field } from "~/calculators/types";
import type { MyCostsKey, MyCostsResult } from "./calculate";
import { COSTS, type CostKey } from "./costs";

export const page: FormPage = {
  name: "Your monthly costs",
  path: "/my-costs",
  crumbs: [{ name: "Your monthly costs" }],
};

/** Each cost's name in the results ("Rent or mortgage: share of take-home pay"). */
const COST_NAMES: Record<CostKey, string> = {
  housing: "Rent or mortgage",
  councilTax: "Council tax",
  energy: "Energy",
  travel: "Travel",
  childcare: "Childcare",
  otherCosts: "Everything else",
};

const monthlyField = (
  key: MyCostsKey,
  label: string,
  hint: string,
  placeholder: string,
  workedOutBy?: Field<MyCostsKey>["workedOutBy"],
): Field<MyCostsKey> => ({
  key,
  kind: "number",
  label,
  hint,
  workedOutBy,
  default: "",
  inputMode: "decimal",
  prefix: "£",
  suffix: "a month",
  placeholder,
});

export const definition: CalculatorDefinition<MyCostsKey, MyCostsResult> = {
  key: "my-costs",
  page: {
    description:
      "Add up a month of your household's costs, filled in from the Costwise calculators you have saved, and see what is left of your take-home pay. Free, and nothing leaves your browser.",
    intro:
      "One sheet for a month of your household's regular costs. Rows are filled in from the calculators you have saved in this browser; type the rest, and see what is left of your take-home pay and benefits.",
    promptSubject: "your take-home pay and your costs",
    actionLabel: "Calculate",
  },
  fields: [
    monthlyField(
      "monthlyIncomeAfterTax",
      "Take-home pay",
      "What reaches your bank account each month, after tax, National Insurance and pension. For a couple, both together.",
      "2,500",
      { calculator: "take-home-pay", linkText: "Work out your take-home pay" },
    ),
    monthlyField(
      "monthlyBenefits",
      "Benefits",
      "Universal Credit, Child Benefit and any other benefits paid to the household.",
      "600",
      { calculator: "universal-credit", linkText: "Work out your Universal Credit" },
    ),
    monthlyField("housing", "Rent or mortgage", "With home insurance, if you pay it.", "950"),
    monthlyField(
      "councilTax",
      "Council tax",
      "Your council's charge after any discount or reduction; a year's bill typed as such is read ÷ 12. Leave it blank if your rent, or the mortgage figure above, already includes it.",
      "160",
    ),
    monthlyField("energy", "Energy", "Electricity and gas.", "140"),
    monthlyField("travel", "Travel", "Fuel, charging, fares and parking.", "120"),
    monthlyField(
      "childcare",
      "Childcare",
      "What you pay for childcare after funded hours and Tax-Free Childcare or Universal Credit's childcare element.",
      "400",
      { calculator: "childcare", linkText: "Work out your childcare costs" },
    ),
    monthlyField(
      "otherCosts",
      "Everything else",
      "Food, phone and broadband, debt repayments, subscriptions.",
      "600",
    ),
  ],
  method: () => import("./method").then((module) => module.method),
  engine: () => import("./calculate").then((module) => module.engine),
  rows: ({ shares, totalSharePct, ...result }) => [
    {
      key: "monthlyTotal",
      label: "Your costs a month",
      value: money(result.monthlyTotal),
      primary: true,
    },
    {
      key: "leftOver",
      label:
        result.benefits > 0
          ? "Left over from take-home pay and benefits"
          : "Left over from take-home pay",
      value: money(result.leftOver),
    },
    // Shares of take-home pay, once it is given: the whole, then each cost there is.
    ...(shares && totalSharePct !== null
      ? [
          {
            key: "totalSharePct",
            label: "Costs: share of take-home pay",
            value: percent(totalSharePct),
          },
          ...COSTS.filter((key) => result.costs[key] > 0).map((key) => ({
            key: `${key}SharePct`,
            label: `${COST_NAMES[key]}: share of take-home pay`,
            value: percent(shares[key]),
          })),
        ]
      : []),
  ],
};
