/** What the mortgage form shows as it is filled in. */
import { leadingFigure } from "~/calculators/types";
import type { MortgageInputs } from "./calculate";

/**
 * The deal's length in whole months (0 without one), as the form reads it: the rate after the deal
 * shows, and the rate is labelled "during the deal", once it is above 0.
 */
export const dealMonthsOf = (inputs: Pick<MortgageInputs, "dealYears">) =>
  Math.round(leadingFigure(inputs.dealYears) * 12);
