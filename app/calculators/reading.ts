/**
 * How a typed figure is read, for every number field of every calculator (docs/product.md#reading-what-is-typed):
 * `£`, thousands commas, pence, `k`, `m` where a million is possible, a period after the figure
 * ("£200pm", "57.19p a day", "£45,000 p.a."), a unit word ("25 years", "3 points"), a decimal comma
 * where the field only holds small numbers, thousands written with points ("300.000") questioned
 * where it holds large ones, and each field's range. A field's text gives a figure (with a note
 * when it was read in a way worth saying), or a message for that field: a filled field never
 * silently counts as 0 (docs/decisions/0013).
 */
import {
  formatMoney,
  formatNumber,
  formatPence,
  roundShown,
  withoutFloatNoise,
} from "~/site/format";
import type { CalculatorEngine, Inputs, Outcome } from "./types";
import { KM_PER_MILE, LITRES_PER_UK_GALLON, SQFT_PER_SQM } from "./units";

type Period = "day" | "week" | "month" | "year";

/** The unit a figure is in. Prices are pounds per litre, gallon, kWh or day (a standing charge). */
export type FigureUnit =
  | "£"
  | "%"
  /** Percentage points: a rise in a rate (a stress test's 3 points on 4.5% is 7.5%). */
  | "points"
  | "years"
  | "months"
  | "hours"
  /** Weeks in a year (a child's weeks of childcare). */
  | "weeks"
  /** A count of children: whole numbers, so a fraction is refused as it is read, as 13 of 12 is. */
  | "children"
  | "miles"
  | "km"
  | "mpg"
  | "L/100km"
  | "kWh"
  | "kWh/100 miles"
  | "kWh/100 km"
  | "sq ft"
  | "sq m"
  | "£/litre"
  | "£/gallon"
  | "£/kWh"
  | "£/day";

/** What a number field holds, for reading it, checking it and saying how it was read. */
export interface Reading {
  /** The figure in a message: "the loan amount". */
  name: string;
  unit: FigureUnit;
  /** The period the figure is for (a month's pay, a year's council tax); typed per another is converted. */
  per?: Period;
  /** What no real figure can be outside, in `unit`: refused with a message that gives this range. */
  range: readonly [min: number, max: number];
  /** Where real figures are; outside it the figure is worked out, with a note. */
  usual?: readonly [low: number, high: number];
  /** Blank counts as 0; a filled field is still read and checked. */
  optional?: boolean;
  /** The calculator's own message for a figure outside `range`, where it has one. */
  outOfRange?: string;
}

export type Figure =
  | { ok: true; value: number; blank: boolean; note?: string }
  | { ok: false; message: string };

/** Months in each period: a week is 12/52 of a month (52 weeks, 12 months a year). A day converts only to a day. */
const MONTHS: Record<Exclude<Period, "day">, number> = { week: 12 / 52, month: 1, year: 12 };

const PERIOD_WORDS: Record<string, Period> = {
  day: "day",
  week: "week",
  wk: "week",
  month: "month",
  mth: "month",
  "calendar month": "month",
  year: "year",
  yr: "year",
  annum: "year",
  pw: "week",
  pcm: "month",
  pm: "month",
  pa: "year",
  daily: "day",
  weekly: "week",
  monthly: "month",
  yearly: "year",
  annually: "year",
};
// The short forms may follow a k ("£45kpa") but no other letter.
const PERIOD =
  /\s*(?:(?:\/|\bper\b|\ba\b|\ban\b|\bevery\b|\beach\b)\s*(day|week|wk|calendar month|month|mth|year|yr|annum)|(?<![a-jl-z])(pw|pcm|pm|pa|daily|weekly|monthly|yearly|annually)|p\/(w|m|a))$/;
/** "p.a.", "p.w.", "p.m.", "p.c.m.": the short forms with full stops, read as "pa", "pw", "pm", "pcm". */
const DOTTED_PERIOD = /(?<![a-jl-z])p\.\s?(a|w|m|c\.\s?m)\.?$/;
const SHORT_PERIOD: Record<string, Period> = { w: "week", m: "month", a: "year" };

