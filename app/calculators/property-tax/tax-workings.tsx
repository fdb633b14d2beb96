import { longDate } from "~/site/dates";
import { formatMoney } from "~/site/format";
import type { PropertyTaxEstimate } from "./estimate-property-tax";
import { describeNotApplied, describeSlice, formatRate } from "./property-tax-text";

/** A price in whole pounds without pence, as people say it. */
const formatPrice = (price: number) =>
  Number.isInteger(price) ? formatMoney(price, 0) : formatMoney(price);

/** The tax band by band, as both calculators that work it out show it, and the rules it used. */
export function PropertyTaxWorkings({ tax }: { tax: PropertyTaxEstimate }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-700 print:text-xs">
        {tax.taxName} ({tax.where}) on {formatPrice(tax.price)}. Each rate applies only to the part
        of the price in its band.
        {tax.notApplied && ` ${describeNotApplied(tax.notApplied)}`}
      </p>
      <table className="mt-2 w-full text-sm tabular-nums print:text-xs">
        <caption className="sr-only">{tax.taxName}, band by band</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-1 print:py-0 text-left font-semibold">
              Part of the price
            </th>
            {["Rate", "Tax"].map((heading) => (
              <th key={heading} scope="col" className="py-1 print:py-0 text-right font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tax.slices.map((slice) => (
            <tr key={slice.from} className="border-b border-slate-100">
              <th scope="row" className="py-1 print:py-0 text-left font-normal">
                {describeSlice(slice)}
              </th>
              <td className="py-1 print:py-0 text-right">{formatRate(slice.ratePct)}</td>
              <td className="py-1 print:py-0 text-right">{formatMoney(slice.tax)}</td>
            </tr>
          ))}
          {tax.supplement && (
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-1 print:py-0 text-left font-normal">
                {tax.supplement.name}, on the whole {formatPrice(tax.supplement.on)}
              </th>
              <td className="py-1 print:py-0 text-right">{formatRate(tax.supplement.ratePct)}</td>
              <td className="py-1 print:py-0 text-right">{formatMoney(tax.supplement.tax)}</td>
            </tr>
          )}
          {tax.total !== tax.beforeRounding && (
            <tr className="border-b border-slate-100">
              <th scope="row" colSpan={2} className="py-1 print:py-0 text-left font-normal">
                Rounded down to the whole pound
              </th>
              <td className="py-1 print:py-0 text-right">
                −{formatMoney(tax.beforeRounding - tax.total)}
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-1 print:py-0 text-left font-semibold">
              Total {tax.shortName}
            </th>
            <td className="py-1 print:py-0 text-right font-semibold">{formatMoney(tax.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-sm text-slate-700 print:text-xs">
        Rules applied:{" "}
        {tax.applied
          .map((rule) => `${rule.name} (from ${longDate(rule.effectiveFrom)})`)
          .join("; ")}
        .
      </p>
    </>
  );
}
