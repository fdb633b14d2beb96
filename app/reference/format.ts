/**
 * How reference figures print, and the small arithmetic articles do with them (<Calc expr="..." />).
 * Pure functions: the article renderer, the tests and (later) the calculators share them.
 */

import { longDate } from "../site/dates";
import { formatMoney, formatNumber } from "../site/format";
import { FIGURES, type FigureId, isFigureId } from "./figures";
import type { FigureData, FigureUnit } from "./types";

/** The decimals a value is written with: 26.11 → 2, 180 → 0. */
function decimalsOf(value: number): number {
  const text = String(value);
  const point = text.indexOf(".");
  return point === -1 ? 0 : text.length - point - 1;
}

function plain(value: number, dp?: number): string {
  return formatNumber(value, dp ?? decimalsOf(value));
}

/** Money keeps its pence (£174.50) or prints as whole pounds (£180). */
const money = (value: number, dp?: number) =>
  formatMoney(value, dp ?? (Number.isInteger(value) ? 0 : 2));

const COUNTED: Partial<Record<FigureUnit, string>> = {
  weeks: "week",
  months: "month",
  days: "day",
  hours: "hour",
};

function withUnit(text: string, value: number, unit: FigureUnit): string {
  switch (unit) {
    case "pence":
      return `${text}p`;
    case "percent":
      return `${text}%`;
    case "kwh":
      return `${text} kWh`;
    case "sqm":
      return `${text} square metres`;
    default: {
      const noun = COUNTED[unit];
      return noun ? `${text} ${noun}${value === 1 ? "" : "s"}` : text;
    }
  }
}

/** A figure as it reads on the page: "£180", "26.11p", "2,500 kWh", "6–9p", "1 May 2026". */
export function formatFigureData(data: FigureData, options: { dp?: number } = {}): string {
  const { value, unit } = data;
  if (typeof value === "string") return unit === "date" ? longDate(value) : value;
  if (typeof value === "number")
    return unit === "gbp"
      ? money(value, options.dp)
      : withUnit(plain(value, options.dp), value, unit);
  const [low, high] = value;
  // "£1,500–£3,750" but "6–9p" and "51–61p": the pound sign leads each end, a unit follows the pair.
  return unit === "gbp"
    ? `${money(low, options.dp)}–${money(high, options.dp)}`
    : withUnit(`${plain(low, options.dp)}–${plain(high, options.dp)}`, high, unit);
}

export function formatFigure(id: FigureId, options: { dp?: number } = {}): string {
  return formatFigureData(FIGURES[id], options);
}

/** What a <Calc> result is: pounds, pence, kWh, a percentage or a plain number. */
export type AmountKind = "gbp" | "pence" | "kwh" | "percent" | "number";
const DEFAULT_DP: Record<AmountKind, number> = { gbp: 2, pence: 1, kwh: 0, percent: 0, number: 0 };

export function formatAmount(value: number, kind: AmountKind, dp = DEFAULT_DP[kind]): string {
  if (kind === "gbp") return formatMoney(value, dp);
  const text = formatNumber(value, dp);
  switch (kind) {
    case "pence":
      return `${text}p`;
    case "kwh":
      return `${text} kWh`;
    case "percent":
      return `${text}%`;
    default:
      return text;
  }
}

/**
 * Works out an arithmetic expression over numbers and figure ids: "tdcvElec * capElecUnit / 100".
 * Only + - * / ^ (a power, as a repayment formula needs) and brackets; each id stands for the
 * figure's value (pence stay pence, a percentage stays a number such as 3.75). Throws,
 * naming the expression, on anything else: an unknown id, a range or text figure, a stray character.
 */
export function evaluate(expr: string): { value: number; ids: FigureId[] } {
  const tokens = expr.match(/\d+(?:\.\d+)?|[A-Za-z][A-Za-z0-9]*|[-+*/^()]|\S/g) ?? [];
  const ids = new Set<FigureId>();
  let position = 0;
  const fail = (why: string): never => {
    throw new Error(`Calc "${expr}": ${why}`);
  };
  const peek = () => tokens[position];
  const next = () => tokens[position++];

  function primary(): number {
    const token = next();
    if (token === undefined) return fail("ends too soon");
    if (token === "(") {
      const inner = sum();
      if (next() !== ")") fail("a bracket is not closed");
      return inner;
    }
    if (/^\d/.test(token)) return Number(token);
    // Stryker disable next-line Regex: a token is a number, a name or one other character, so a token with a letter starts with one
    if (/^[A-Za-z]/.test(token)) {
      if (!isFigureId(token))
        return fail(`"${token}" is not a figure id in app/reference/figures.ts`);
      const { value } = FIGURES[token] as FigureData;
      if (typeof value !== "number") return fail(`"${token}" is not a single number`);
      ids.add(token);
      return value;
    }
    return fail(`unexpected "${token}"`);
  }
  // A power binds tighter than a minus before it, as in maths: -2^2 is -(2^2) = -4, and 2^-2 is 0.25.
  function power(): number {
    const base = primary();
    if (peek() !== "^") return base;
    next();
    return base ** signed();
  }
  function signed(): number {
    if (peek() !== "-") return power();
    next();
    return -signed();
  }
  function product(): number {
    let value = signed();
    while (peek() === "*" || peek() === "/") {
      const operator = next();
      const right = signed();
      value = operator === "*" ? value * right : value / right;
    }
    return value;
  }
  function sum(): number {
    let value = product();
    while (peek() === "+" || peek() === "-") {
      const operator = next();
      const right = product();
      value = operator === "+" ? value + right : value - right;
    }
    return value;
  }

  const value = sum();
  if (position < tokens.length) fail(`unexpected "${tokens[position]}"`);
  if (!Number.isFinite(value)) fail("the result is not a finite number");
  return { value, ids: [...ids] };
}
