/**
 * The UK average pump prices the fuel and EV calculators offer to fill in with one press. Small,
 * because calculator pages import it; figures.ts (build-time only, with the sources) builds its
 * entries from these, so a newer price is typed once (docs/content-style.md).
 */
export const PUMP_PRICES = {
  /** Reads after the price: "151.4p a litre on 30 June 2026". */
  period: "on 30 June 2026",
  on: "2026-06-30",
  /** Pump prices move weekly: a month on, a newer average applies. */
  checkBy: "2026-07-31",
  newer: { title: "RAC Fuel Watch", url: "https://www.rac.co.uk/drive/advice/fuel-watch/" },
  petrolPence: 151.4,
  dieselPence: 167.14,
} as const;

/** The pump prices' dates, as a figure's notice reads them: measured on a day, to be checked a month on. */
export const PUMP_DATES = {
  from: PUMP_PRICES.on,
  checkBy: PUMP_PRICES.checkBy,
  newer: PUMP_PRICES.newer,
};
