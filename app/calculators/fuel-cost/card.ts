import Fuel from "lucide/dist/esm/icons/fuel.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: Fuel,
  description: "Price a journey or a month of commuting in petrol or diesel.",
  categoryLabel: "Driving",
} satisfies CalculatorCardContent;
