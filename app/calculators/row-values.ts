/**
 * The values of result rows: each holds its amount and what it measures, with its text made from
 * them here and nowhere else (types.ts, RowValue).
 */
import {
  formatDuration,
  formatMoney,
  formatOneDecimal,
  formatPercent,
  formatSignedMoney,
  formatWhole,
  roundShown,
} from "~/site/format";
import type { Quantity, ResultRow, RowValue } from "./types";
import type { DistanceUnit } from "./units";

/** The decimals an amount of this quantity is shown to: what a comparison works to. */
export function shownDecimals(quantity: Quantity): number {
  switch (quantity.kind) {
    case "money":
      return quantity.decimals;
    case "percent":
    case "energy":
      return 1;
    case "duration":
    case "distance":
      return 0;
  }
}

/** Whether amounts of the two are in the same unit, shown alike, so one can be taken from the other. */
function sameUnit(a: Quantity, b: Quantity): boolean {
  // Stryker disable next-line LogicalOperator,ConditionalExpression: only money has decimals, so money against another kind fails on them all the same
  if (a.kind === "money" && b.kind === "money")
    return a.decimals === b.decimals && Boolean(a.perMonth) === Boolean(b.perMonth);
  // Stryker disable next-line LogicalOperator,ConditionalExpression: only a distance has a unit, so a distance against another kind fails on it all the same
  if (a.kind === "distance" && b.kind === "distance") return a.unit === b.unit;
  return a.kind === b.kind;
}

/**
 * B minus A, worked from the amounts as they are shown (so it agrees with them to the penny), or
 * undefined where one cannot be taken from the other: words, or figures in different units.
 */
export function shownDifference(a: RowValue, b: RowValue): number | undefined {
  // Stryker disable next-line LogicalOperator,ConditionalExpression,StringLiteral: words against a figure fail sameUnit too (their kinds differ), so each words check only has two words to catch, which the other catches as well
  if (a.kind === "words" || b.kind === "words" || !sameUnit(a, b)) return undefined;
  const decimals = shownDecimals(b);
  return roundShown(roundShown(b.amount, decimals) - roundShown(a.amount, decimals), decimals);
}

/** An amount of a quantity as it is shown: "£1,461.48", "+£427.62 a month", "30.0%", "4 years 9 months". */
export function formatQuantity(quantity: Quantity, amount: number): string {
  switch (quantity.kind) {
    case "money": {
      const money = quantity.signed
        ? formatSignedMoney(amount, quantity.decimals)
        : formatMoney(amount, quantity.decimals);
      return quantity.perMonth ? `${money} a month` : money;
    }
    case "percent":
      return formatPercent(amount);
    case "duration":
      return formatDuration(amount);
    case "distance":
      return `${formatWhole(amount)} ${quantity.unit}`;
    case "energy":
      return `${formatOneDecimal(amount)} kWh`;
  }
}

const rowValue = (quantity: Quantity, amount: number): RowValue => ({
  ...quantity,
  amount,
  text: formatQuantity(quantity, amount),
});

/** £1,461.48; `decimals: 3` for a cost per mile (£0.141); `signed` for a change (+£427.62). */
export const money = (
  amount: number,
  options: { decimals?: 2 | 3; signed?: boolean; perMonth?: boolean } = {},
) => rowValue({ kind: "money", decimals: 2, ...options }, amount);

/** 30.0% */
export const percent = (amount: number) => rowValue({ kind: "percent" }, amount);

/** "4 years 9 months", from a whole number of months. */
export const duration = (months: number) => rowValue({ kind: "duration" }, months);

/** "800 miles", "800 km" */
export const distance = (amount: number, unit: DistanceUnit) =>
  rowValue({ kind: "distance", unit }, amount);

/** "12.3 kWh" */
export const energy = (kWh: number) => rowValue({ kind: "energy" }, kWh);

/**
 * The row of a sum in pounds that the result holds under the row's own key (a result's key is the
 * name of its figure: docs/product.md), `primary` for the headline figure:
 * `moneyRow(result, "annualCost", "Estimated yearly cost")`.
 */
export const moneyRow = <K extends string>(
  result: Readonly<Record<NoInfer<K>, number>>,
  key: K,
  label: string,
  { primary = false } = {},
): ResultRow => ({ key, label, value: money(result[key]), ...(primary && { primary }) });
