/**
 * The take-home pay calculator's choices, shared by its form (definition.ts) and its engine
 * (calculate.ts), so the definition never imports the engine.
 */
import { PERSONAL_ALLOWANCE } from "~/reference/income-tax";

export const PAY_PERIODS = [
  { value: "year", label: "a year" },
  { value: "month", label: "a month" },
  { value: "week", label: "a week" },
  { value: "hour", label: "an hour" },
] as const;

export const NATIONS = [
  { value: "england", label: "England or Northern Ireland" },
  { value: "wales", label: "Wales" },
  { value: "scotland", label: "Scotland" },
] as const;

export const PENSION_METHODS = [
  // The scheme's name first, as payslips and schemes say it: a phone's closed list shows the start.
  { value: "net-pay", label: "Net pay: taken before tax" },
  { value: "relief-at-source", label: "Relief at source: taken after tax, topped up 20%" },
  { value: "salary-sacrifice", label: "Salary sacrifice" },
] as const;

export const STUDENT_LOANS = [
  { value: "none", label: "None" },
  { value: "plan1", label: "Plan 1" },
  { value: "plan2", label: "Plan 2" },
  { value: "plan4", label: "Plan 4 (Scotland)" },
  { value: "plan5", label: "Plan 5" },
] as const;

export const DEFAULT_TAX_CODE = PERSONAL_ALLOWANCE.defaultCode;
export const DEFAULT_HOURS_PER_WEEK = "37.5";

/** A pension typed as a share of pay ("5%") rather than a sum ("£150 a month"). */
export const isPercentage = (text: string) => /%\s*$/.test(text.trim());
