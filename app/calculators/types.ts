/**
 * What a calculator is, independent of React: its fields, a pure calculate function and the rows its
 * results show (its method text lives beside it in method.ts). The page, the scenarios and the tests
 * are all driven by this.
 */
import type { IconNode } from "lucide";
import type { FigureDates } from "~/site/stale-notice";
import type { Readings } from "./reading";
import type { CalculatorKey } from "./registry";
import type { DistanceUnit } from "./units";

/**
 * A calculator's inputs: each field's text as the visitor typed or chose it (docs/product.md#calculator-pages),
 * by field key. `K` is the calculator's own union of keys, so reading a key it does not have is a
 * compile error.
 */
export type Inputs<K extends string = string> = Record<K, string>;

/**
 * What a page of fields is saved and counted under: its calculator's key, or "my-costs" for the
 * monthly costs sheet (app/my-costs), which is worked like a calculator from the others' figures.
 */
export type FormKey = CalculatorKey | "my-costs";

/** A text that is fixed, or follows the other inputs (e.g. "Fuel price (£ per litre)"). */
type Text<K extends string, T = string> = T | ((inputs: Inputs<K>) => T);

interface FieldBase<K extends string> {
  key: K;
  label: Text<K>;
  hint?: Text<K, string | undefined>;
  optional?: boolean;
  /** Shown only when this returns true (e.g. the storage rate once storage months is above 0). */
  visible?: (inputs: Inputs<K>) => boolean;
  /** Drawn with a rule above it: it starts a part of the form (the moving calculator's Buying a home). */
  startsSection?: boolean;
  /**
   * The calculator that works this figure out, linked after the hint (the rent calculator's
   * take-home pay: "Work out your take-home pay").
   */
  workedOutBy?: { calculator: CalculatorKey; linkText: string };
}

interface NumberField<K extends string = string> extends FieldBase<K> {
  kind: "number";
  default: string;
  /** "text" where the figure may carry words a number pad lacks ("5%" or "£150 a month"). */
  inputMode: "decimal" | "numeric" | "text";
  prefix?: "£";
  suffix?: Text<K, string | undefined>;
  placeholder?: string;
}

/** Text that is not a figure (a tax code): read by its calculator's own rule, not reading.ts. */
interface TextField<K extends string = string> extends FieldBase<K> {
  kind: "text";
  default: string;
  placeholder?: string;
}

interface ChoiceField<K extends string = string> extends FieldBase<K> {
  kind: "select" | "radio";
  default: string;
  options: readonly { value: string; label: string }[];
}

interface CheckboxField<K extends string = string> extends FieldBase<K> {
  kind: "checkbox";
  default: "true" | "false";
}

export type Field<K extends string = string> =
  | NumberField<K>
  | TextField<K>
  | ChoiceField<K>
  | CheckboxField<K>;

/**
 * A calculator's fields, the one place its input keys are declared: `FieldKey` infers their union,
 * and every text or rule in them may read only those keys, so a misspelt key fails the build.
 * A helper they call takes just the inputs it reads (`Pick<Inputs, "priceUnit">`): typed with the
 * whole union, it would depend on the very fields being declared.
 */
export const defineFields = <const K extends string>(fields: readonly Field<K>[]) => fields;

/** The union of the keys of fields made by `defineFields`. */
export type FieldKey<F extends readonly { key: string }[]> = F[number]["key"];

/** What every field for a sum in pounds shares: a number, blank to start, with "£" before it. */
export const MONEY_FIELD = {
  kind: "number",
  default: "",
  inputMode: "decimal",
  prefix: "£",
} as const satisfies Partial<NumberField>;

/**
 * A choice's options, each a value and the label the visitor sees, in the order they are shown:
 * `choiceOptions([["sqft", "Square feet"], ["sqm", "Square metres"]])`. The values' union is kept,
 * so code that reads a choice can say which values it knows.
 */
export const choiceOptions = <const V extends string>(
  options: readonly (readonly [value: V, label: string])[],
) => options.map(([value, label]) => ({ value, label }));

/**
 * One press that fills in figures a visitor may not know (Ofgem's price cap rates, its typical use),
 * shown just before a field. The figures come from app/reference, with the period they apply to.
 * Its texts are fixed, so the prerendered page shows them before their code has loaded.
 */
export interface Preset<K extends string = string> {
  /** Shown just before this field, while that field is shown. */
  before: K;
  /** Beside the buttons: what the figures are, and when they apply. */
  description: string;
  /** When the figures hold: the description carries their dates, and a notice once they have passed. */
  dates?: FigureDates;
  /** One button each ("Use the petrol average", "Use the diesel average"). */
  choices: readonly PresetChoice<K>[];
}

export interface PresetChoice<K extends string = string> {
  /** The button: "Fill in the price cap rates". */
  label: string;
  /** The inputs it sets, from those at the press; any it leaves out keep what the visitor typed. */
  values: (inputs: Inputs<K>) => Partial<Inputs<K>>;
}

/**
 * What a figure in a result row is measured in, and how it is shown: money (`decimals` 2, or 3 for
 * a cost per mile; `signed` for a change, "+£427.62"; `perMonth` adds "a month"), a percentage
 * (1 decimal), a duration in whole months ("4 years 9 months"), a distance in whole miles or km,
 * or energy in kWh (1 decimal).
 */
export type Quantity =
  | { kind: "money"; decimals: 2 | 3; signed?: boolean; perMonth?: boolean }
  | { kind: "percent" }
  | { kind: "duration" }
  | { kind: "distance"; unit: DistanceUnit }
  | { kind: "energy" };

