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