/** Unit words a visitor may type after a figure, and the unit each means. */
const UNIT_WORDS: [RegExp, FigureUnit][] = [
  [/\s*(?:\/|\bper\b|\ba\b)\s*(?:litre|liter|ltr|l)$/, "£/litre"],
  [/\s*(?:\/|\bper\b|\ba\b)\s*(?:gallon|gal)$/, "£/gallon"],
  [/\s*(?:\/|\bper\b|\ba\b)\s*(?:kwh|unit)$/, "£/kWh"],
  [/\s*(?:l|litres?|liters?)\s*\/\s*100\s*km$/, "L/100km"],
  [/\s*kwh\s*\/\s*100\s*(?:miles?|mi)$/, "kWh/100 miles"],
  [/\s*kwh\s*\/\s*100\s*km$/, "kWh/100 km"],
  [/\s*(?:years?|yrs?)$/, "years"],
  [/\s*(?:months?|mths?)$/, "months"],
  [/\s*(?:hours?|hrs?)$/, "hours"],
  [/\s*(?:weeks?|wks?)$/, "weeks"],
  [/\s*(?:children|child|kids?)$/, "children"],
  [/\s*(?:miles?|mi)$/, "miles"],
  [/\s*(?:km|kilomet(?:re|er)s?)$/, "km"],
  [/\s*mpg$/, "mpg"],
  [/\s*kwh$/, "kWh"],
  [/\s*(?:sq\.?\s*ft|square\s*feet|ft2|ft²)$/, "sq ft"],
  [/\s*(?:sq\.?\s*m|square\s*met(?:re|er)s?|m2|m²)$/, "sq m"],
  // Only in a field in points: elsewhere "pp" is more likely "per person" than a unit.
  [/\s*(?:percentage\s*points?|points?|pts?|pp|ppts?)$/, "points"],
];

/** The amount of the price unit each price is per, for the pence rule: no one pays more pounds than this. */
const MAX_POUNDS: Partial<Record<FigureUnit, number>> = {
  "£/litre": 20,
  "£/gallon": 60,
  "£/kWh": 5,
  "£/day": 5,
};
const PRICE_WORD: Partial<Record<FigureUnit, string>> = {
  "£/litre": "litre",
  "£/gallon": "gallon",
  "£/kWh": "kWh",
  "£/day": "day",
};
/** Each counted unit's word for one of it: "1 point", "1 year", "1 child", not "1 points". */
const ONE: Partial<Record<FigureUnit, string>> = {
  points: "point",
  years: "year",
  months: "month",
  weeks: "week",
  hours: "hour",
  children: "child",
  miles: "mile",
};

const NUMBER = /^(?:\d+\.?\d*|\.\d+)$/;
/** Thousands written the UK way: 1,250 or 12,500,000.50. */
const THOUSANDS = /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d*)?$/;
/** Thousands written with points, as much of Europe writes them: 300.000 or 1.250.000. */
const POINT_THOUSANDS = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
/**
 * A field whose possible range reaches this can hold thousands: there a comma is never a decimal
 * point. Below it, a comma is a decimal point.
 */
const HOLDS_THOUSANDS = 1000;

/** A figure as it is shown in a message or note: "£1,250", "4.5%", "25 years", "151.4p a litre". */
function showFigure(value: number, unit: FigureUnit, per?: Period): string {
  // Money to the penny; other small figures (an economy, a share) to 3 decimals.
  const money = unit === "£" || PRICE_WORD[unit] !== undefined;
  // Stryker disable next-line EqualityOperator: exactly 10 is "10" to 2 decimals or 3
  const decimals = money || Math.abs(value) >= 10 ? 2 : 3;
  // Pounds and pence as money is written: "£2.20", not "£2.2"; whole pounds without pence ("£1,250").
  const withPence = money && !Number.isInteger(roundShown(value, 2));
  const amount = formatNumber(withoutFloatNoise(value), withPence ? 2 : 0, decimals);
  const period = per ? ` a ${per}` : "";
  if (unit === "£") return `£${amount}${period}`;
  if (unit === "%") return `${amount}%${period}`;
  const price = PRICE_WORD[unit];
  if (price) return value < 1 ? `${formatPence(value * 100)} a ${price}` : `£${amount} a ${price}`;
  const word = amount === "1" ? (ONE[unit] ?? unit) : unit;
  return `${amount} ${word}${period}`;
}

const blank = { ok: true, value: 0, blank: true } as const;

