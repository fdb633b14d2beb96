/** A result's rows as a visitor reads them: key, label, text, and which is the headline. */
import type { Calculator, ResultRow } from "../types";

/** The rows a result shows, read as a visitor reads them. */
export function readRows<R>(shows: { rows: (result: R) => ResultRow[] }, result: R) {
  return shows.rows(result).map(({ key, label, value, primary }) => ({
    key,
    label,
    text: value.text,
    primary: primary ?? false,
  }));
}

/** The rows shown for the defaults with `inputs` typed over them, or a failed test naming the message. */
export function shownRows<K extends string, R>(
  calculator: Calculator<K, R>,
  inputs: Partial<Record<K, string>>,
) {
  const fields = Object.fromEntries(calculator.fields.map((field) => [field.key, field.default]));
  const outcome = calculator.calculate({ ...fields, ...inputs } as Record<K, string>);
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.message}`);
  return readRows(calculator, outcome.result);
}

/** Each row's label by its key. */
export const labelsOf = (rows: ReturnType<typeof shownRows>) =>
  Object.fromEntries(rows.map((row) => [row.key, row.label]));

/** Rows written as a table, `[key, label, text]` each, the first the headline: what `readRows` gives. */
export const headlineFirst = (...rows: [key: string, label: string, text: string][]) =>
  rows.map(([key, label, text], index) => ({ key, label, text, primary: index === 0 }));
