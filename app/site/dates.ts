/** Dates as the site writes them: ISO days in the data, "1 October 2026" on the page. */
let format: Intl.DateTimeFormat | undefined;

/** 2026-11-23 → "23 November 2026". Made on first use: a formatter costs time while a page loads. */
export function longDate(iso: string): string {
  format ??= new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** 2026-09-30 → 2026-10-01: the first day a period's successor applies. */
export const dayAfter = (iso: string) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