/** The field's text, read as its reading says. */
export function readFigure(reading: Reading, raw: string | undefined): Figure {
  let text = (raw ?? "")
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .replace(/[\u2212\u2013]/g, "-")
    .trim();
  if (!text) return blank;
  const notes: string[] = [];
  // Worked out only when a figure cannot be read: its example is formatted, which takes time.
  const cannotRead = () =>
    ({
      ok: false,
      message: `Please enter ${reading.name} as a number, for example ${example(reading)}${reading.optional ? ", or leave it blank" : ""}.`,
    }) as const;

  // A period after the figure: "£200pm", "57.19p a day", "£1,200 a year", "£45,000 p.a.".
  text = text.replace(DOTTED_PERIOD, (_, short: string) => `p${short.replace(/[.\s]/g, "")}`);
  let period: Period | undefined;
  const periodMatch = PERIOD.exec(text);
  if (periodMatch) {
    const word = periodMatch[1] ?? periodMatch[2] ?? SHORT_PERIOD[periodMatch[3]!]!;
    period = PERIOD_WORDS[word];
    text = text.slice(0, periodMatch.index);
  }
  // A unit word: "25 years", "45 mpg"; another unit than the field's is a message, not a guess,
  // except a price a litre in a field per gallon, which is read as a litre's price.
  let perLitre = false;
  for (const [pattern, unit] of UNIT_WORDS) {
    if ((unit === "points" && reading.unit !== "points") || !pattern.test(text)) continue;
    perLitre = unit === "£/litre" && reading.unit === "£/gallon";
    if (unit !== reading.unit && unit !== reading.unit.replace("£/", "") && !perLitre)
      return {
        ok: false,
        message: `${capital(reading.name)} is in ${reading.unit}, not ${unit}: change the unit, or type the figure in ${reading.unit}.`,
      };
    text = text.replace(pattern, "");
    break;
  }
  let negative = false;
  if (text.startsWith("-")) {
    negative = true;
    text = text.slice(1).trim();
  }
  // A rise is often written with its sign: "+3" points.
  if (reading.unit === "points" && text.startsWith("+")) text = text.slice(1).trim();
  text = text.replace(/^£\s*/, "").replace(/\s*%$/, "");
  if (text.startsWith("-")) {
    negative = true;
    text = text.slice(1);
  }
  let scale = 1;
  let typedPence = false;
  // A p (pence), k (thousands) or m (millions) after the figure, spaces allowed between.
  // Stryker disable next-line Regex: a letter matched before the end stays in the text and leaves it unreadable, so "$" changes nothing
  const suffix = /\d\s*([pkm])$/.exec(text)?.[1];
  if (suffix === "p" && (reading.unit === "£" || PRICE_WORD[reading.unit])) {
    typedPence = true;
    text = text.slice(0, -1);
  } else if (suffix === "k") {
    scale = 1000;
    text = text.slice(0, -1);
  } else if (suffix === "m" && reading.unit === "£" && reading.range[1] >= 1_000_000) {
    // Millions ("£1.2m") only where a million is possible: elsewhere an "m" is not a scale.
    scale = 1_000_000;
    text = text.slice(0, -1);
  }
  text = text.trim().replace(/(\d) (?=\d{3}\b)/g, "$1");

  if (text.includes(",")) {
    // A field that only holds figures under 1,000 has no thousands: its comma is a decimal point.
    if (reading.range[1] < HOLDS_THOUSANDS && /^\d*,\d+$/.test(text)) {
      const typed = text;
      text = text.replace(",", ".");
      notes.push(`Read ${typed} as ${text}`);
    } else if (THOUSANDS.test(text)) text = text.replaceAll(",", "");
    else if (/^\d*,\d+$/.test(text)) {
      const [whole, part] = text.split(",");
      return {
        ok: false,
        message: `"${raw!.trim()}" could be ${whole || 0}.${part} or ${whole}${part}: use a point for a decimal (${whole || 0}.${part}) and no comma otherwise.`,
      };
    } else return cannotRead();
  } else if (
    scale === 1 &&
    !typedPence &&
    POINT_THOUSANDS.test(text) &&
    Number(text.replaceAll(".", "")) <= reading.range[1]
  )
    // "300.000" is £300,000 in much of Europe; three decimals are rarely meant in a figure this large.
    // Where the thousands reading is more than the field can hold (as in every field under 1,000),
    // only the decimal one is possible.
    return { ok: false, message: pointThousandsQuestion(reading, raw!.trim(), text) };
  if (!NUMBER.test(text)) return cannotRead();
  let value = Number(text) * scale;
  if (negative && value !== 0)
    return {
      ok: false,
      message: `${capital(reading.name)} cannot be less than 0.${reading.optional ? " Leave it blank for none." : ""}`,
    };

  if (period && period !== reading.per) {
    if (!reading.per)
      return {
        ok: false,
        message: `${capital(reading.name)} is one amount, not an amount a ${period}: type it without "a ${period}".`,
      };
    if (period === "day" || reading.per === "day")
      return {
        ok: false,
        message: `${capital(reading.name)} is ${reading.per === "day" ? "a day's" : `for a ${reading.per}`}: type the amount a ${reading.per}.`,
      };
    const converted = withoutFloatNoise((value * MONTHS[reading.per]) / MONTHS[period]);
    const typed = showFigure(typedPence ? value / 100 : value, reading.unit, period);
    notes.push(
      `Read as ${showFigure(typedPence ? converted / 100 : converted, reading.unit, reading.per)} (${typed}${conversionWords(period, reading.per)})`,
    );
    value = converted;
  }

  const price = readPrice(reading, value, typedPence, perLitre);
  value = price.value;
  if (price.note) notes.push(price.note);
  else if (typedPence && !PRICE_WORD[reading.unit]) value /= 100;

  // 0 is the calculator's to judge: an optional field's none, a required field's own message.
  const [min, max] = reading.range;
  const count = reading.unit === "children";
  if (value !== 0 && !(value >= min && value <= max && (!count || Number.isInteger(value))))
    return {
      ok: false,
      message:
        reading.outOfRange ??
        (count
          ? `Please enter ${reading.name} as a whole number from ${min} to ${max}.`
          : `${capital(reading.name)} must be between ${showFigure(min, reading.unit, reading.per)} and ${showFigure(max, reading.unit, reading.per)}.${price.readAsPounds ? pencePrompt(reading, value) : ""}`),
    };
  // Only a field with a usual range notes a figure outside it.
  if (reading.usual && value !== 0) {
    const [low, high] = reading.usual;
    if (value < low || value > high)
      notes.push(
        `Unusual: ${reading.name} is usually between ${showFigure(low, reading.unit, reading.per)} and ${showFigure(high, reading.unit, reading.per)}. Check it; it is worked out as typed.`,
      );
  }
  return { ok: true, value, blank: false, note: notes.join(". ") || undefined };
}

