/** What the mortgage form shows as it is filled in. */
import { type Inputs, leadingFigure } from "~/calculators/types";

/**
 * The deal's length in whole months (0 without one), as the form reads it: the rate after the deal
 * shows, and the rate is labelled "during the deal", once it is above 0.
 */
export const dealMonthsOf = (inputs: Pick<Inputs, "dealYears">) =>
  Math.round(leadingFigure(inputs.dealYears) * 12);
