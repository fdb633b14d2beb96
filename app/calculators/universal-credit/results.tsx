import { calculatorHref } from "~/calculators/calculator-links";
import { ResultsSection } from "~/calculators/results-section";
import {
  BENEFIT_YEAR,
  CAP_EARNINGS_THRESHOLD,
  CAPITAL,
  CHILD_BENEFIT_CHARGE,
  BENEFIT_SOURCES as SOURCES,
} from "~/reference/universal-credit";
import { longDate } from "~/site/dates";
import { formatMoney } from "~/site/format";
import type { CapExemption, ElementRefused, UniversalCreditResult } from "./calculate";

const CELL = "py-1 pl-2 print:py-0 print:pl-0 text-right whitespace-nowrap";
const ROW_HEAD = "py-1 print:py-0 text-left font-normal";

const EXEMPTION: Record<CapExemption, string> = {
  health: "The benefit cap does not apply: your award has a health element.",
  carer:
    "The benefit cap does not apply: your award has a carer element, as it does when someone gets Carer's Allowance.",
  "disabled-child":
    "The benefit cap does not apply: a child with a disability addition gets Disability Living Allowance, Child Disability Payment or PIP. (A child certified blind who gets none of them would not lift it.)",
  earnings: `The benefit cap does not apply: your earnings are at least ${formatMoney(CAP_EARNINGS_THRESHOLD)} a month, 16 hours a week at the National Living Wage.`,
};

const REFUSED: Record<ElementRefused, string> = {
  "childcare-partner-not-in-work":
    "No childcare element: a couple gets help with childcare only when you are both in paid work, or when the one not working has limited capability for work or is a carer. If you both work, tick 'You and your partner are both in paid work'.",
  "carer-beside-health":
    "No carer element: a single person with the health element gets that element alone, not the carer element beside it. A couple may have both, one partner each.",
};