/** How one period became another; a day is never converted, so each is a week, a month or a year. */
function conversionWords(from: Period, to: Period) {
  if (from === "week") return to === "month" ? " × 52 ÷ 12" : " × 52";
  if (to === "week") return from === "month" ? " × 12 ÷ 52" : " ÷ 52";
  return to === "year" ? " × 12" : " ÷ 12";
}

/**
 * Prices that can only be pence (docs/product.md#reading-what-is-typed): above what the unit could cost in
 * pounds, a number is pence. A fuel price that can only be pence a litre (what pumps show) is read
 * as that even where the field is per gallon.
 */
function readPrice(
  reading: Reading,
  value: number,
  typedPence: boolean,
  typedPerLitre: boolean,
): { value: number; note?: string; readAsPounds?: boolean } {
  const maxPounds = MAX_POUNDS[reading.unit];
  if (maxPounds === undefined) return { value };
  const asPence = typedPence || value > maxPounds;
  const pounds = asPence ? value / 100 : value;
  const [min, max] = reading.range;
  if (reading.unit === "£/gallon" && (typedPerLitre || !(pounds >= min && pounds <= max))) {
    // Stryker disable next-line EqualityOperator: neither £20 nor 20p a litre is a possible price, so both are refused alike
    const litreInPence = typedPence || value > MAX_POUNDS["£/litre"]!;
    const perLitre = litreInPence ? value / 100 : value;
    const perGallon = perLitre * LITRES_PER_UK_GALLON;
    // A litre's price above the possible range is above it a gallon too, and refused there.
    if (typedPerLitre || perGallon >= min)
      return {
        value: perGallon,
        note: `Read as ${litreInPence ? formatPence(value) : formatMoney(perLitre, 2, 5)} a litre (${formatMoney(roundShown(perGallon, 3), 2, 5)} a gallon)`,
      };
  }
  const note =
    asPence && !typedPence
      ? `Read as ${formatPence(value)} a ${PRICE_WORD[reading.unit]} (${formatMoney(pounds, 2, 5)})`
      : undefined;
  return { value: pounds, note, readAsPounds: !asPence };
}

/** After a price read as pounds is refused: how to type it in pence, when that would be in range. */
function pencePrompt(reading: Reading, pounds: number) {
  const pence = pounds / 100;
  return pence >= reading.range[0] && pence <= reading.range[1]
    ? ` For pence, type ${withoutFloatNoise(pounds)}p.`
    : "";
}

