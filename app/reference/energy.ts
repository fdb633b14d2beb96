/**
 * The energy figures the energy calculator offers to fill in with one press: Ofgem's price cap for
 * the newest quarter we could confirm, and its typical yearly use for a medium home. They live here,
 * small, because the calculator page imports them; figures.ts (build-time only, where their sources
 * are) builds its entries from these, so a new quarter is typed once. docs/content-style.md says how
 * to update them.
 */

/**
 * The Ofgem price cap: Great Britain average, Direct Debit, VAT included (on electricity, none from
 * 1 October 2026 to 31 March 2027: HOME_ELECTRICITY_VAT), in pence.
 */
export const PRICE_CAP = {
  /** Reads after the figures: "26.32p a kWh from 1 October to 31 December 2026". */
  period: "from 1 October to 31 December 2026",
  from: "2026-10-01",
  to: "2026-12-31",
  /** Where a visitor finds the cap in force after `to`. */
  newer: { title: "Energy price cap (Ofgem)", url: "https://www.ofgem.gov.uk/energy-price-cap" },
  electricityUnitPence: 26.32,
  electricityStandingPence: 54.83,
  gasUnitPence: 7.97,
  gasStandingPence: 29.68,
} as const;

/**
 * VAT on household electricity: the reduced rate, and the temporary zero rate the government set
 * for supplies from `zeroFrom` to `zeroTo` (gas stays at the reduced rate throughout). The price
 * cap's rates include whichever applied in their quarter. figures.ts cites the sources.
 */
export const HOME_ELECTRICITY_VAT = {
  reducedPct: 5,
  zeroFrom: "2026-10-01",
  zeroTo: "2027-03-31",
} as const;

/** Ofgem's typical domestic consumption values for a medium home, in kWh a year. */
export const TYPICAL_USE = {
  period: "from 1 July 2026",
  from: "2026-07-01",
  /** No end date: Ofgem reviews them every few years. */
  checkBy: "2027-11-23",
  newer: {
    title: "Average gas and electricity usage (Ofgem)",
    url: "https://www.ofgem.gov.uk/average-gas-and-electricity-usage",
  },
  electricityKWh: 2500,
  /** On Economy 7 or another multi-rate meter. */
  electricityMultiRateKWh: 3400,
  gasKWh: 9500,
} as const;

/**
 * Ofgem's typical use for a low-use and a high-use home, in kWh a year. The newest low and high
 * values we could confirm are those Ofgem's TDCV page gives, in use from 1 April 2020; its values
 * from 1 July 2026 are confirmed for a medium home only (TYPICAL_USE).
 */
export const TYPICAL_USE_LOW_HIGH = {
  period: "from 1 April 2020",
  from: "2020-04-01",
  electricityKWh: { low: 1800, high: 4300 },
  /** Economy 7 (Ofgem's profile class 2). */
  electricityMultiRateKWh: { low: 2400, high: 7100 },
  gasKWh: { low: 8000, high: 17000 },
} as const;
