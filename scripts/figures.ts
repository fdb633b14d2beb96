/**
 * `npm run figures`: every reference figure by the day it holds until (the end of its period, or the
 * day to check it again), those past it first and those kept as history last, with the source to
 * check. Only figures that stand for today can be past their date. How to update one:
 * docs/content-style.md#dated-figures.
 */
import { figuresByDate } from "../app/reference/figure-dates";
import { formatFigure } from "../app/reference/format";
import { today } from "../app/site/dates";

const day = process.argv[2] ?? today();
const rows = figuresByDate(day);
const past = rows.filter((row) => row.past).length;
const history = rows.filter((row) => row.history).length;

console.log(
  `Reference figures on ${day}: ${past} of ${rows.length} past their date, not counting ${history} kept as history.\n`,
);
console.log("| | Until | Figure | Value | Holds | Check |");
console.log("|---|---|---|---|---|---|");
for (const { id, figure, until, past: isPast, history: isHistory } of rows) {
  const kind = figure.to ? "ends" : "check by";
  const mark = isPast ? "PAST" : isHistory ? "history" : "";
  console.log(
    `| ${mark} | ${until} (${kind}) | ${id} | ${formatFigure(id)} | ${figure.period} | ${figure.sources[0].url} |`,
  );
}
