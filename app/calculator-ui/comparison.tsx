import X from "lucide/dist/esm/icons/x.mjs";
import type { ResultRow } from "~/calculators/types";
import { Icon } from "~/site/icon";

/** A shown figure read back: "−£1,234.50" is −1234.5 with "£" before and 2 decimals. */
const SHOWN = /^([−-])?(£?)(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?(.*)$/;

/**
 * B minus A for one row, worked from the figures as shown so the three columns agree to the penny,
 * in the same form ("+£49.87", "−0.4%"); "No change" when equal, and a dash for rows that are not
 * figures in the same unit (a verdict, a duration).
 */
export function difference(a: string, b: string): string {
  const [ma, mb] = [SHOWN.exec(a), SHOWN.exec(b)];
  if (!ma || !mb || ma[2] !== mb[2] || ma[5] !== mb[5]) return "–";
  const value = (m: RegExpExecArray) =>
    (m[1] ? -1 : 1) * Number(`${m[3]!.replaceAll(",", "")}.${m[4] ?? "0"}`);
  const decimals = Math.max(ma[4]?.length ?? 0, mb[4]?.length ?? 0);
  const diff = Number((value(mb) - value(ma)).toFixed(decimals));
  if (diff === 0) return "No change";
  const shown = Math.abs(diff).toLocaleString("en-GB", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${diff > 0 ? "+" : "−"}${mb[2]}${shown}${mb[5]}`;
}

const COLUMNS = [
  { scenario: "a", heading: "A: the figures you kept" },
  { scenario: "b", heading: "B: the figures now" },
  { scenario: "difference", heading: "Difference (B − A)" },
] as const;

/** Two results side by side, A and B, and B minus A for every row; stacked on a phone. */
export default function Comparison({
  a,
  b,
  waitingForB,
  onStop,
}: {
  a: readonly ResultRow[];
  b: readonly ResultRow[];
  /** B's figures are still A's: nothing to compare yet. */
  waitingForB: boolean;
  onStop: () => void;
}) {
  const byKey = (rows: readonly ResultRow[]) => new Map(rows.map((row) => [row.key, row]));
  const [rowsA, rowsB] = [byKey(a), byKey(b)];
  const keys = [...new Set([...rowsA.keys(), ...rowsB.keys()])];
  // Each column names its rows as its own result does ("Monthly payment at 4.5%").
  const cell = (scenario: (typeof COLUMNS)[number]["scenario"], key: string) => {
    const [rowA, rowB] = [rowsA.get(key), rowsB.get(key)];
    if (scenario === "a") return { label: (rowA ?? rowB)!.label, value: rowA?.value ?? "–" };
    if (scenario === "b") return { label: (rowB ?? rowA)!.label, value: rowB?.value ?? "–" };
    return {
      label: (rowB ?? rowA)!.label,
      value: rowA && rowB ? difference(rowA.value, rowB.value) : "–",
    };
  };
  return (
    <section aria-labelledby="comparison-heading" className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="comparison-heading" className="text-lg font-semibold text-slate-900">
          Comparing A and B
        </h3>
        <button type="button" className="btn btn-secondary no-print" onClick={onStop}>
          <Icon icon={X} className="size-5" />
          Stop comparing
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700 print:text-xs">
        {waitingForB
          ? "A keeps the result you had. Change any figures above and press Calculate to work out B beside it."
          : "A is the result you kept; B is the one for the figures in the form. The difference is B minus A, from the figures as shown."}
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-3 print:grid-cols-3 print:gap-1">
        {COLUMNS.map(({ scenario, heading }) => (
          <div
            key={scenario}
            data-scenario={scenario}
            className="min-w-0 rounded-lg border border-slate-200 p-3 print:p-1"
          >
            <h4 className="font-semibold text-slate-900">{heading}</h4>
            <dl className="mt-2 divide-y divide-slate-200 text-sm print:text-xs">
              {keys.map((key) => {
                const { label, value } = cell(scenario, key);
                return (
                  <div key={key} className="py-1.5 print:py-0.5">
                    <dt className="text-slate-700">{label}</dt>
                    <dd data-result={key} className="font-semibold text-slate-900 tabular-nums">
                      {value}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
