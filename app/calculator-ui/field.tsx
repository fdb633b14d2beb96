import type { ReactNode } from "react";
import { findCalculator } from "~/calculators/registry";
import { type Field as FieldDefinition, type Inputs, resolveText } from "~/calculators/types";
import { type ControlProps, controlProps, FieldMessages, FormField } from "~/site/form-field";

/** One calculator input, named by its field key, with its label, hint, unit and error tied together. */
export function Field<K extends string>({
  field,
  inputs,
  error,
  note,
  onChange,
}: {
  field: FieldDefinition<K>;
  inputs: Inputs<K>;
  error?: string;
  /** How a number field's text was read, when that is worth saying (calculators/reading.ts). */
  note?: ReactNode;
  onChange: (key: K, value: string) => void;
}) {
  const id = `field-${field.key}`;
  const label = resolveText(field.label, inputs);
  const hint = withWorkedOutBy(field, field.hint ? resolveText(field.hint, inputs) : undefined);
  const value = inputs[field.key];

  if (field.kind === "radio") {
    return (
      <fieldset id={id} aria-describedby={controlProps(id, { hint, error })["aria-describedby"]}>
        <legend className="font-semibold text-slate-900">{label}</legend>
        <FieldMessages id={id} hint={hint} error={error} />
        <div className="mt-2 flex flex-wrap gap-2">
          {field.options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 print:not-has-checked:hidden"
            >
              <input
                type="radio"
                name={field.key}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(field.key, option.value)}
                className="size-4 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (field.kind === "checkbox") {
    return (
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-900">
          <input
            type="checkbox"
            name={field.key}
            value="true"
            checked={value === "true"}
            onChange={(event) => onChange(field.key, String(event.target.checked))}
            className="size-5 shrink-0 accent-brand-700"
            {...controlProps(id, { hint, error })}
          />
          {label}
        </label>
        <FieldMessages id={id} hint={hint} error={error} />
      </div>
    );
  }

  const suffix = field.kind === "number" && field.suffix ? resolveText(field.suffix, inputs) : "";
  return (
    <FormField
      id={id}
      // An optional field left blank says nothing on paper, and the page must print on one sheet.
      className={field.optional && value.trim() === "" ? "print:hidden" : undefined}
      hint={hint}
      error={error}
      note={note}
      label={
        <>
          {label}
          {suffix && <span className="sr-only"> (in {suffix})</span>}
          {field.optional && <span className="font-normal text-slate-600"> (optional)</span>}
        </>
      }
    >
      {(control: ControlProps) =>
        field.kind === "number" || field.kind === "text" ? (
          <div
            className={`mt-2 flex min-h-11 items-stretch overflow-hidden rounded-lg border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-amber-500 ${
              error ? "border-2 border-red-700" : "border-slate-500"
            }`}
          >
            {field.kind === "number" && field.prefix && (
              <span
                aria-hidden="true"
                className="flex items-center bg-slate-100 px-3 text-slate-700"
              >
                {field.prefix}
              </span>
            )}
            <input
              name={field.key}
              type="text"
              inputMode={field.kind === "number" ? field.inputMode : "text"}
              autoComplete="off"
              autoCapitalize={field.kind === "text" ? "characters" : undefined}
              spellCheck={field.kind === "text" ? false : undefined}
              value={value}
              placeholder={field.placeholder}
              onChange={(event) => onChange(field.key, event.target.value)}
              className="w-full min-w-0 flex-1 px-3 py-2 text-base outline-none"
              {...control}
            />
            {suffix && (
              <span
                aria-hidden="true"
                className="flex items-center bg-slate-100 px-3 whitespace-nowrap text-slate-700"
              >
                {suffix}
              </span>
            )}
          </div>
        ) : (
          <select
            name={field.key}
            value={value}
            onChange={(event) => onChange(field.key, event.target.value)}
            className="mt-2 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base"
            {...control}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
      }
    </FormField>
  );
}

/** The hint, followed by a link to the calculator that works the figure out, where there is one. */
function withWorkedOutBy<K extends string>(field: FieldDefinition<K>, hint: string | undefined) {
  if (!field.workedOutBy) return hint;
  const { path } = findCalculator(field.workedOutBy.calculator)!;
  return (
    <>
      {hint && `${hint} `}
      <a href={path} className="link">
        {field.workedOutBy.linkText}
      </a>
    </>
  );
}
