/** The shape of a UK reference figure: what it is, when it applies, when we checked it and where from. */

/** How a value prints: £ for money, p for pence, a unit name for quantities, a long date, or text as it is. */
export type FigureUnit =
  | "gbp"
  | "pence"
  | "percent"
  | "kwh"
  | "weeks"
  | "months"
  | "days"
  | "hours"
  | "sqm"
  | "date"
  | "text";

export interface Source {
  /** The page's own title, with its publisher in brackets where the title alone would not say. */
  title: string;
  /** An https address a reader can open. */
  url: string;
}

/** A number, a [lowest, highest] range, or (for "date" and "text" figures) a string. */
type FigureValue = number | readonly [number, number] | string;

export interface FigureData {
  /** What the figure is, in words a reader understands without the article around it. */
  label: string;
  value: FigureValue;
  unit: FigureUnit;
  /**
   * When the figure applies, as a phrase that reads after the figure: "from 1 July to 30 September
   * 2026", "from 1 April 2026", "on 30 June 2026", "for 2025-26 in England".
   */
  period: string;
  /** The first day it applies (a cap quarter's, a tax year's, a rule's), YYYY-MM-DD. */
  from?: string;
  /** The last day it applies, where its period has an end. */
  to?: string;
  /** The day it was measured (a pump price, a survey), YYYY-MM-DD or YYYY-MM. */
  on?: string;
  /**
   * The day by which it should be checked again: a measured figure's, or a rule's with no end date.
   * After `to`, or after this, a visitor's browser says a newer figure may apply (figure-dates.ts).
   */
  checkBy?: string;
  /** The day we last confirmed the figure against its sources, YYYY-MM-DD. */
  checked: string;
  /** Where it comes from: the first source is the main one. */
  sources: readonly [Source, ...Source[]];
  /** What a reader or editor should know: why this is not newer, or how sure we are. */
  note?: string;
  /**
   * Kept as history: a period that has ended, quoted as past by every page that prints it (the
   * stress test withdrawn in 2022, the April 2025 cap). It keeps its dates, which must have an
   * end, but never stands for today, so it is never "past its date": the count of figures past
   * their date, the build's warning and the pages' notices leave it out (figure-dates.ts).
   */
  history?: true;
}
