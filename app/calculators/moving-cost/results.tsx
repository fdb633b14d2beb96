import { calculatorHref } from "~/calculators/calculator-links";
import { BarChart } from "~/calculators/charts/bar-chart";
import { PropertyTaxWorkings } from "~/calculators/property-tax/tax-workings";
import { ResultsSection } from "~/calculators/results-section";
import { formatMoney } from "~/site/format";
import type { BuyingCosts, MovingResult } from "./calculate";

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
  const fees = [
    ["Conveyancing", buying.conveyancingFee],
    ["Survey", buying.surveyFee],
    ["Mortgage fees", buying.mortgageFee],
  ] as const;
  return (
    <ResultsSection
      headingId="buying-workings-heading"
      heading="How the buying costs are worked out"
    >
      <PropertyTaxWorkings tax={buying.propertyTax} />
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
      <p className="mt-2 text-sm print:hidden">
        <a
          className="link"
          href={calculatorHref("stamp-duty", {
            propertyPrice: String(buying.propertyTax.price),
            nation: buying.propertyTax.nation,
            firstTimeBuyer: String(buying.propertyTax.buyer === "first-time-buyer"),
            additionalProperty: String(buying.propertyTax.buyer === "additional-property"),
          })}
        >
          The {buying.propertyTax.shortName} on its own, and for a buyer from abroad, in the Stamp
          Duty Calculator
        </a>
      </p>
    </ResultsSection>
  );
}
