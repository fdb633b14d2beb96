/** What the stamp duty calculator asks: the purchase, and whether the buyer lives in the UK. */
import { PURCHASE_FIELDS } from "~/calculators/property-tax/purchase-fields";
import { defineFields, type FieldKey } from "~/calculators/types";

export const fields = defineFields([
  ...PURCHASE_FIELDS,
  {
    key: "nonUkResident",
    kind: "checkbox",
    label: "I am not resident in the UK",
    hint: "If you have not spent most of the year before you buy in the UK, a surcharge applies on every band in England and Northern Ireland. HMRC's test is under How this is calculated.",
    default: "false",
    visible: (inputs) => inputs.nation === "england",
  },
]);

export type StampDutyKey = FieldKey<typeof fields>;
