import { ResultsSection } from "~/calculators/results-section";
import { LETTING_INCOME_CHECK } from "~/reference/letting";
import { longDate } from "~/site/dates";
import { formatMoney } from "~/site/format";
import { FigureMarker } from "~/site/stale-notice";
import type { LettingCheck, RentResult } from "./calculate";
import { RENT_GUIDANCE_TEXT } from "./definition";

const TONE = {
  within: "border-emerald-700 bg-emerald-50 text-emerald-950",
  "slightly-above": "border-amber-600 bg-amber-50 text-amber-950",
  above: "border-red-700 bg-red-50 text-red-950",
  "no-room": "border-red-700 bg-red-50 text-red-950",
} as const;

/**
 * The guidance for the share of take-home pay the rent would take, and, with the pay before tax,
 * the letting agents' usual check of it (docs/product.md#rent-affordability).
 */
export default function RentGuidance({ result }: { result: RentResult }) {
  return (
    <>
      <p
        data-result="guidance"
        className={`mt-4 rounded-lg border-l-4 p-4 ${TONE[result.guidance]}`}
      >
        {RENT_GUIDANCE_TEXT[result.guidance]}
      </p>
      {result.lettingCheck && (
        <LettingCheckText check={result.lettingCheck} rent={result.adjustedMaxRent} />
      )}
      <p className="mt-4 text-sm text-slate-700 print:hidden">
        On a low income, Universal Credit may pay towards the rent and Child Benefit is paid for
        each child:{" "}
        <a className="link" href="/calculators/universal-credit">
          work them out in the Universal Credit and Child Benefit Calculator
        </a>
        , and add them to your income here.
      </p>
    </>
  );
}

/** What the letting agents' check makes of this rent, with who reports the check and when we checked. */
function LettingCheckText({ check, rent }: { check: LettingCheck; rent: number }) {
  const { multiple, reportedBy, checked, checkBy, sources } = LETTING_INCOME_CHECK;
  return (
    <ResultsSection headingId="letting-check-heading" heading="The letting agents' check">
      <p
        data-result="lettingCheck"
        className={`mt-1 text-sm print:text-xs ${check.passes ? "text-slate-700" : "rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950"}`}
      >
        Letting agents usually check that your pay before tax is at least {multiple} times the
        monthly rent. {formatMoney(check.yearlyPay, 0, 2)} a year allows up to{" "}
        {formatMoney(check.mostRent)} a month, so{" "}
        {check.passes
          ? `a rent of ${formatMoney(rent)} passes it.`
          : `a rent of ${formatMoney(rent)} is more than it allows: an agent may ask for a guarantor.`}
      </p>
      <p className="mt-1 text-sm text-slate-700 print:hidden">
        The check is usual, not a rule: each agent or referencing firm sets its own. Reported by{" "}
        {reportedBy}; we last checked on {longDate(checked)}.
        {/* The method text says once that the check is due to be looked at again. */}
        <FigureMarker dates={{ checkBy }} />
      </p>
      <ul className="mt-1 text-sm print:hidden">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} className="link" rel="noopener">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </ResultsSection>
  );
}
