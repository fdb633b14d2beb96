/**
 * Prices that can only be pence (docs/product.md#number-parsing). UK pumps show pence per litre, so
 * a visitor types 139.9 in a £-per-litre field; no litre of fuel costs £139.90, so we read it as
 * 139.9p (£1.399) and the page says so beside the field. One rule for the fuel, EV and energy
 * calculators.
 */
import { formatMoneyExact, formatPence } from "./format";
import { readNumber } from "./number";

/** What a price is per: a litre or gallon of fuel, a kWh of electricity or gas, or a day of standing charge. */
export type PriceUnit = "litre" | "gallon" | "kWh" | "day";

/**
 * The most a price per unit can be in pounds: a price typed above it, without a `p`, is read as
 * pence. Each is many times any real UK price, and each pence price it catches is a real one
 * (pumps show 120p-160p a litre, so 545p-730p a gallon; electricity costs 7p-30p a kWh at home,
 * 50p-90p on public chargers; standing charges are 20p-70p a day).
 */
const MAX_POUNDS_PER_LITRE = 20;
const MAX_POUNDS_PER_GALLON = 60;
const MAX_POUNDS_PER_KWH = 5;
const MAX_POUNDS_PER_DAY = 5;

const MAX_POUNDS: Record<PriceUnit, number> = {
  litre: MAX_POUNDS_PER_LITRE,
  gallon: MAX_POUNDS_PER_GALLON,
  kWh: MAX_POUNDS_PER_KWH,
  day: MAX_POUNDS_PER_DAY,
};

/** A price as the calculators use it: pounds per unit, and how the typed text was read. */
export interface Price {
  /** Pounds per `unit`. */
  pounds: number;
  unit: PriceUnit;
  /** Typed without a `p` but above what the unit can cost in pounds, so read as pence. */
  readAsPence: boolean;
}

export function readPrice(raw: string | undefined, unit: PriceUnit): Price {
  const { value, pence } = readNumber(raw);
  const readAsPence = !pence && value > MAX_POUNDS[unit];
  return { pounds: readAsPence ? value / 100 : value, unit, readAsPence };
}

/** 'Read as 139.9p a litre (£1.399)' beside a price read as pence; otherwise nothing. */
export function pencePriceNote(raw: string | undefined, unit: PriceUnit): string | undefined {
  const price = readPrice(raw, unit);
  if (!price.readAsPence) return undefined;
  return `Read as ${formatPence(price.pounds * 100)} a ${unit} (${formatMoneyExact(price.pounds)})`;
}
