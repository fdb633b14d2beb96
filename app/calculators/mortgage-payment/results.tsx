import Download from "lucide/dist/esm/icons/download.mjs";
import { formatMoney } from "~/site/format";
import { Icon } from "~/site/icon";
import { ScrollRegion } from "~/site/scroll-region";
import type { AmortisationYear, MortgageResult } from "./calculate";
import { scheduleCsv } from "./schedule-csv";

const WIDTH = 560;
const HEIGHT = 220;
const PAD = { left: 92, right: 12, top: 14, bottom: 34 };

function points(schedule: readonly AmortisationYear[], loan: number, years: number) {
  const x = (year: number) => PAD.left + (year / years) * (WIDTH - PAD.left - PAD.right);
  const y = (balance: number) => PAD.top + (1 - balance / loan) * (HEIGHT - PAD.top - PAD.bottom);
  return [
    `${x(0)},${y(loan)}`,
    ...schedule.map((row) => `${x(row.year)},${y(row.closingBalance)}`),
  ].join(" ");
}

/** What the chart shows, in words: the balance at the start and end, the deal, the overpayment. */
function describe({ loanAmount, stillOwedAtEnd, deal, overpayment, schedule }: MortgageResult) {
  const years = schedule.length;
  const owed = (amount: number) => (amount > 0 ? formatMoney(amount) : "£0");
  const balance =
    stillOwedAtEnd >= loanAmount
      ? `The balance stays at ${formatMoney(loanAmount)} for ${years} years`
      : `The balance falls from ${formatMoney(loanAmount)} to ${owed(stillOwedAtEnd)} over ${years} years`;
  const rates = deal
    ? `, the rate changing from ${deal.ratePct}% to ${deal.revertRatePct}% when the deal ends after ${deal.months} months`
    : "";
  const overpaid = !overpayment
    ? ""
    : overpayment.monthsSaved === null
      ? `, or to ${owed(overpayment.stillOwedAtEnd)} with the overpayment`
      : `, or over ${Math.ceil(overpayment.months / 12)} years with the overpayment`;
  return `${balance}${rates}${overpaid}. The table below gives every year.`;
}

/** The balance over time (with any overpayment), and the year-by-year table with a CSV download. */
export default function MortgageSchedule({ result }: { result: MortgageResult }) {
  if (result.schedule.length === 0) return null;
  const years = result.schedule.length;
  const { deal } = result;
  const dealX = deal && PAD.left + (deal.months / 12 / years) * (WIDTH - PAD.left - PAD.right);
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([scheduleCsv(result.schedule)], { type: "text/csv;charset=utf-8" }),
    );
    const link = Object.assign(document.createElement("a"), {
      href: url,
      download: "mortgage-schedule.csv",
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  const ticks = [0, 0.5, 1].map((share) => result.loanAmount * share);

  return (
    <div className="mt-6 print:mt-2">
      <figure>
        <figcaption className="font-semibold text-slate-900">Balance owed over time</figcaption>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="mt-2 h-auto w-full"
          role="img"
          aria-label={describe(result)}
        >
          {ticks.map((tick) => {
            const y = PAD.top + (1 - tick / result.loanAmount) * (HEIGHT - PAD.top - PAD.bottom);
            return (
              <g key={tick}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e2e8f0" />
                <text x={PAD.left - 8} y={y + 6} textAnchor="end" fontSize="18" fill="#475569">
                  {formatMoney(tick, 0)}
                </text>
              </g>
            );
          })}
          <text x={PAD.left} y={HEIGHT - 6} fontSize="18" fill="#475569">
            Year 0
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="18" fill="#475569">
            Year {years}
          </text>
          {dealX && (
            <g>
              <line
                x1={dealX}
                x2={dealX}
                y1={PAD.top}
                y2={HEIGHT - PAD.bottom}
                stroke="#475569"
                strokeDasharray="4 4"
              />
              <text
                x={deal.months / 12 > years / 2 ? dealX - 6 : dealX + 6}
                y={HEIGHT - PAD.bottom - 8}
                textAnchor={deal.months / 12 > years / 2 ? "end" : "start"}
                fontSize="18"
                fill="#475569"
              >
                Deal ends
              </text>
            </g>
          )}
          <polyline
            points={points(result.schedule, result.loanAmount, years)}
            fill="none"
            stroke="var(--color-brand-700)"
            strokeWidth="3"
          />
          {result.overpaidSchedule && (
            <polyline
              points={points(result.overpaidSchedule, result.loanAmount, years)}
              fill="none"
              stroke="var(--color-amber-500)"
              strokeWidth="3"
              strokeDasharray="6 4"
            />
          )}
        </svg>
        {result.overpaidSchedule && (
          <p className="mt-1 flex gap-4 text-sm text-slate-700">
            <span>
              <span
                aria-hidden="true"
                className="mr-1 inline-block h-1 w-5 bg-brand-700 align-middle"
              />
              As agreed
            </span>
            <span>
              <span
                aria-hidden="true"
                className="mr-1 inline-block h-1 w-5 bg-amber-500 align-middle"
              />
              With overpayment
            </span>
          </p>
        )}
      </figure>
      <details className="no-print mt-4 rounded-lg border border-slate-200">
        <summary className="cursor-pointer p-3 font-semibold text-slate-900">
          Year-by-year table
        </summary>
        {deal && (
          <p className="px-3 pb-3 text-sm text-slate-700">
            Rates: {deal.ratePct}% a year for the first {deal.months} months, then{" "}
            {deal.revertRatePct}%.
          </p>
        )}
        <ScrollRegion className="max-h-80 overflow-auto" label="Year-by-year table (scrolls)">
          <table className="w-full text-right text-sm tabular-nums">
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className="p-2 text-left">
                  Year
                </th>
                {["Interest", "Capital", "Balance"].map((heading) => (
                  <th key={heading} scope="col" className="p-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.schedule.map((row) => (
                <tr key={row.year} className="border-t border-slate-200">
                  <th scope="row" className="p-2 text-left font-normal">
                    {row.year}
                  </th>
                  <td className="p-2">{formatMoney(row.interest)}</td>
                  <td className="p-2">{formatMoney(row.principal)}</td>
                  <td className="p-2">{formatMoney(row.closingBalance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <div className="border-t border-slate-200 p-3">
          <button type="button" className="btn btn-secondary btn-sm no-print" onClick={download}>
            <Icon icon={Download} className="size-4" />
            Download CSV
          </button>
        </div>
      </details>
    </div>
  );
}
