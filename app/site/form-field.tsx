import type { ReactNode } from "react";

/** What ties a control to its field: its id, and the hint, error and note that describe it. */
export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface Messages {
  /** Shown between the label and the control. */
  hint?: ReactNode;
  /** Shown under the hint, and marks the control invalid. */
  error?: string;
  /** Shown under the control (e.g. a character count). */
  note?: ReactNode;
}

/** The ids a control's aria-describedby lists: its hint, its error and its note, where present. */
function describedBy(id: string, { hint, error, note }: Messages): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`, note && `${id}-note`];
  return ids.filter(Boolean).join(" ") || undefined;
}

export function controlProps(id: string, messages: Messages): ControlProps {
  return {
    id,
    "aria-describedby": describedBy(id, messages),
    "aria-invalid": messages.error ? true : undefined,
  };
}

/** A field's hint and error, each with the id the control's aria-describedby points at. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string;
}) {
  return (
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
}

/**
 * One labelled control with its hint, error and note tied to it (aria-describedby, aria-invalid), in
 * the GOV.UK design system's order: label, hint, error, control, note. The calculators' fields and
 * the contact form both use it; `children` renders the control with the props it is given.
 */
export function FormField({
  id,
  label,
  children,
  className,
  ...messages
}: Messages & {
  id: string;
  label: ReactNode;
  children: (control: ControlProps) => ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <FieldMessages id={id} hint={messages.hint} error={messages.error} />
      {children(controlProps(id, messages))}
      {messages.note && (
        <p id={`${id}-note`} className="mt-1 text-sm text-slate-600">
          {messages.note}
        </p>
      )}
    </div>
  );
}
