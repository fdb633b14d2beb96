/**
 * What a calculator's form shows for some inputs, field by field, in the words docs/product.md uses
 * for its tables (options as "value: label; …"): for tests that hold a form to that document.
 */
import { defaultInputs, type Field, type Inputs, isVisible, resolveText } from "../types";

interface ShownField {
  label: string;
  hint?: string;
  suffix?: string;
  default: string;
  options?: string;
  optional?: true;
}

/** Each field shown at the defaults with `changes` made, by key; hidden fields are left out. */
export function formAt<K extends string>(
  fields: readonly Field<K>[],
  changes: Partial<Inputs<K>> = {},
): Partial<Record<K, ShownField>> {
  const inputs = { ...defaultInputs(fields), ...changes };
  return Object.fromEntries(
    fields
      .filter((field) => isVisible(field, inputs))
      .map((field) => {
        const shown: ShownField = {
          label: resolveText(field.label, inputs),
          default: field.default,
        };
        const hint = field.hint && resolveText(field.hint, inputs);
        if (hint !== undefined) shown.hint = hint;
        if (field.kind === "number" && field.suffix) {
          const suffix = resolveText(field.suffix, inputs);
          if (suffix !== undefined) shown.suffix = suffix;
        }
        if (field.kind === "select" || field.kind === "radio")
          shown.options = field.options.map(({ value, label }) => `${value}: ${label}`).join("; ");
        if (field.optional) shown.optional = true;
        return [field.key, shown];
      }),
  ) as Partial<Record<K, ShownField>>;
}
