import HandCoins from "lucide/dist/esm/icons/hand-coins.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: HandCoins,
  description:
    "Work out the Universal Credit and Child Benefit your household is owed a month, with your rent, children, earnings and savings, at 2026-27 rates.",
  categoryLabel: "Benefits",
} satisfies CalculatorCardContent;
