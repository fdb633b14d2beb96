/**
 * The day every figure in app/reference/figures/ was last checked against its sources, as a whole
 * review: the figures' `checked` days are typed from these. Small on purpose: the calculators'
 * one-press figures import it without the figures themselves. What the site states about when its
 * figures were checked (About, the FAQ, Terms) is worked out from the figures (figures-checked.ts).
 */
import { longDate } from "../site/dates";
export const FIGURES_REVIEWED = "2026-11-23";

/** FIGURES_REVIEWED as people write it: "23 November 2026". */
export const FIGURES_REVIEWED_LONG = longDate(FIGURES_REVIEWED);

/** The stamp duty and affordability figures, checked on the day their calculators were added, after the review. */
export const CHECKED_NOVEMBER_24 = "2026-11-24";

/** Checked again on 26 November 2026: the Lifetime ISA ages and the Welsh leasing refund. */
export const CHECKED_NOVEMBER_26 = "2026-11-26";

/** Checked on 3 December 2026: VAT on household electricity, the price cap for October to December 2026, fuel duty and its steps to March 2027, Bank Rate, the Warm Home Discount and council tax in England, Scotland and Wales. */
export const CHECKED_DECEMBER_3 = "2026-12-03";
