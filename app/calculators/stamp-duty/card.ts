import ReceiptPoundSterling from "lucide/dist/esm/icons/receipt-pound-sterling.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: ReceiptPoundSterling,
  description:
    "Work out Stamp Duty, LBTT or LTT on a home in England, Northern Ireland, Scotland or Wales.",
  categoryLabel: "Buying",
} satisfies CalculatorCardContent;
