import Baby from "lucide/dist/esm/icons/baby.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: Baby,
  description:
    "Work out what childcare costs you a month after funded hours, and whether Tax-Free Childcare or Universal Credit's childcare element leaves you better off, in England, Scotland or Wales.",
  categoryLabel: "Family",
} satisfies CalculatorCardContent;
