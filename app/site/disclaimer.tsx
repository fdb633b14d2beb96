/** The site's disclaimer, shown in the footer and on every calculator (docs/product.md#audience-and-promises). */
const DISCLAIMER_TEXT =
  "Our calculators give estimates only. They are not professional financial advice, moving quotes or mortgage brokerage. Check important decisions with a qualified adviser.";

export function Disclaimer({ className = "" }: { className?: string }) {
  return (
    <p className={className}>
      <strong className="font-semibold text-slate-700">Disclaimer:</strong> {DISCLAIMER_TEXT}
    </p>
  );
}
