/**
 * The UK average pump prices the fuel and EV calculators offer to fill in with one press. Small,
 * because calculator pages import it; figures.ts (build-time only, with the sources) builds its
 * entries from these, so a newer price is typed once (docs/content-style.md).
 */
export const PUMP_PRICES = {
  /** Reads after the price: "151.4p a litre on 30 June 2026". */
  period: "on 30 June 2026",
  petrolPence: 151.4,
  dieselPence: 167.14,
} as const;
