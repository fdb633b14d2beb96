/**
 * `npm run figures`: every reference figure by the day it holds until (the end of its period, or the
 * day to check it again), those already past it first, with the source to check. How to update one:
 * docs/content-style.md#dated-figures.
 */
import { figuresByDate } from "../app/reference/figure-dates";
import { formatFigure } from "../app/reference/format";
import { today } from "../app/site/dates";

const day = process.argv[2] ?? today();
const rows = figuresByDate(day);
const past = rows.filter((row) => row.past).length;

console.log(`Reference figures on ${day}: ${past} of ${rows.length} past their date.\n`);
console.log("| | Until | Figure | Value | Holds | Check |");
console.log("|---|---|---|---|---|---|");
for (const { id, figure, until, past: isPast } of rows) {
  const kind = figure.to ? "ends" : "check by";
  console.log(
    `| ${isPast ? "PAST" : ""} | ${until} (${kind}) | ${id} | ${formatFigure(id)} | ${figure.period} | ${figure.sources[0].url} |`,
  );
}
