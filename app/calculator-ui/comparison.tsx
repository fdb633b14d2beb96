import X from "lucide/dist/esm/icons/x.mjs";
import { formatQuantity, shownDecimals, shownDifference } from "~/calculators/row-values";
import type { ResultRow, RowValue } from "~/calculators/types";
import { signed } from "~/site/format";
import { Icon } from "~/site/icon";

/**
 * B minus A for one row, worked from the amounts as shown so the three columns agree to the penny,
 * and shown as a change: money, percentages, distances and energy signed in their unit ("+£49.87",
 * "−0.4%"), durations in years and months ("+4 years", "−1 year 3 months"). "No change" when equal;
 * a dash for words, or figures in different units (miles in one, km in the other).
 */
export function difference(a: RowValue, b: RowValue): string {
  const change = shownDifference(a, b);
  if (change === undefined || b.kind === "words") return "–";
  if (change === 0) return "No change";
  // The sign is the change's own: a row that is itself a change (+£427.62) shows its size here.
  const unsigned = b.kind === "money" ? { ...b, signed: false } : b;
  return signed(change, shownDecimals(b), (size) => formatQuantity(unsigned, size));
}

/**
 * The difference column's name for a row: its label, or, where the label follows the inputs and
 * differs ("Stamp Duty Land Tax" in A, "Land and Buildings Transaction Tax" in B), both, so the
 * column does not call B's figure less A's by B's name alone.
 */
export function differenceLabel(labelA: string, labelB: string): string {
  return labelA === labelB ? labelB : `${labelB} (B) less ${labelA} (A)`;
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
    if (scenario === "a") return { label: (rowA ?? rowB)!.label, value: rowA?.value.text ?? "–" };
    if (scenario === "b") return { label: (rowB ?? rowA)!.label, value: rowB?.value.text ?? "–" };
    if (!rowA || !rowB) return { label: (rowB ?? rowA)!.label, value: "–" };
    return {
      label: differenceLabel(rowA.label, rowB.label),
      value: difference(rowA.value, rowB.value),
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
