/**
 * A home purchase as both property tax calculators ask about it (the stamp duty calculator, and the
 * moving calculator's "Buying a home"): the same fields, the same reading of them and the same
 * messages, so the two give the same tax for the same answers. Its fields are in
 * purchase-fields.ts, as they load with the page and this loads with the engine.
 */
import type { Reading } from "~/calculators/reading";
import type { Inputs } from "~/calculators/types";
import type { PropertyTaxNation } from "~/reference/property-tax";
import { estimatePropertyTax, type PropertyTaxBuyer } from "./estimate-property-tax";
import type { PurchaseKey } from "./purchase-fields";

export const PURCHASE_MESSAGES = {
  propertyPrice: "Please enter the price of the home you are buying.",
  bothBuyers:
    "A first-time buyer owns no other home, so first-time buyer relief and the additional property rates cannot both apply. Untick one of them.",
} as const;

export const PRICE_READING: Reading = {
  name: "the price of the home",
  unit: "£",
  range: [0, 100_000_000],
};

const NATIONS: readonly PropertyTaxNation[] = ["england", "scotland", "wales"];
/** The nation a choice stands for: anything unknown is England (the default). */
export const nationOf = (choice: string): PropertyTaxNation =>
  NATIONS.find((nation) => nation === choice) ?? "england";

/** True when both boxes are ticked, which the law does not allow (PURCHASE_MESSAGES.bothBuyers). */
export const bothBuyers = (inputs: Inputs<PurchaseKey>) =>
  inputs.firstTimeBuyer === "true" && inputs.additionalProperty === "true";

export const buyerOf = (inputs: Inputs<PurchaseKey>): PropertyTaxBuyer =>
  inputs.firstTimeBuyer === "true"
    ? "first-time-buyer"
    : inputs.additionalProperty === "true"
      ? "additional-property"
      : "standard";

/** The tax on the purchase the answers describe; `nonUkResident` adds the nation's surcharge, if any. */
export const taxOnPurchase = (price: number, inputs: Inputs<PurchaseKey>, nonUkResident = false) =>
  estimatePropertyTax(price, nationOf(inputs.nation), buyerOf(inputs), { nonUkResident });
