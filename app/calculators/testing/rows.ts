/** A result's rows as a visitor reads them: key, label, text, and which is the headline. */
import type { Calculator } from "../types";

export function shownRows<K extends string, R>(
  calculator: Calculator<K, R>,
  inputs: Partial<Record<K, string>>,
) {
  const fields = Object.fromEntries(calculator.fields.map((field) => [field.key, field.default]));
  const outcome = calculator.calculate({ ...fields, ...inputs } as Record<K, string>);
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.message}`);
  return calculator.rows(outcome.result).map(({ key, label, value, primary }) => ({
    key,
    label,
    text: value.text,
    primary: primary ?? false,
  }));
}

/** Each row's label by its key. */
export const labelsOf = (rows: ReturnType<typeof shownRows>) =>
  Object.fromEntries(rows.map((row) => [row.key, row.label]));
