import { calculatorHref } from "~/calculators/calculator-links";
import { ResultsSection } from "~/calculators/results-section";
import { PERSONAL_ALLOWANCE } from "~/reference/income-tax";
import { formatMoney, typedPounds } from "~/site/format";
import type { TakeHomeResult } from "./calculate";
import type { PeriodFigures } from "./paye";
import { universalCreditEarnings } from "./universal-credit-earnings";

const CELL = "py-1 pl-2 print:py-0 print:pl-0 text-right whitespace-nowrap";
const ROW_HEAD = "py-1 print:py-0 text-left font-normal";

/** The lines of the year, month and week table: each shown when any period has it. */
const LINES: readonly { key: keyof PeriodFigures; label: string; taken?: boolean }[] = [
  { key: "gross", label: "Pay before tax" },
  { key: "incomeTax", label: "Income tax", taken: true },
  { key: "nationalInsurance", label: "National Insurance", taken: true },
  { key: "studentLoan", label: "Student loan", taken: true },
  { key: "postgraduateLoan", label: "Postgraduate Loan", taken: true },
  { key: "pension", label: "Pension from your pay", taken: true },
];

const formatRate = (ratePct: number) => `${ratePct}%`;

/** The pay a year, a month and a week, the income tax band by band, and where to go next with them. */
export default function TakeHomeWorkings({ result }: { result: TakeHomeResult }) {
  const periods = [
    { name: "Year", figures: result.year },
    { name: "Month", figures: result.month },
    { name: "Week", figures: result.week },
  ];
  const lines = LINES.filter((line) => result.year[line.key] > 0 || !line.taken);
  return (
    <>
      <ResultsSection headingId="pay-periods-heading" heading="A year, a month and a week">
        {/* Smaller on a phone, so three columns of pounds and pence fit beside the row names. */}
        <table className="mt-2 w-full text-xs tabular-nums sm:text-sm print:text-xs">
          <caption className="sr-only">Your pay and what is taken from it, by period</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <td />
              {periods.map((period) => (
                <th key={period.name} scope="col" className={`${CELL} font-semibold`}>
                  {period.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className="border-b border-slate-100">
                <th scope="row" className={ROW_HEAD}>
                  {line.label}
                </th>
                {periods.map((period) => (
                  <td key={period.name} className={CELL}>
                    {line.taken ? "−" : ""}
                    {formatMoney(period.figures[line.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1 print:py-0 text-left font-semibold">
                Take-home pay
              </th>
              {periods.map((period) => (
                <td key={period.name} className={`${CELL} font-semibold`}>
                  {formatMoney(period.figures.takeHome)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
        <p className="mt-2 text-sm text-slate-700 print:text-xs">
          Each period's figures are the year's divided and rounded to the penny, as payroll does;
          student loans are rounded down to the pound.
          {result.pensionIntoPot > result.pensionContribution &&
            ` With relief at source, ${formatMoney(result.pensionIntoPot)} a year goes into your pension: the ${formatMoney(result.pensionContribution)} from your pay and 20% tax relief the provider claims.`}
        </p>
      </ResultsSection>
      <ResultsSection headingId="tax-bands-heading" heading="How the income tax is worked out">
        <p className="mt-1 text-sm text-slate-700 print:text-xs">
          Tax code {result.taxCode}, {result.nation === "scotland" ? "Scottish" : "UK"} rates for
          2026-27. {describeAllowance(result)}
        </p>
        {result.bands.length > 0 && (
          <table className="mt-2 w-full text-sm tabular-nums print:text-xs">
            <caption className="sr-only">Income tax for the year, band by band</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-1 print:py-0 text-left font-semibold">
                  Band
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Pay taxed
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Rate
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Tax
                </th>
              </tr>
            </thead>
            <tbody>
              {result.bands.map((band) => (
                <tr key={band.name} className="border-b border-slate-100">
                  <th scope="row" className={ROW_HEAD}>
                    {band.name}
                  </th>
                  <td className={CELL}>{formatMoney(band.taxed)}</td>
                  <td className={CELL}>{formatRate(band.ratePct)}</td>
                  <td className={CELL}>{formatMoney(band.tax)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="py-1 print:py-0 text-left font-semibold">
                  Income tax for the year
                  {result.taxCapped && ", limited to half your pay"}
                </th>
                <td className={`${CELL} font-semibold`}>{formatMoney(result.incomeTax)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </ResultsSection>
      <NextSteps result={result} />
    </>
  );
}

/**
 * The take-home pay a month into the rent calculator, to the penny, with the pay before tax for the
 * letting agents' check; the pay before tax into what a lender might lend on it; the pay before
 * student loans into what Universal Credit counts.
 */
function NextSteps({ result }: { result: TakeHomeResult }) {
  const ucEarnings = universalCreditEarnings(result);
  return (
    <ul className="mt-4 space-y-1 text-sm print:hidden">
      <li>
        <a
          className="link"
          href={calculatorHref("rent-affordability", {
            monthlyIncomeAfterTax: typedPounds(result.takeHomeMonthly),
            yearlyPayBeforeTax: typedPounds(result.grossYearly),
          })}
        >
          The rent {formatMoney(result.takeHomeMonthly)} a month affords, in the Rent Affordability
          Calculator
        </a>
      </li>
      <li>
        <a
          className="link"
          href={calculatorHref("mortgage-affordability", {
            annualIncome: typedPounds(result.grossYearly),
          })}
        >
          How much you could borrow on {formatMoney(result.grossYearly, 0, 2)} a year, in the
          Mortgage Affordability Calculator
        </a>
      </li>
      <li>
        <a
          className="link"
          href={calculatorHref("universal-credit", { earnings: typedPounds(ucEarnings) })}
        >
          What Universal Credit and Child Benefit {formatMoney(ucEarnings)} a month of earnings
          leaves you, in the Universal Credit and Child Benefit Calculator
        </a>
        {ucEarnings !== result.takeHomeMonthly &&
          " (UC counts your pay before student loan repayments)"}
      </li>
    </ul>
  );
}

function describeAllowance(result: TakeHomeResult) {
  if (result.kCodeAddition > 0)
    return `A K code adds ${formatMoney(result.kCodeAddition)} to your pay before tax, with no tax-free allowance; PAYE never takes more than half your pay in tax.`;
  if (result.taperedBy > 0)
    return `Your tax-free allowance of ${formatMoney(PERSONAL_ALLOWANCE.amount)} is cut by ${formatMoney(result.taperedBy)}, £1 for every £2 of pay over £100,000, to ${formatMoney(result.taxFreeAllowance)}.`;
  if (result.bands.length === 0) return "No income tax is taken with this code.";
  return `Tax-free allowance: ${formatMoney(result.taxFreeAllowance)}.`;
}
