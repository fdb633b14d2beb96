import { calculatorHref } from "~/calculators/calculator-links";
import { ResultsSection } from "~/calculators/results-section";
import { CHILDCARE_SOURCES as SOURCES, WALES_HOURS } from "~/reference/childcare";
import { formatMoney, formatNumber, typedPounds } from "~/site/format";
import type { ChildcareResult, ChildWorking } from "./calculate";
import type { Age } from "./choices";
import { SCHEMES, verdict } from "./words";

const CELL = "py-1 pl-2 print:py-0 print:pl-0 text-right whitespace-nowrap";
const ROW_HEAD = "py-1 print:py-0 text-left font-normal";
const hours = (value: number) => formatNumber(value, 0, 2);
/** A child's age as a caption says it: "aged 3 or 4". */
const AGE_WORDS: Record<Age, string> = {
  "under-9-months": "under 9 months",
  "9-months-to-2": "9 months to 2",
  "2": "aged 2",
  "3-4": "aged 3 or 4",
  "5-11": "aged 5 to 11",
  "12-16": "aged 12 to 16",
};

const NO_TAX_FREE_CHILDCARE = {
  "universal-credit": "none beside Universal Credit",
  earnings: "none: it needs each parent to earn enough",
  income: "none with an income over £100,000",
  age: "none after 11, unless disabled",
} as const;

/** The verdict, each child's year, Universal Credit honestly, and the notes that apply. */
export default function ChildcareWorkings({ result }: { result: ChildcareResult }) {
  const ucLink = calculatorHref("universal-credit", {
    household: result.household,
    children: String(result.children.length),
    childcareCosts: typedPounds(result.afterFundedMonthly),
  });
  const funded = result.children.some((child) => child.fundedHoursUsed > 0);
  return (
    <>
      <p
        data-result="verdict"
        className="mt-4 rounded-lg border-l-4 border-emerald-700 bg-emerald-50 p-4 text-emerald-950 print:mt-2 print:p-2 print:text-xs"
      >
        {verdict(result)}
      </p>
      <ResultsSection headingId="childcare-workings-heading" heading="Each child's year">
        {result.children.map((child) => (
          <ChildYear key={child.n} child={child} />
        ))}
      </ResultsSection>
      <ResultsSection
        headingId="childcare-uc-heading"
        heading="Universal Credit's element, honestly"
      >
        <p className="mt-1 text-sm text-slate-700 print:text-xs">
          The element is added to your Universal Credit award, and the award then falls by 55p for
          each £1 you earn above the work allowance. So its {formatMoney(result.ucChildcareMonthly)}{" "}
          a month reaches you in full only while your award is large enough to carry it; with higher
          earnings, part or all of it is lost.
        </p>
        <p className="mt-2 text-sm print:hidden">
          <a className="link" href={ucLink}>
            Your own Universal Credit with {formatMoney(result.afterFundedMonthly)} a month of
            childcare, in the Universal Credit and Child Benefit Calculator
          </a>
        </p>
      </ResultsSection>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 print:hidden">
        {funded && (
          <li>
            Funded hours pay for care, not meals, nappies, trips or other consumables: providers may
            charge for those.
          </li>
        )}
        {result.nation === "england" && funded && (
          <li>
            England's funded hours are 38 weeks of term time, or the same hours stretched over more
            weeks where your provider offers it; the year's hours are the same either way.
          </li>
        )}
        {result.children.some((child) => child.fundedBy === "england-two-year-olds") && (
          <li>
            On Universal Credit, a 2 year old's 15 hours need household earnings of £15,400 a year
            or less after tax; a child on Disability Living Allowance has them whatever you earn.
          </li>
        )}
        {result.children.some((child) => child.fundedBy === "scotland-two-year-olds") && (
          <li>
            Scotland funds 2 year olds whose families get certain benefits, such as Universal Credit
            with low earnings: your council says whether yours qualifies.
          </li>
        )}
        {result.nation === "wales" && result.children.some((child) => child.age === "2") && (
          <li>
            <a href={SOURCES.walesFlyingStart.url} className="link" rel="noopener">
              Flying Start
            </a>{" "}
            funds {WALES_HOURS.flyingStartWeekly} hours a week for {WALES_HOURS.flyingStartWeeks}{" "}
            weeks for 2 year olds in the areas it covers. It is not counted here: your Family
            Information Service can say whether you live in one.
          </li>
        )}
      </ul>
    </>
  );
}

function ChildYear({ child }: { child: ChildWorking }) {
  const lines = [
    {
      key: "cost",
      label: `${hours(child.hoursYearly)} hours (${hours(child.hoursWeekly)} a week × ${hours(child.weeks)} weeks) at ${formatMoney(child.rate)}`,
      amount: formatMoney(child.costYearly),
    },
    {
      key: "funded",
      label: child.fundedBy
        ? `Funded: ${hours(child.fundedHoursUsed)} of ${hours(child.fundedHoursYearly)} hours a year, ${SCHEMES[child.fundedBy]}`
        : "Funded hours: none at this age",
      amount:
        child.fundedValueYearly > 0 ? `−${formatMoney(child.fundedValueYearly)}` : formatMoney(0),
    },
  ];
  return (
    <table
      className="mt-3 w-full text-sm tabular-nums first-of-type:mt-2 print:text-xs"
      data-child={child.n}
    >
      <caption className="text-left font-medium text-slate-800">
        Child {child.n}, {AGE_WORDS[child.age]}
        {child.disabled ? ", disabled" : ""}: a year
      </caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className="border-b border-slate-100">
            <th scope="row" className={ROW_HEAD}>
              {line.label}
            </th>
            <td className={CELL}>{line.amount}</td>
          </tr>
        ))}
        <tr className="border-b border-slate-300">
          <th scope="row" className="py-1 print:py-0 text-left font-semibold">
            Left to pay
          </th>
          <td className={`${CELL} font-semibold`}>{formatMoney(child.afterFundedYearly)}</td>
        </tr>
        <tr>
          <th scope="row" className={ROW_HEAD}>
            Tax-Free Childcare: 20%, up to {formatMoney(child.taxFreeChildcareMost, 0)}
            {child.taxFreeChildcareCapped ? ", reached" : ""}
          </th>
          <td className={CELL}>
            {child.noTaxFreeChildcare
              ? NO_TAX_FREE_CHILDCARE[child.noTaxFreeChildcare]
              : formatMoney(child.taxFreeChildcareYearly)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
