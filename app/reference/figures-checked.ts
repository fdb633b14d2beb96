/**
 * When the site's figures were checked, worked out from each figure's own `checked` day, so every
 * page that states it (About, the FAQ, Terms) says the same as the figures themselves: the oldest
 * check and the newest. An article's own line takes the oldest check among the figures it prints
 * (citations.ts), which always falls within this span.
 */
import { longDate } from "../site/dates";
import { FIGURES } from "./figures";

export interface CheckedSpan {
  /** The oldest check, YYYY-MM-DD: every figure was checked on or after it. */
  first: string;
  /** The newest check, YYYY-MM-DD. */
  last: string;
}

/** The span of the given check days. */
export function checkedSpan(days: readonly string[]): CheckedSpan {
  if (days.length === 0) throw new Error("checkedSpan: no check days");
  const sorted = [...days].sort();
  return { first: sorted[0]!, last: sorted.at(-1)! };
}

/** "on 23 November 2026", or "between 23 November 2026 and 26 November 2026" over several days. */
export function checkedWhen({ first, last }: CheckedSpan): string {
  if (first === last) return `on ${longDate(first)}`;
  // Each day written whole, so the oldest check reads as the date it is.
  return `between ${longDate(first)} and ${longDate(last)}`;
}

/** When every figure on the site was last checked, from their own check days. */
export const FIGURES_CHECKED: CheckedSpan = checkedSpan(
  Object.values(FIGURES).map((figure) => figure.checked),
);

/** FIGURES_CHECKED as the site writes it: "between 23 November 2026 and 26 November 2026". */
export const FIGURES_CHECKED_WHEN = checkedWhen(FIGURES_CHECKED);
