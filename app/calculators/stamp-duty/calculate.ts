import type { PropertyTaxEstimate } from "~/calculators/property-tax/estimate-property-tax";
import {
  bothBuyers,
  PRICE_READING,
  PURCHASE_MESSAGES,
  taxOnPurchase,
} from "~/calculators/property-tax/purchase";
import { engineOf, type Readings, withFigures } from "~/calculators/reading";
import type { StampDutyKey } from "./fields";

export interface StampDutyResult {
  /** The tax band by band, with the rules it used (the moving calculator's, to the penny). */
  tax: PropertyTaxEstimate;
  /** The tax as a percentage of the price. */
  effectiveRatePct: number;
}

/** How the price is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<StampDutyKey> = { propertyPrice: PRICE_READING };

/**
 * The tax on one home bought by an individual. The non-UK resident box is shown only for England
 * and Northern Ireland, the only nation with a surcharge: a tick left behind there counts for
 * nothing in Scotland or Wales, whose rules have no surcharge to add.
 */
const calculateStampDuty = withFigures<StampDutyKey, StampDutyResult>(READINGS, (inputs, read) => {
  const price = read("propertyPrice");
  if (!(price > 0))
    return { ok: false, message: PURCHASE_MESSAGES.propertyPrice, field: "propertyPrice" };
  if (bothBuyers(inputs))
    return { ok: false, message: PURCHASE_MESSAGES.bothBuyers, field: "additionalProperty" };
  const tax = taxOnPurchase(price, inputs, inputs.nonUkResident === "true");
  // The price is over £0 and at most £100m (its reading's range), so the tax and the rate are finite.
  return { ok: true, result: { tax, effectiveRatePct: (tax.total / price) * 100 } };
});

export const engine = engineOf<StampDutyKey, StampDutyResult>(READINGS, calculateStampDuty);
