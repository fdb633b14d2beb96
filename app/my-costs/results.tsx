import { formatMoney } from "~/site/format";
import type { MyCostsResult } from "./calculate";
import { CalculatorName, useSavedFigures } from "./source-note";

/**
 * After the sheet's figures: a word when there is no take-home pay or the costs are more, and the
 * one-off costs saved in the calculators (moving, stamp duty), apart from the monthly total.
 */
export default function MyCostsResults({ result }: { result: MyCostsResult }) {
  const oneOffs = useSavedFigures()?.oneOffs ?? [];

  return (
    <>
      {result.income === 0 && result.benefits === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-slate-700">
          Add your take-home pay to see what is left over and each cost's share of it.
        </p>
      ) : (
        result.leftOver < 0 && (
          <p className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-slate-900">
            Your costs are {formatMoney(-result.leftOver)} a month more than your take-home pay
            {result.benefits > 0 && " and benefits"}.
          </p>
        )
      )}
      {oneOffs.length > 0 && (
        <section aria-labelledby="one-offs-heading" className="mt-6 border-t border-slate-200 pt-4">
          <h3 id="one-offs-heading" className="font-semibold text-slate-900">
            One-off costs you have saved
          </h3>
          <p className="mt-1 text-sm text-slate-600">Paid once, so not in the monthly total.</p>
          <ul className="mt-2 space-y-2">
            {oneOffs.map((oneOff) => (
              <li key={oneOff.calculator} data-one-off={oneOff.calculator}>
                <span className="font-semibold text-slate-900">{formatMoney(oneOff.value)}</span>{" "}
                from your saved <CalculatorName calculator={oneOff.calculator} />: {oneOff.what}.
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
