import Wallet from "lucide/dist/esm/icons/wallet.mjs";
import type { CalculatorCardContent } from "../registry";

export const card = {
  icon: Wallet,
  description:
    "Work out your pay after income tax, National Insurance, student loans and pension, a year, a month and a week.",
  categoryLabel: "Pay",
} satisfies CalculatorCardContent;
