import { type Field as FieldDefinition, type Inputs, type NumberField, resolveText } from "./types";

/**
 * One input with its label, hint, unit and error tied together (aria-describedby, aria-invalid), as
 * the GOV.UK design system does. The control's name is the field's key.
 */
export function Field<K extends string>({
  field,
  inputs,
  error,
  onChange,
}: {
  field: FieldDefinition<K>;
  inputs: Inputs<K>;
  error?: string;
  onChange: (key: K, value: string) => void;
}) {
  const id = `field-${field.key}`;
  const label = resolveText(field.label, inputs);
  const hint = field.hint ? resolveText(field.hint, inputs) : undefined;
  const value = inputs[field.key] ?? field.default;
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const optional = field.optional ? (
    <span className="font-normal text-slate-600"> (optional)</span>
  ) : null;
  const messages = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 print:hidden">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
    </>
  );

  if (field.kind === "radio") {
    return (
      <fieldset aria-describedby={describedBy}>
        <legend className="font-semibold text-slate-900">{label}</legend>
        {messages}
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
            id={id}
            type="checkbox"
            name={field.key}
            checked={value === "true"}
            aria-describedby={describedBy}
            onChange={(event) => onChange(field.key, String(event.target.checked))}
            className="size-5 shrink-0 accent-brand-700"
          />
          {label}
        </label>
        {messages}
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {field.kind === "number" && field.suffix && (
          <span className="sr-only"> (in {resolveText(field.suffix, inputs)})</span>
        )}
        {optional}
      </label>
      {messages}
      {field.kind !== "number" ? (
        <select
          id={id}
          name={field.key}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field.key, event.target.value)}
          className="mt-2 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base"
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <NumberInput
          field={field}
          id={id}
          value={value}
          inputs={inputs}
          error={error}
          describedBy={describedBy}
          onChange={onChange}
        />
      )}
    </div>
  );
}

function NumberInput<K extends string>({
  field,
  id,
  value,
  inputs,
  error,
  describedBy,
  onChange,
}: {
  field: NumberField<K>;
  id: string;
  value: string;
  inputs: Inputs<K>;
  error?: string;
  describedBy?: string;
  onChange: (key: K, value: string) => void;
}) {
  const suffix = field.suffix ? resolveText(field.suffix, inputs) : undefined;
  return (
    <div
      className={`mt-2 flex min-h-11 items-stretch overflow-hidden rounded-lg border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-amber-500 ${
        error ? "border-2 border-red-700" : "border-slate-500"
      }`}
    >
      {field.prefix && (
        <span aria-hidden="true" className="flex items-center bg-slate-100 px-3 text-slate-700">
          {field.prefix}
        </span>
      )}
      <input
        id={id}
        name={field.key}
        type="text"
        inputMode={field.inputMode}
        autoComplete="off"
        value={value}
        placeholder={field.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(field.key, event.target.value)}
        className="w-full min-w-0 flex-1 px-3 py-2 text-base outline-none"
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
  );
}
