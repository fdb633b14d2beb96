/**
 * What a calculator is, independent of React: its fields, a pure calculate function and the rows its
 * results show (its method text lives beside it in method.ts). The page, the scenarios and the tests
 * are all driven by this.
 */
import type { CalculatorKey } from "./registry";

/** Every input is kept as the text the visitor typed or chose (SPEC.md: "all inputs are typed strings"). */
export type Inputs = Record<string, string>;

interface FieldBase {
  key: string;
  /** A fixed label, or one that follows other inputs (e.g. "Fuel price (£ per litre)"). */
  label: string | ((inputs: Inputs) => string);
  hint?: string | ((inputs: Inputs) => string | undefined);
  optional?: boolean;
  /** Shown only when this returns true (e.g. the storage rate once storage months is above 0). */
  visible?: (inputs: Inputs) => boolean;
}

export interface NumberField extends FieldBase {
  kind: "number";
  default: string;
  inputMode: "decimal" | "numeric";
  prefix?: "£";
  suffix?: string | ((inputs: Inputs) => string | undefined);
  placeholder?: string;
}

export interface ChoiceField extends FieldBase {
  kind: "select" | "radio";
  default: string;
  options: readonly { value: string; label: string }[];
}

export interface CheckboxField extends FieldBase {
  kind: "checkbox";
  default: "true" | "false";
}

export type Field = NumberField | ChoiceField | CheckboxField;

export interface ResultRow {
  /** SPEC.md's result key, rendered as data-result. */
  key: string;
  label: string;
  value: string;
  /** The headline figure. */
  primary?: boolean;
}

export type Outcome<R> = { ok: true; result: R } | { ok: false; message: string; field: string };

export interface MethodSection {
  heading: string;
  paragraphs: readonly string[];
}

/** What the calculator's own page says about it. */
export interface CalculatorPageText {
  /** The page's meta description. */
  description: string;
  /** One or two sentences under the page heading. */
  intro: string;
  /** Completes the prompt 'Enter … and click Calculate to see results.' */
  promptSubject: string;
  actionLabel: "Calculate" | "Compare";
}

export interface CalculatorDefinition<R = unknown> {
  key: CalculatorKey;
  page: CalculatorPageText;
  fields: readonly Field[];
  calculate: (inputs: Inputs) => Outcome<R>;
  rows: (result: R, inputs: Inputs) => ResultRow[];
}

export const defaultInputs = (fields: readonly Field[]): Inputs =>
  Object.fromEntries(fields.map((field) => [field.key, field.default ?? ""]));

export const isVisible = (field: Field, inputs: Inputs) => field.visible?.(inputs) ?? true;

export const resolveText = <T>(text: T | ((inputs: Inputs) => T), inputs: Inputs): T =>
  typeof text === "function" ? (text as (inputs: Inputs) => T)(inputs) : text;

/** A result that would not be finite is reported as the calculator's validation error, never shown. */
export function allFinite(values: Record<string, unknown>): boolean {
  return Object.values(values).every(
    (value) => typeof value !== "number" || Number.isFinite(value),
  );
}
