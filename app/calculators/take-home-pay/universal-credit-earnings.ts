import { roundShown } from "~/site/format";
import type { TakeHomeResult } from "./calculate";

/**
 * The net earnings Universal Credit counts for a month: pay after income tax, National Insurance
 * and pension contributions, before student and postgraduate loan repayments, which UC does not
 * take off. The year's figures ÷ 12, to the penny (£30,000 with Plan 1: £2,093.45, not the
 * £2,070.20 left after the loan).
 */
export const universalCreditEarnings = ({ year }: Pick<TakeHomeResult, "year">) =>
  roundShown((year.takeHome + year.studentLoan + year.postgraduateLoan) / 12, 2);