/**
 * A row's figure: its amount, in the quantity's unit, beside its text as shown; or words, which are
 * not a figure. Made by the constructors in row-values.ts, so the text is always the amount's.
 * A comparison subtracts amounts (calculator-ui/comparison.tsx); nothing reads figures back from text.
 */
export type RowValue =
  | (Quantity & { amount: number; text: string })
  | { kind: "words"; text: string };

export interface ResultRow {
  /** The result's key (docs/product.md), rendered as data-result. */
  key: string;
  /** What the figure is; it may follow the inputs ("Stamp Duty Land Tax", "Monthly payment at 4.5%"). */
  label: string;
  value: RowValue;
  /** The headline figure. */
  primary?: boolean;
}

/** A result, or the validation message and the field it belongs to. */
export type Outcome<R, K extends string = string> =
  | { ok: true; result: R }
  | { ok: false; message: string; field: K };

export interface MethodSection {
  heading: string;
  /** A paragraph that states dated figures carries their dates, and a notice once they have passed. */
  paragraphs: readonly (string | { text: string; dates: FigureDates })[];
  /** Where the figures in this section are published, listed as links after the paragraphs. */
  sources?: readonly { title: string; url: string }[];
}

/** What the calculator's own page says about it. */
interface CalculatorPageText {
  /** The page's meta description. */
  description: string;
  /** One or two sentences under the page heading. */
  intro: string;
  /** Completes the prompt 'Enter … and click Calculate to see results.' */
  promptSubject: string;
  actionLabel: "Calculate" | "Compare";
  /** The action button's icon when it is not the calculator (EV's Compare has scales). */
  actionIcon?: IconNode;
}

/**
 * A calculator: its fields, a pure `calculate`, and the rows its result shows. `K` is the union of
 * its field keys and `R` its result, which says what each number means (units included), so the
 * rows and views never look back at the inputs.
 */
export interface CalculatorDefinition<K extends string = string, R = unknown> {
  key: FormKey;
  page: CalculatorPageText;
  fields: readonly Field<K>[];
  /**
   * Its reading of typed figures and its calculation, fetched once the page's own code has started
   * (docs/decisions/0013): the page shows and submits its form without them.
   */
  engine: () => Promise<CalculatorEngine<K, R>>;
  rows: (result: R) => ResultRow[];
  /** Its method text ("How this is calculated"), read when the page is built: no code in the browser. */
  method: () => Promise<readonly MethodSection[]>;
  /** One-press fills of figures a visitor may not know, shown before the fields they fill. */
  presets?: readonly Preset<K>[];
}

/** What reads a calculator's fields and works out its result: its calculate.ts. */
export interface CalculatorEngine<K extends string = string, R = unknown> {
  /** How each number field is read, checked and noted as it is typed (reading.ts). */
  readings: Readings<K>;
  calculate: (inputs: Inputs<K>) => Outcome<R, K>;
  /** The note beside a number field, as typed ('Read as £216.67 a month (£50 a week × 52 ÷ 12)'). */
  note: (key: K, inputs: Inputs<K>) => string | undefined;
  /** The inputs after a change, with the figures a unit switch affects converted (45 mpg to 6.28 L/100km). */
  convertUnits: (before: Inputs<K>, after: Inputs<K>) => Inputs<K>;
}

/** A calculator with its engine at hand: for build-time code and tests (definitions.ts). */
export type Calculator<K extends string = string, R = unknown> = CalculatorDefinition<K, R> &
  CalculatorEngine<K, R>;

/** Any calculator, for code that handles them all alike by key (scenarios, tests). */
// biome-ignore lint/suspicious/noExplicitAny: keys and results differ per calculator; each result only goes back to its own rows
export type AnyCalculator = Calculator<any, any>;

/**
 * The figure a field's text starts with, leniently, or 0: for what the form shows (a field that
 * appears once another is above 0). The calculation reads every field fully (reading.ts).
 */
export const leadingFigure = (text: string) => Number.parseFloat(text.replace(/[^\d.-]/g, "")) || 0;

/**
 * Why a value cannot be this field's (a choice that is not one of its options, a checkbox that is
 * not "true" or "false"), or undefined. Shared links and content are both held to it.
 */
export function valueProblem(field: Field, value: string): string | undefined {
  if (
    (field.kind === "select" || field.kind === "radio") &&
    !field.options.some((o) => o.value === value)
  )
    return `"${value}" is not one of ${field.options.map((o) => o.value).join(", ")}`;
  if (field.kind === "checkbox" && value !== "true" && value !== "false")
    return 'must be "true" or "false"';
  return undefined;
}

export const defaultInputs = <K extends string>(fields: readonly Field<K>[]): Inputs<K> =>
  Object.fromEntries(fields.map((field) => [field.key, field.default])) as Inputs<K>;

export const isVisible = <K extends string>(field: Field<K>, inputs: Inputs<K>) =>
  field.visible?.(inputs) ?? true;

export const resolveText = <K extends string, T>(text: Text<K, T>, inputs: Inputs<K>): T =>
  typeof text === "function" ? (text as (inputs: Inputs<K>) => T)(inputs) : text;

/** The first field whose check fails, in the order given: the field a validation message belongs to. */
export function firstInvalid<K extends string>(checks: readonly [valid: boolean, field: K][]) {
  return checks.find(([valid]) => !valid)?.[1] ?? null;
}

/** A result that would not be finite is reported as the calculator's validation error, never shown. */
export function allFinite(values: object): boolean {
  return Object.values(values).every(
    (value) => typeof value !== "number" || Number.isFinite(value),
  );
}
