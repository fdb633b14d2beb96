import House from "lucide/dist/esm/icons/house.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: House,
  description: "See how much rent fits your take-home pay, after your other debts.",
  categoryLabel: "Renting",
} satisfies CalculatorCardContent;
