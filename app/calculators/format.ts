/** The one place results are turned into text, in en-GB conventions. */
/**
 * A formatter made on first use: creating an Intl.NumberFormat costs a few milliseconds, which a
 * calculator page would otherwise pay while it loads, before anything is calculated.
 */
const formatter = (options: Intl.NumberFormatOptions) => {
  let made: Intl.NumberFormat | undefined;
  return (value: number) => {
    made ??= new Intl.NumberFormat("en-GB", options);
    return made.format(value);
  };
};
const money2 = formatter({ style: "currency", currency: "GBP" });
const money3 = formatter({
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});
const money0 = formatter({ style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const whole = formatter({ maximumFractionDigits: 0 });
const oneDecimal = formatter({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
const moneyExact = formatter({
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 5,
});
const upTo3 = formatter({ maximumFractionDigits: 3 });

/**
 * Strips binary floating-point noise (920 / 3200 × 100 = 28.749999999999996) so that halves round as
 * a person working by hand would round them, and turns -0 into 0.
 */
const clean = (value: number) => Number(value.toPrecision(12)) + 0;

/** The value as it is shown to `decimals` places, for rules that must agree with the figure shown. */
export const roundShown = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(clean(value) * scale) / scale;
};

/** A number as a visitor would type it into a field: 26.11 / 100 → "0.2611", without the noise. */
export const typedNumber = (value: number) => String(clean(value));
/** £1,461.48 */
export const formatMoney = (value: number) => money2(clean(value));
/** £0.141: per-mile costs, shown to 3 decimals (docs/product.md#rounding-and-formatting). */
export const formatMoneyPrecise = (value: number) => money3(clean(value));
/** £1.399: a price as it was read, to as many decimals as it has (2 to 5). */
export const formatMoneyExact = (value: number) => moneyExact(clean(value));
/** 139.9p */
export const formatPence = (value: number) => `${upTo3(clean(value))}p`;
/** £1,461: chart labels and axis ticks. */
export const formatMoneyRounded = (value: number) => money0(clean(value));
/** 1,234 */
export const formatWhole = (value: number) => whole(clean(value));
/** 30.0% */
export const formatPercent = (value: number) => `${oneDecimal(clean(value))}%`;
/** 1.2 */
export const formatOneDecimal = (value: number) => oneDecimal(clean(value));
