import { calculatorHref } from "~/calculators/calculator-links";
import { ResultsSection } from "~/calculators/results-section";
import { LTI_FLOW_LIMIT } from "~/reference/lending";
import { formatMoney, formatPercent, typedNumber } from "~/site/format";
import type { AffordabilityResult } from "./calculate";

/** What the figure means in plain words, what moves it, and where to go next with it. */
export default function AffordabilityGuidance({ result }: { result: AffordabilityResult }) {
  const { payments } = result;
  const depositPct = 100 - result.loanToValuePct;
  return (
    <ResultsSection headingId="affordability-guidance-heading" heading="What this means">
      <div className="mt-1 space-y-2 text-sm text-slate-700 print:text-xs">
        <p>
          A lender decides what it will lend. This is {result.incomeMultiple} times{" "}
          {formatMoney(result.combinedIncome - result.yearlyCommitments)},{" "}
          {result.yearlyCommitments > 0 ? "your income after a year of commitments" : "your income"}
          ; a lender checks your income, spending and credit history, and may offer less, or more.
        </p>
        <p>What moves the figure:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Your credit history: missed payments or defaults lower it, or rule some lenders out.
          </li>
          <li>Dependants: lenders count what children cost, so the same pay borrows less.</li>
          <li>
            Loan to value: your deposit is {formatPercent(depositPct)} of this price. Lenders price
            their deals in loan-to-value bands, so a bigger deposit usually means a lower rate and
            more lenders to choose from.
          </li>
          <li>
            {result.incomeMultiple >= LTI_FLOW_LIMIT.multiple
              ? `At ${result.incomeMultiple} times income, this loan counts towards the Bank of England's limit: no more than ${LTI_FLOW_LIMIT.sharePct}% of new mortgages may be at ${LTI_FLOW_LIMIT.multiple} times income or more, so fewer lenders offer it, and only to some buyers.`
              : `The Bank of England limits lending at ${LTI_FLOW_LIMIT.multiple} times income or more to ${LTI_FLOW_LIMIT.sharePct}% of new mortgages, so most loans are below that.`}
          </li>
        </ul>
      </div>
      <ul className="mt-3 space-y-1 text-sm print:hidden">
        <li>
          <a
            className="link"
            href={calculatorHref("mortgage-payment", {
              loanAmount: typedNumber(result.maxLoan),
              ...(payments && {
                interestRatePct: typedNumber(payments.ratePct),
                termYears: typedNumber(payments.termYears),
              }),
            })}
          >
            Work out the payment on {formatMoney(result.maxLoan)} in the Mortgage Payment Calculator
          </a>
        </li>
        <li>
          <a
            className="link"
            href={calculatorHref("stamp-duty", {
              propertyPrice: typedNumber(result.maxPropertyPrice),
            })}
          >
            The stamp duty on a {formatMoney(result.maxPropertyPrice)} home
          </a>
        </li>
      </ul>
    </ResultsSection>
  );
}
