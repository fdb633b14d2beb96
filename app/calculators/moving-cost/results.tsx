import { BarChart } from "~/calculators/charts/bar-chart";
import { formatMoney, formatMoneyRounded } from "~/calculators/format";
import {
  describeNotApplied,
  describeSlice,
  formatDate,
  formatRate,
} from "~/calculators/property-tax/property-tax-text";
import type { BuyingCosts, MovingResult } from "./calculate";

/** A price in whole pounds without pence, as people say it. */
const formatPrice = (price: number) =>
  Number.isInteger(price) ? formatMoneyRounded(price) : formatMoney(price);

/** Where the money goes: removals, packing, assembly, storage and, when buying, tax and fees. */
export default function MovingBreakdown({ result }: { result: MovingResult }) {
  const { buying } = result;
  const parts = [
    { label: "Removals", value: result.baseCost },
    { label: "Packing", value: result.packingCost },
    { label: "Dismantling and assembly", value: result.assemblyCost },
    { label: "Storage", value: result.storageCost },
    ...(buying
      ? [
          { label: buying.propertyTax.taxName, value: buying.propertyTax.total },
          { label: "Conveyancing", value: buying.conveyancingFee },
          { label: "Survey", value: buying.surveyFee },
          { label: "Mortgage fees", value: buying.mortgageFee },
        ]
      : []),
  ].filter((part) => part.value > 0);
  return (
    <>
      {/* When buying, the printed page keeps the rows and the workings, which say the same and more. */}
      <div className={buying ? "print:hidden" : undefined}>
        <BarChart
          title="Cost breakdown"
          bars={parts.map((part) => ({ ...part, display: formatMoney(part.value) }))}
        />
      </div>
      {buying && <BuyingWorkings buying={buying} movingCost={result.movingCost} />}
    </>
  );
}

/** How each buying row is worked out: the tax band by band, and where each fee comes from. */
function BuyingWorkings({ buying, movingCost }: { buying: BuyingCosts; movingCost: number }) {
  const tax = buying.propertyTax;
  const fees = [
    ["Conveyancing", buying.conveyancingFee],
    ["Survey", buying.surveyFee],
    ["Mortgage fees", buying.mortgageFee],
  ] as const;
  return (
    <section aria-labelledby="buying-workings-heading" className="mt-6 print:mt-3">
      <h3 id="buying-workings-heading" className="font-semibold text-slate-900">
        How the buying costs are worked out
      </h3>
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
            <th scope="col" className="py-1 print:py-0 text-right font-semibold">
              Rate
            </th>
            <th scope="col" className="py-1 print:py-0 text-right font-semibold">
              Tax
            </th>
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
          .map((rule) => `${rule.name} (from ${formatDate(rule.effectiveFrom)})`)
          .join("; ")}
        .
      </p>
      <ul className="mt-2 text-sm text-slate-700 print:text-xs print:hidden">
        {fees.map(([label, value]) => (
          <li key={label}>
            {label}: {value > 0 ? `${formatMoney(value)}, as you entered it` : "left blank, so £0"}.
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700 print:text-xs">
        Buying adds {formatMoney(buying.total)} to the {formatMoney(movingCost)} the move costs.
      </p>
    </section>
  );
}