/** '"300.000" could be £300,000 or £300: type 300,000 for £300,000, or 300 for £300.' */
function pointThousandsQuestion(reading: Reading, typed: string, digits: string) {
  const thousands = Number(digits.replaceAll(".", ""));
  const asThousands = showFigure(thousands, reading.unit);
  const thousandsTyped = formatNumber(thousands, 0);
  if (digits.split(".").length > 2)
    return `"${typed}" could be ${asThousands}: type ${thousandsTyped}, with commas for thousands.`;
  const decimal = Number(digits);
  // Pounds and pence as money is written (£12.50); a fraction of a penny as typed (£100.004).
  const inPence = Number((decimal * 100).toPrecision(12));
  const decimalTyped =
    reading.unit === "£" && !Number.isInteger(decimal) && Number.isInteger(inPence)
      ? decimal.toFixed(2)
      : String(decimal);
  const asDecimal = reading.unit === "£" ? `£${decimalTyped}` : showFigure(decimal, reading.unit);
  return `"${typed}" could be ${asThousands} or ${asDecimal}: type ${thousandsTyped} for ${asThousands}, or ${decimalTyped} for ${asDecimal}.`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function example(reading: Reading) {
  if (reading.unit === "£") return reading.per ? `250 or £250 a ${reading.per}` : "1,250";
  if (reading.unit === "£/gallon") return "6.85";
  if (PRICE_WORD[reading.unit]) return "24.5p";
  const [low, high] = reading.usual ?? reading.range;
  return formatNumber(Number(((low + high) / 2).toPrecision(2)), 0, 3);
}

/** One unit in another, for the figures a unit switch converts. */
const FACTORS: Partial<Record<`${FigureUnit}>${FigureUnit}`, number>> = {
  "miles>km": KM_PER_MILE,
  "km>miles": 1 / KM_PER_MILE,
  "kWh/100 miles>kWh/100 km": 1 / KM_PER_MILE,
  "kWh/100 km>kWh/100 miles": KM_PER_MILE,
  "sq ft>sq m": 1 / SQFT_PER_SQM,
  "sq m>sq ft": SQFT_PER_SQM,
  "£/gallon>£/litre": 1 / LITRES_PER_UK_GALLON,
  "£/litre>£/gallon": LITRES_PER_UK_GALLON,
};
/** mpg and L/100km are reciprocal: 282.481 ÷ one gives the other (4.54609 L × 100 ÷ 1.609344 km). */
const MPG_TIMES_L_PER_100KM = (LITRES_PER_UK_GALLON * 100) / 1.609344;

/** The value in another unit or period, or undefined where they do not convert. */
export function convertFigure(
  value: number,
  from: Pick<Reading, "unit" | "per">,
  to: Pick<Reading, "unit" | "per">,
): number | undefined {
  let converted = value;
  if (from.unit !== to.unit) {
    if (`${from.unit}>${to.unit}` === "mpg>L/100km" || `${from.unit}>${to.unit}` === "L/100km>mpg")
      converted = MPG_TIMES_L_PER_100KM / value;
    else {
      const factor = FACTORS[`${from.unit}>${to.unit}`];
      if (factor === undefined) return undefined;
      converted *= factor;
    }
  }
  if (from.per !== to.per) {
    if (!from.per || !to.per || from.per === "day" || to.per === "day") return undefined;
    converted = (converted * MONTHS[to.per]) / MONTHS[from.per];
  }
  return withoutFloatNoise(converted);
}

/** A converted figure as a visitor would type it: prices per litre in pence, others to a sensible precision. */
export function typeFigure(value: number, unit: FigureUnit): string {
  if (unit === "£/litre") return `${roundShown(value * 100, 1)}p`;
  if (unit === "£/gallon" || unit === "mpg" || unit === "L/100km")
    return String(roundShown(value, 2));
  // Stryker disable next-line EqualityOperator: 1000 is "1000" to 1 decimal or none
  return String(roundShown(value, value < 1000 ? 1 : 0));
}

/** Each number field's reading, by key; one that depends on other inputs (a unit box) is a function of them. */
export type Readings<K extends string> = Partial<
  Record<K, Reading | ((inputs: Inputs<K>) => Reading)>
>;

export const readingOf = <K extends string>(
  readings: Readings<K>,
  key: K,
  inputs: Inputs<K>,
): Reading | undefined => {
  const reading = readings[key];
  return typeof reading === "function" ? reading(inputs) : reading;
};

/** The note beside a number field as it is typed ('Read as £216.67 a month (£50 a week × 52 ÷ 12)'). */
export const noteFor = <K extends string>(readings: Readings<K>, key: K, inputs: Inputs<K>) => {
  const reading = readingOf(readings, key, inputs);
  if (!reading) return undefined;
  const figure = readFigure(reading, inputs[key]);
  return figure.ok ? figure.note : undefined;
};

class FieldProblem {
  constructor(
    readonly field: string,
    readonly message: string,
  ) {}
}

/**
 * A calculator's `calculate`, given `read`: a field's figure (0 when blank). A field whose text
 * cannot be read, is negative or is out of range ends the calculation with its message at that
 * field; fields are read as the calculation needs them, so a hidden field's text never blocks one.
 */
export function withFigures<K extends string, R, A extends unknown[] = []>(
  readings: Readings<K>,
  body: (inputs: Inputs<K>, read: (key: K) => number, ...rest: A) => Outcome<R, K>,
) {
  return (inputs: Inputs<K>, ...rest: A): Outcome<R, K> => {
    const read = (key: K) => {
      const figure = readFigure(readingOf(readings, key, inputs)!, inputs[key]);
      if (!figure.ok) throw new FieldProblem(key, figure.message);
      return figure.value;
    };
    try {
      return body(inputs, read, ...rest);
    } catch (problem) {
      if (problem instanceof FieldProblem)
        return { ok: false, message: problem.message, field: problem.field as K };
      throw problem;
    }
  };
}

/**
 * The inputs after one changed, with every typed figure whose unit or period that change switched
 * (mpg to L/100km, a price a gallon to a litre, a year's kWh to a month's) converted to match.
 */
function withUnitsConverted<K extends string>(
  readings: Readings<K>,
  before: Inputs<K>,
  after: Inputs<K>,
): Inputs<K> {
  const converted = { ...after };
  for (const key of Object.keys(readings) as K[]) {
    const from = readingOf(readings, key, before)!;
    const to = readingOf(readings, key, after)!;
    // A figure typed since is the visitor's own, in whatever unit they meant.
    if ((from.unit === to.unit && from.per === to.per) || after[key] !== before[key]) continue;
    const figure = readFigure(from, before[key]);
    if (!figure.ok || figure.blank) continue;
    const value = convertFigure(figure.value, from, to);
    // Not a figure where the units do not convert (undefined), nor where it would be infinite (0 mpg).
    if (Number.isFinite(value)) converted[key] = typeFigure(value!, to.unit);
  }
  return converted;
}

/** Shared by the fuel and EV calculators: a pump price, per litre or per UK gallon (50p to £4 a litre). */
export const fuelPriceReading = (name: string, unit: "litre" | "gallon"): Reading => {
  const perUnit = unit === "litre" ? 1 : LITRES_PER_UK_GALLON;
  return {
    name,
    unit: unit === "litre" ? "£/litre" : "£/gallon",
    range: [0.5 * perUnit, 4 * perUnit],
    usual: [1 * perUnit, 2.2 * perUnit],
  };
};

/**
 * A price a kWh, shared by the energy and EV calculators: possible up to £1 (£1.50 at a public
 * charger), so £1 to £5 is questioned rather than read as pounds or pence.
 */
export const kWhPriceReading = (
  name: string,
  {
    max = 1,
    usual,
    optional = false,
  }: { max?: number; usual: readonly [number, number]; optional?: boolean },
): Reading => ({ name, unit: "£/kWh", range: [0, max], usual, optional });

/** A car's fuel economy in mpg or L/100km. */
export const economyReading = (name: string, unit: "mpg" | "L/100km"): Reading =>
  unit === "mpg"
    ? { name, unit, range: [1, 500], usual: [15, 100] }
    : { name, unit, range: [0.5, 250], usual: [2.8, 19] };

/** A calculator's engine: its readings, its calculation, and what the page asks of them as a visitor types. */
export const engineOf = <K extends string, R>(
  readings: Readings<K>,
  calculate: (inputs: Inputs<K>) => Outcome<R, K>,
): CalculatorEngine<K, R> => ({
  readings,
  calculate,
  note: (key, inputs) => noteFor(readings, key, inputs),
  convertUnits: (before, after) => withUnitsConverted(readings, before, after),
});
