import Truck from "lucide/dist/esm/icons/truck.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: Truck,
  description: "Budget for a house move: removals, packing, storage and assembly.",
  categoryLabel: "Moving",
} satisfies CalculatorCardContent;
