/**
 * The take-home pay calculator's choices, shared by its form (definition.ts) and its engine
 * (calculate.ts), so the definition never imports the engine.
 */
import { choiceOptions } from "~/calculators/types";
import { PERSONAL_ALLOWANCE } from "~/reference/income-tax";

export const PAY_PERIODS = choiceOptions([
  ["year", "a year"],
  ["month", "a month"],
  ["week", "a week"],
  ["hour", "an hour"],
]);

export const NATIONS = choiceOptions([
  ["england", "England or Northern Ireland"],
  ["wales", "Wales"],
  ["scotland", "Scotland"],
]);

export const PENSION_METHODS = choiceOptions([
  // The scheme's name first, as payslips and schemes say it: a phone's closed list shows the start.
  ["net-pay", "Net pay: taken before tax"],
  ["relief-at-source", "Relief at source: taken after tax, topped up 20%"],
  ["salary-sacrifice", "Salary sacrifice"],
]);

export const STUDENT_LOANS = choiceOptions([
  ["none", "None"],
  ["plan1", "Plan 1"],
  ["plan2", "Plan 2"],
  ["plan4", "Plan 4 (Scotland)"],
  ["plan5", "Plan 5"],
]);

export const DEFAULT_TAX_CODE = PERSONAL_ALLOWANCE.defaultCode;
export const DEFAULT_HOURS_PER_WEEK = "37.5";

/** A pension typed as a share of pay ("5%", spaces around it allowed) rather than a sum ("£150 a month"). */
export const isPercentage = (text: string) => /%\s*$/.test(text);
