import ArrowLeftRight from "lucide/dist/esm/icons/arrow-left-right.mjs";
import { lazy, Suspense } from "react";
import type { ResultRow } from "~/calculators/types";
import { Icon } from "~/site/icon";

// Fetched when the visitor first presses Compare (or opens a comparison's link).
const Comparison = lazy(() => import("./comparison"));

/**
 * A result's rows, the primary one first and large, a word when the form has changed since, and
 * the button that keeps them to compare with other figures; while comparing, A, B and the
 * difference instead.
 */
export default function ResultRows({
  rows,
  stale,
  actionLabel,
  onCompare,
  linksToSheet,
  comparison,
}: {
  rows: readonly ResultRow[];
  stale: boolean;
  actionLabel: string;
  onCompare: () => void;
  /** Whether the rows lead on to the monthly costs sheet: a calculator's do, the sheet's own do not. */
  linksToSheet: boolean;
  /** The rows kept as A, and whether B is still the same figures. */
  comparison: { a: readonly ResultRow[]; waitingForB: boolean; onStop: () => void } | null;
}) {
  // While B is still A's figures, the comparison itself asks for Calculate.
  const staleNotice = stale && !comparison?.waitingForB && (
    <p
      data-results-stale=""
      className="mt-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-slate-900"
    >
      These results are for the figures you had before your last change. Press {actionLabel} to
      update them.
    </p>
  );
  if (comparison)
    return (
      <>
        {staleNotice}
        <Suspense fallback={null}>
          <Comparison {...comparison} b={rows} />
        </Suspense>
      </>
    );
  return (
    <>
      {staleNotice}
      <dl className="mt-4 divide-y divide-slate-200">
        {rows.map((row) => (
          <div
            key={row.key}
            className={
              row.primary
                ? "pb-4 print:pb-2"
                : "flex items-baseline justify-between gap-4 py-2.5 print:py-1"
            }
          >
            <dt className="text-slate-700">{row.label}</dt>
            <dd
              data-result={row.key}
              className={
                row.primary
                  ? "mt-1 text-4xl font-bold tracking-tight text-brand-800"
                  : "text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums"
              }
            >
              {row.value.text}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn-secondary btn-sm no-print mt-4" onClick={onCompare}>
        <Icon icon={ArrowLeftRight} className="size-5" />
        Compare with other figures
      </button>
      {linksToSheet && (
        <p className="no-print mt-4 text-slate-700">
          <a href="/my-costs" className="link">
            Your monthly costs
          </a>{" "}
          adds up a month of your household's costs, filled in from the calculators you have saved.
        </p>
      )}
    </>
  );
}