/** The workings: each element, each deduction, the cap, and Child Benefit with its charge. */
export default function UniversalCreditWorkings({ result }: { result: UniversalCreditResult }) {
  const childcare = result.elements.find((element) => element.key === "childcare")?.amount ?? 0;
  // With savings over the limit nothing is awarded, so no income is taken off a figure that is not paid.
  const deductions =
    result.noAwardBecause === "savings"
      ? []
      : [
          {
            key: "earnings",
            label:
              result.earnings === 0
                ? "Earnings: none"
                : result.workAllowance > 0
                  ? `Earnings: 55% of ${formatMoney(result.earnings)} less the ${formatMoney(result.workAllowance, 0)} work allowance`
                  : `Earnings: 55% of ${formatMoney(result.earnings)} (no work allowance without a child or limited capability for work)`,
            amount: result.earningsReduction,
          },
          { key: "other", label: "Other income, in full", amount: result.otherIncome },
          {
            key: "savings",
            label: `Income assumed from savings over ${formatMoney(CAPITAL.lowerLimit, 0)}`,
            amount: result.tariffIncome,
          },
        ].filter((line) => line.amount > 0 || line.key === "earnings");
  return (
    <>
      {result.noAwardBecause === "savings" && (
        <p
          data-result="noAwardBecause"
          className="mt-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950 print:mt-2 print:p-2 print:text-xs"
        >
          No Universal Credit is paid with savings over {formatMoney(CAPITAL.upperLimit, 0)}: the
          law expects savings that large to be used first. Child Benefit does not depend on savings.
        </p>
      )}
      <ResultsSection
        headingId="uc-workings-heading"
        heading="How your Universal Credit is worked out"
      >
        <table className="mt-2 w-full text-sm tabular-nums print:text-xs">
          <caption className="sr-only">Universal Credit for a month, element by element</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-1 print:py-0 text-left font-semibold">
                A month
              </th>
              <th scope="col" className={`${CELL} font-semibold`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {result.elements.map((element) => (
              <tr
                key={element.key}
                className="border-b border-slate-100"
                data-element={element.key}
              >
                <th scope="row" className={ROW_HEAD}>
                  {element.label}
                </th>
                <td className={CELL}>{formatMoney(element.amount)}</td>
              </tr>
            ))}
            <tr className="border-b border-slate-300">
              <th scope="row" className="py-1 print:py-0 text-left font-semibold">
                Maximum amount
              </th>
              <td className={`${CELL} font-semibold`}>{formatMoney(result.maximumAward)}</td>
            </tr>
            {deductions.map((line) => (
              <tr key={line.key} className="border-b border-slate-100">
                <th scope="row" className={ROW_HEAD}>
                  {line.label}
                </th>
                <td className={CELL}>
                  {line.amount > 0 && "−"}
                  {formatMoney(line.amount)}
                </td>
              </tr>
            ))}
            {result.benefitCapReduction > 0 && (
              <tr className="border-b border-slate-100">
                <th scope="row" className={ROW_HEAD}>
                  Benefit cap: {formatMoney(result.benefitCap.totalBenefits)} of benefits, with
                  Child Benefit, against a cap of {formatMoney(result.benefitCap.amount)}
                  {result.benefitCap.childcareKept > 0 &&
                    `, less the childcare element of ${formatMoney(result.benefitCap.childcareKept)}`}
                </th>
                <td className={CELL}>−{formatMoney(result.benefitCapReduction)}</td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1 print:py-0 text-left font-semibold">
                Universal Credit
              </th>
              <td className={`${CELL} font-semibold`}>
                {formatMoney(result.universalCreditMonthly)}
              </td>
            </tr>
          </tfoot>
        </table>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 print:hidden">
          {result.noAwardBecause === null && result.awardBeforeCap > 0 && (
            <li>
              {result.benefitCap.exemptBecause
                ? EXEMPTION[result.benefitCap.exemptBecause]
                : result.benefitCap.excess > 0
                  ? `Your benefits, ${formatMoney(result.benefitCap.totalBenefits)} a month with Child Benefit, are ${formatMoney(result.benefitCap.excess)} over the benefit cap of ${formatMoney(result.benefitCap.amount)}${
                      childcare === 0
                        ? result.benefitCapReduction === result.awardBeforeCap
                          ? ", so the cap takes all your Universal Credit."
                          : `, so the cap takes ${formatMoney(result.benefitCapReduction)}: ${result.otherIncome > 0 ? "Universal Credit, Child Benefit and your other income" : "Universal Credit and Child Benefit"} together come to the cap.`
                        : result.benefitCapReduction > 0
                          ? `. The cap never takes the childcare element, so it takes ${formatMoney(result.benefitCapReduction)}: the excess less the ${formatMoney(childcare)} of childcare.`
                          : `, but the cap never takes the childcare element, ${formatMoney(childcare)}, so it takes nothing.`
                    }`
                  : `Your benefits, ${formatMoney(result.benefitCap.totalBenefits)} a month with Child Benefit, are within the benefit cap of ${formatMoney(result.benefitCap.amount)}.`}
            </li>
          )}
          {result.elementsRefused.map((reason) => (
            <li key={reason} data-result="elementRefused">
              {REFUSED[reason]}
            </li>
          ))}
          {result.elements.some((element) => element.key === "health") &&
            result.elements.some((element) => element.key === "carer") && (
              <li>
                A couple may have both the health and the carer elements, one partner each: they are
                counted here as belonging to different partners.
              </li>
            )}
          {result.rentAboveLha > 0 && (
            <li>
              Your rent is {formatMoney(result.rentAboveLha)} a month above the Local Housing
              Allowance rate, so you pay that from other income. The rates are frozen for 2026-27;{" "}
              <a href={SOURCES.lhaLookup.url} className="link" rel="noopener">
                find your area's rate at the Valuation Office Agency
              </a>
              .
            </li>
          )}
          {result.housing === "private-rent" && result.rentAboveLha === 0 && (
            <li>
              <a href={SOURCES.lhaLookup.url} className="link" rel="noopener">
                Check your area's Local Housing Allowance rate at the Valuation Office Agency
              </a>
              ; the rates are frozen for 2026-27.
            </li>
          )}
          {result.spareBedroomCut > 0 && (
            <li>
              {result.spareBedroomCutPct}% of your rent, {formatMoney(result.spareBedroomCut)} a
              month, is taken off for spare bedrooms.
            </li>
          )}
          {result.housing === "none" && (
            <li>
              No housing element: Universal Credit does not pay towards a mortgage. If you own your
              home,{" "}
              <a href={SOURCES.mortgageInterest.url} className="link" rel="noopener">
                Support for Mortgage Interest
              </a>{" "}
              is a loan towards the interest.
            </li>
          )}
          {result.childBenefitMonthly > 0 && (
            <li>
              <a className="link" href={calculatorHref("childcare", { universalCredit: "true" })}>
                Childcare after funded hours, and this element against Tax-Free Childcare, in the
                Childcare Costs Calculator
              </a>
            </li>
          )}
          {result.childcareNeedsWork && (
            <li>
              Universal Credit pays towards childcare only while you are in paid work, or have an
              offer of it: with no earnings now, check that this applies to you.
            </li>
          )}
        </ul>
      </ResultsSection>
      {/* Its figures are the rows above: on paper the page keeps to one sheet without it. */}
      {result.childBenefitMonthly > 0 && (
        <div className="print:hidden">
          <ResultsSection headingId="child-benefit-heading" heading="Child Benefit">
            <p className="mt-1 text-sm text-slate-700 print:text-xs">
              {formatMoney(result.childBenefitMonthly)} in a typical month (a week's × 52 ÷ 12), and{" "}
              {formatMoney(result.childBenefitYearly)} for the {BENEFIT_YEAR.label} tax year: Child
              Benefit is paid for each week beginning on a Monday, and this tax year has{" "}
              {result.childBenefitWeeks} of them, from {longDate(BENEFIT_YEAR.from)} to{" "}
              {longDate(BENEFIT_YEAR.to)}, so the year is{" "}
              {result.childBenefitWeeks > 52 ? "a week longer than" : "the same as"} twelve typical
              months.{" "}
              {result.chargePct > 0
                ? `The High Income Child Benefit Charge takes back ${result.chargePct}% of the year's Child Benefit (in whole pounds), ${formatMoney(result.childBenefitChargeYearly, 0)}, through Self Assessment or PAYE${result.chargePct === 100 ? ": you may prefer to claim and not be paid, to keep National Insurance credits" : ""}.`
                : result.higherIncome > CHILD_BENEFIT_CHARGE.threshold
                  ? `No High Income Child Benefit Charge: the higher earner's income is less than a full ${formatMoney(CHILD_BENEFIT_CHARGE.stepPounds, 0)} over ${formatMoney(CHILD_BENEFIT_CHARGE.threshold, 0)}.`
                  : `No High Income Child Benefit Charge: the higher earner's income is ${formatMoney(CHILD_BENEFIT_CHARGE.threshold, 0)} or less.`}
            </p>
          </ResultsSection>
        </div>
      )}
      <p className="mt-4 text-sm text-slate-700 print:hidden">
        Not worked out here: self-employment (the minimum income floor), students, couples where one
        of you is over State Pension age, transitional protection, adults other than your partner
        living with you (non-dependants), deductions for debts and advances, and Council Tax
        Reduction, which each council sets. In Scotland,{" "}
        <a href={SOURCES.scottishChildPayment.url} className="link" rel="noopener">
          Scottish Child Payment
        </a>{" "}
        is paid on top for each child under 16.
      </p>
    </>
  );
}
