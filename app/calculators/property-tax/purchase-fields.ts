/**
 * The fields of a home purchase, shared by the stamp duty calculator and the moving calculator's
 * "Buying a home" (how they are read and checked: purchase.ts).
 */
import { choiceOptions, type Field, MONEY_FIELD } from "~/calculators/types";

/** The purchase's field keys. A field missing below fails the build where purchase.ts reads it. */
export type PurchaseKey = "propertyPrice" | "nation" | "firstTimeBuyer" | "additionalProperty";

/**
 * The purchase's fields, in the order a buyer answers them; each keeps its own key's type, so the
 * calculators that list them among their own fields infer every key (types.ts, `defineFields`).
 */
export const PURCHASE_FIELDS = [
  {
    key: "propertyPrice",
    ...MONEY_FIELD,
    label: "Price of the home",
    placeholder: "300,000",
  },
  {
    key: "nation",
    kind: "select",
    label: "Where the home is",
    default: "england",
    options: choiceOptions([
      ["england", "England or Northern Ireland (SDLT)"],
      ["scotland", "Scotland (LBTT)"],
      ["wales", "Wales (LTT)"],
    ]),
  },
  {
    key: "firstTimeBuyer",
    kind: "checkbox",
    label: "First-time buyer",
    hint: (inputs) =>
      inputs.nation === "wales"
        ? "Wales has no first-time buyer relief, so this changes nothing there."
        : "You, and anyone buying with you, have never owned a home anywhere, and will live in this one.",
    default: "false",
  },
  {
    key: "additionalProperty",
    kind: "checkbox",
    label: "I will own another home as well",
    hint: "Higher rates apply if you (or anyone buying with you) will still own another home and this one does not replace your main home. A first-time buyer cannot tick this.",
    default: "false",
  },
] as const satisfies readonly Field<PurchaseKey>[];
