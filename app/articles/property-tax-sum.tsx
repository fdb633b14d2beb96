/**
 * <PropertyTax price={450000} nation="england" buyer="standard" /> prints the tax on a purchase
 * ("£12,500"); `nonUkResident` adds England's surcharge for a buyer not resident in the UK
 * (an error elsewhere, where there is none), worked out when the site is built by the same engine and bands as the calculators
 * (app/calculators/property-tax/estimate-property-tax.ts), so an article's sum cannot disagree with
 * them or go stale when the bands change.
 */
import {
  estimatePropertyTax,
  type PropertyTaxBuyer,
} from "~/calculators/property-tax/estimate-property-tax";
import { formatAmount } from "~/reference/format";
import type { PropertyTaxNation } from "~/reference/property-tax";

const NATIONS: readonly PropertyTaxNation[] = ["england", "scotland", "wales"];
const BUYERS: readonly PropertyTaxBuyer[] = ["standard", "first-time-buyer", "additional-property"];

export function PropertyTax({
  price,
  nation,
  buyer = "standard",
  nonUkResident = false,
}: {
  price: number;
  nation: PropertyTaxNation;
  buyer?: PropertyTaxBuyer;
  nonUkResident?: boolean;
}) {
  if (
    !(Number.isFinite(price) && price > 0) ||
    !NATIONS.includes(nation) ||
    !BUYERS.includes(buyer) ||
    (nonUkResident && nation !== "england")
  )
    throw new Error(
      `<PropertyTax price={${price}} nation="${nation}" buyer="${buyer}"${nonUkResident ? " nonUkResident" : ""} />: a price above £0, nation ${NATIONS.join(" | ")}, buyer ${BUYERS.join(" | ")}, nonUkResident in England only`,
    );
  const { total } = estimatePropertyTax(price, nation, buyer, { nonUkResident });
  return <>{formatAmount(total, "gbp", Number.isInteger(total) ? 0 : 2)}</>;
}
