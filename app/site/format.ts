/**
 * The one place numbers are turned into text, in en-GB conventions: the calculators' results and
 * notes, the reference figures and the articles' sums all use it (docs/decisions/0020).
 */

/**
 * Strips binary floating-point noise (920 / 3200 × 100 = 28.749999999999996; 2,500.0000000001) to
 * 12 significant digits, so halves round as a person working by hand would round them and sums
 * compare as written, and turns −0 into 0.
 */
export const withoutFloatNoise = (value: number) => Number(value.toPrecision(12)) + 0;

/** The value as it is shown to `decimals` places, for rules that must agree with the figure shown. */
export const roundShown = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  // The noise is stripped after scaling too: 135.605 × 100 is 13560.499999999998.
  return Math.round(withoutFloatNoise(withoutFloatNoise(value) * scale)) / scale;
};

/** A number as a visitor would type it into a field: 26.11 / 100 → "0.2611", without the noise. */
export const typedNumber = (value: number) => String(withoutFloatNoise(value));

/**
 * A sum of money as a visitor would type it, to the penny as it is shown: whole pounds without
 * decimals ("2500"), pence to two places ("2392.20"). What one calculator's figure fills in another.
 */
export const typedPounds = (value: number) => {
  const pounds = roundShown(value, 2);
  return Number.isInteger(pounds) ? String(pounds) : pounds.toFixed(2);
};

/** The minus sign figures are shown with ("−£125.00"), not a hyphen. */
const MINUS = "−";

/**
 * Formatters made on first use and kept: creating an Intl.NumberFormat costs a few milliseconds,
 * which a calculator page would otherwise pay while it loads, before anything is calculated.
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(minDecimals: number, maxDecimals: number, money: boolean) {
  const key = `${minDecimals}:${maxDecimals}:${money}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      ...(money && { style: "currency", currency: "GBP" }),
    });
    formats.set(key, format);
  }
  return format;
}

/** A value to `minDecimals`–`maxDecimals` places, with a minus sign only when it does not show as 0. */
function shown(value: number, minDecimals: number, maxDecimals: number, money: boolean) {
  const magnitude = roundShown(Math.abs(value), maxDecimals);
  const text = numberFormat(minDecimals, maxDecimals, money).format(magnitude);
  return value < 0 && magnitude > 0 ? `${MINUS}${text}` : text;
}

/** 1,234.5 to the decimals given: figures in sentences, the articles' sums. */
export const formatNumber = (value: number, minDecimals: number, maxDecimals = minDecimals) =>
  shown(value, minDecimals, maxDecimals, false);

/**
 * The one money format: £1,461.48 (2 decimals unless told), £0.141 (per-mile costs, 3), £1,461
 * (chart labels, 0), £1.399 (a price as read: 2 to 5, `decimals` 2 and `maxDecimals` 5), and
 * −£125.00 below nothing.
 */
export const formatMoney = (value: number, decimals = 2, maxDecimals = decimals) =>
  shown(value, decimals, maxDecimals, true);

/**
 * A change with its sign, decided by the change as shown: "+£1.00", "−4 years 3 months", "+4.8%";
 * one that shows as nothing has none. `format` shows its size.
 */
export function signed(change: number, decimals: number, format: (size: number) => string) {
  const size = roundShown(Math.abs(change), decimals);
  const sign = size === 0 ? "" : change > 0 ? "+" : MINUS;
  return `${sign}${format(size)}`;
}

/** "+£427.62", "−£57.52", "£0.00": a change in money. */
export const formatSignedMoney = (change: number, decimals = 2) =>
  signed(change, decimals, (size) => formatMoney(size, decimals));

/** 139.9p */
export const formatPence = (value: number) => `${formatNumber(value, 0, 3)}p`;
/** 1,234 */
export const formatWhole = (value: number) => formatNumber(value, 0);
/** 30.0% */
export const formatPercent = (value: number) => `${formatNumber(value, 1)}%`;
/** 1.2 */
export const formatOneDecimal = (value: number) => formatNumber(value, 1);

/** "22 years 1 month", "9 months", "0 months": a whole number of months. */
export function formatDuration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years) parts.push(`${years} year${years === 1 ? "" : "s"}`);
  if (rest || !years) parts.push(`${rest} month${rest === 1 ? "" : "s"}`);
  return parts.join(" ");
}
