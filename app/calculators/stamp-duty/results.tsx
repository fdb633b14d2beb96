import { calculatorHref } from "~/calculators/calculator-links";
import { PropertyTaxWorkings } from "~/calculators/property-tax/tax-workings";
import { ResultsSection } from "~/calculators/results-section";
import type { StampDutyResult } from "./calculate";

/** The tax band by band, with the rules it used, and where to go next with the price. */
export default function StampDutyWorkings({ result }: { result: StampDutyResult }) {
  const { tax } = result;
  return (
    <ResultsSection
      headingId="tax-workings-heading"
      heading={<>How the {tax.shortName} is worked out</>}
    >
      <PropertyTaxWorkings tax={tax} />
      <ul className="mt-3 text-sm text-slate-700 print:hidden">
        {tax.applied.map((rule) => (
          <li key={rule.name}>
            <a href={rule.source.url} className="link" rel="noopener">
              {rule.source.title}
            </a>
          </li>
        ))}
      </ul>
      {/* The moving calculator does not ask about residence, so it would show a different tax. */}
      {!tax.nonUkResident && (
        <p className="mt-3 text-sm print:hidden">
          <a
            className="link"
            href={calculatorHref("moving-cost", {
              buying: "true",
              propertyPrice: String(tax.price),
              nation: tax.nation,
              firstTimeBuyer: String(tax.buyer === "first-time-buyer"),
              additionalProperty: String(tax.buyer === "additional-property"),
            })}
          >
            Add removals, legal and survey fees in the Moving Cost Calculator
          </a>
        </p>
      )}
    </ResultsSection>
  );
}
