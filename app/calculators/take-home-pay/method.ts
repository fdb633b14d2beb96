import type { MethodSection } from "~/calculators/types";
import {
  STUDENT_LOAN_REPAYMENTS as LOANS,
  EMPLOYEE_NATIONAL_INSURANCE as NI,
  PERSONAL_ALLOWANCE,
  REGULATORY_LIMIT_PCT,
  INCOME_TAX_SOURCES as SOURCES,
  INCOME_TAX_YEAR as YEAR,
} from "~/reference/income-tax";

const money = (value: number) => `£${value.toLocaleString("en-GB")}`;

/** How the take-home pay calculator works it out, shown below it (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Take-home pay is your pay before tax less income tax, National Insurance, student loan repayments and what goes from your pay into your pension. An hourly rate is worked out for a year as rate × hours a week × 52; a month is a year ÷ 12 and a week a year ÷ 52.",
      "It is worked as HMRC's own PAYE calculator works it (the open-source engine behind HMRC's app), in the same order and with the same rounding, and it agrees with every 2026-27 case in HMRC's published test data to the penny.",
    ],
    sources: [SOURCES.engine],
  },
  {
    heading: "Your tax code",
    paragraphs: [
      `The number in a code × 10, plus £9, is the pay you get tax-free: ${PERSONAL_ALLOWANCE.defaultCode}, the usual code, allows £12,579 (the allowance is ${money(PERSONAL_ALLOWANCE.amount)}). L, M and N codes work this way; a T code allows exactly the number × 10. 0T allows nothing; BR taxes all pay at the basic rate, D0 at the higher rate and D1 at the additional rate (in Scotland, D0 to D3 are the intermediate to top rates); NT means no tax. A K code adds its number × 10 to your pay before tax, for benefits or tax owed, and PAYE then never takes more than ${REGULATORY_LIMIT_PCT}% of your pay in tax. W1, M1 and X after a code are worked as the code itself.`,
      `With ${PERSONAL_ALLOWANCE.defaultCode}, the allowance falls by £1 for every £2 of pay over ${money(PERSONAL_ALLOWANCE.taperFrom)}, so none is left from £125,140. That is why, between the two, each extra £100 loses £62 in England: £40 tax, £20 tax on the £50 of allowance lost, and £2 National Insurance. If HMRC has already given you a lower code for this, type that code: it is used as it is.`,
      "A code starting with S means you pay Scottish income tax, and with C Welsh; the calculator says so if the code and where you live disagree.",
    ],
    sources: [SOURCES.taxCodes, SOURCES.allowance],
  },
  {
    heading: "The rates for 2026-27",
    paragraphs: [
      {
        text: "In England, Northern Ireland and Wales, tax is 20% on the first £37,700 of pay above your tax-free pay, 40% up to £125,140 and 45% above. In Scotland it is 19% on the first £3,967, 20% to £16,956, 21% to £31,092, 42% to £62,430, 45% to £125,140 and 48% above. The table under the result shows each band.",
        dates: YEAR,
      },
      {
        text: `National Insurance is ${NI.mainRatePct}% of pay between ${money(NI.primaryThreshold)} and ${money(NI.upperEarningsLimit)} a year and ${NI.upperRatePct}% above, on pay before a pension taken before tax; none is taken over State Pension age.`,
        dates: YEAR,
      },
      {
        text: `Student loans are 9% of pay over ${money(LOANS.plan1.threshold)} (Plan 1), ${money(LOANS.plan2.threshold)} (Plan 2), ${money(LOANS.plan4.threshold)} (Plan 4) or ${money(LOANS.plan5.threshold)} (Plan 5), and a Postgraduate Loan 6% over ${money(LOANS.postgraduate.threshold)}, on top of any plan. Each is rounded down to whole pounds, and under £12 in a year is nothing.`,
        dates: YEAR,
      },
    ],
    sources: [SOURCES.taxBands, SOURCES.nationalInsurance, SOURCES.studentLoans],
  },
  {
    heading: "Your pension",
    paragraphs: [
      "Taken before tax (net pay, as most workplace schemes): the contribution comes off your pay before income tax, but National Insurance and student loans are on the pay before it. Relief at source: you pay 80% of what goes in from your pay after tax, and the provider claims the other 20% from HMRC; higher-rate taxpayers can claim more back through Self Assessment, which is not shown here. Salary sacrifice: your pay itself is lower, so tax, National Insurance and student loans are all on the lower pay. A percentage is of your pay before tax.",
    ],
  },
  {
    heading: "Where your payslip can differ",
    paragraphs: [
      "Payroll works out each pay day on its own, rounding each figure to the penny (and student loans to the pound) every week or month, so a month's figures here can differ from a payslip's by a few pence, and a year of them by a pound or two. Tax on the basis of a week or month (W1, M1, X) gives the same as here when pay is the same every period. Bonuses, overtime, a change of code in the year, benefits in kind, more than one job, tax refunds, employer pension contributions and anything but employee Class 1 National Insurance at category A are left out.",
    ],
  },
] as const satisfies readonly MethodSection[];
