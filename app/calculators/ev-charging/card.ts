import PlugZap from "lucide/dist/esm/icons/plug-zap.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: PlugZap,
  description: "Compare the cost per mile of an electric car against petrol.",
  categoryLabel: "Driving",
} satisfies CalculatorCardContent;
