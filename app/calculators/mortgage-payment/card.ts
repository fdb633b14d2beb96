import Landmark from "lucide/dist/esm/icons/landmark.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: Landmark,
  description: "Estimate your monthly repayment, total interest and what overpaying saves.",
  categoryLabel: "Buying",
} satisfies CalculatorCardContent;
