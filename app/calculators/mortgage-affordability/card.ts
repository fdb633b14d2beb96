import PiggyBank from "lucide/dist/esm/icons/piggy-bank.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: PiggyBank,
  description: "See how much you could borrow on your income, and what it would cost each month.",
  categoryLabel: "Buying",
} satisfies CalculatorCardContent;
