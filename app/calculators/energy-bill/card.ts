import Lightbulb from "lucide/dist/esm/icons/lightbulb.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: Lightbulb,
  description: "Estimate your monthly electricity and gas bill from your home.",
  categoryLabel: "Home energy",
} satisfies CalculatorCardContent;
