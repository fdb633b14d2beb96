/**
 * The fields the two mortgage calculators ask alike. Field definitions only: the page loads them
 * with the form, before the engine (repayment.ts holds how the term is read).
 */
import type { Field } from "./types";

/** The mortgage term in whole years, 25 unless changed. */
export const MORTGAGE_TERM_FIELD = {
  key: "termYears",
  kind: "number",
  label: "Mortgage term",
  default: "25",
  inputMode: "numeric",
  suffix: "years",
} as const satisfies Field<"termYears">;
