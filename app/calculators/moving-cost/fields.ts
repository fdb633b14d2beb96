/** What the moving calculator asks: the move itself, and optionally buying the home moved into. */
import { PURCHASE_FIELDS } from "~/calculators/property-tax/purchase-fields";
import {
  choiceOptions,
  defineFields,
  type FieldKey,
  type Inputs,
  leadingFigure,
  MONEY_FIELD,
} from "~/calculators/types";
import { DISTANCE_UNIT_FIELD } from "~/calculators/units";

const buying = (inputs: Pick<Inputs, "buying">) => inputs.buying === "true";

export const fields = defineFields([
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
    options: choiceOptions([
      ["studio", "Studio"],
      ["1bed", "1 bedroom"],
      ["2bed", "2 bedrooms"],
      ["3bed", "3 bedrooms"],
      ["4bed", "4 or more bedrooms"],
    ]),
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
]);

export type MovingKey = FieldKey<typeof fields>;
