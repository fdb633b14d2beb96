/** Dates as the site writes them. ISO dates are calendar days, so they are read in UTC. */

let longDates: Intl.DateTimeFormat | undefined;

/** "23 November 2026" from "2026-11-23". */
export function longDate(iso: string): string {
  longDates ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return longDates.format(new Date(`${iso}T00:00:00Z`));
}

/** The day after an ISO date, as an ISO date: a figure that holds until the 30th is replaced on the 1st. */
export const dayAfter = (iso: string) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

/**
 * The ISO date `months` calendar months before another: 2026-05-26 from 2026-11-26 and 6. A day the
 * earlier month lacks rolls over, as JavaScript's dates do (six months before 31 August is 3 March).
 */
export function monthsBefore(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * Today where the code runs, as an ISO date: the visitor's own day in the browser (as the inline
 * script in site/show-stale-notices.ts reads it), the machine's when the site is built or a script
 * runs. Built from the date's parts, not a locale's format, so the browser need not load its
 * locale data (tens of milliseconds on a phone) to read the date.
 */
export const today = (now = new Date()) =>
  `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
