import type { AmortisationYear } from "./calculate";

/** The year-by-year schedule as CSV, pounds to 2 decimals, for a spreadsheet. */
export function scheduleCsv(schedule: readonly AmortisationYear[]): string {
  const rows = schedule.map((year) =>
    [year.year, year.interest, year.principal, year.closingBalance]
      .map((value, index) => (index === 0 ? String(value) : value.toFixed(2)))
      .join(","),
  );
  return ["Year,Interest paid (GBP),Capital repaid (GBP),Balance at year end (GBP)", ...rows].join(
    "\r\n",
  );
}
