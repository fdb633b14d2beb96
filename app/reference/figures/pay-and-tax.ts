/**
 * Pay and tax: Income Tax, National Insurance and holiday entitlement.
 * Part of FIGURES (../figures.ts); how to add or update a figure: docs/content-style.md.
 */
import { FIGURES_REVIEWED as CHECKED } from "../checked";
import type { FigureData, Source } from "../types";

/** Where this file's figures come from, cited as S.name. */
const S = {
  holiday: {
    title: "Holiday entitlement: entitlement (GOV.UK)",
    url: "https://www.gov.uk/holiday-entitlement-rights/entitlement",
  },
  incomeTax: {
    title:
      "Income Tax: maintaining the Personal Allowance and the basic rate limit until 5 April 2031 (GOV.UK)",
    url: "https://www.gov.uk/government/publications/maintaining-income-tax-and-equivalent-national-insurance-contributions-thresholds-until-5-april-2031/income-tax-maintaining-the-personal-allowance-and-the-basic-rate-limit-for-income-tax-and-equivalent-national-insurance-contributions-thresholds-unt",
  },
  nationalInsurance: {
    title: "NI rates and thresholds 2026/27 (PayPacket)",
    url: "https://www.paypacket.io/guides/ni-rates-thresholds-2026-27.html",
  },
} as const satisfies Record<string, Source>;

export const PAY_AND_TAX_FIGURES = {
  holidayWeeks: {
    label: "Statutory paid holiday a year for almost all workers",
    value: 5.6,
    unit: "weeks",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.holiday],
  },
  holidayDaysFullTime: {
    label: "Statutory paid holiday a year for someone working five days a week",
    value: 28,
    unit: "days",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.holiday],
  },
  personalAllowance: {
    label: "Income Tax Personal Allowance",
    value: 12570,
    unit: "gbp",
    period: "frozen until 5 April 2031",
    from: "2021-04-06",
    to: "2031-04-05",
    checked: CHECKED,
    sources: [S.incomeTax],
  },
  nationalInsuranceRate: {
    label: "Employee National Insurance main rate, between £12,570 and £50,270 a year",
    value: 8,
    unit: "percent",
    period: "for 2026-27",
    from: "2026-04-06",
    to: "2027-04-05",
    checked: CHECKED,
    sources: [S.nationalInsurance],
    note: "Confirmed from a payroll guide: GOV.UK's rates for 2026-27 were not among the sources we could check.",
  },
} as const satisfies Record<string, FigureData>;
