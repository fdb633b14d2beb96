import { lazy, Suspense } from "react";
import { AD_SLOT_SIZES, type AdSlotName, adUnitId, SLOT_VISIBILITY, slotBox } from "./slots";

// The ad code loads only on sites that configure AdSense, and only where a slot is rendered.
const AdUnit = lazy(() => import("./ad-unit"));

/** An ad slot: nothing at all unless the deployer configured AdSense and this slot's id. */
export function AdSlot({ name, className = "" }: { name: AdSlotName; className?: string }) {
  if (!adUnitId(name)) return null;
  const reserved = (
    <div
      aria-hidden="true"
      className={`no-print mx-auto ${SLOT_VISIBILITY[name] ?? ""} ${className}`}
      style={slotBox(AD_SLOT_SIZES[name])}
    />
  );
  return (
    <Suspense fallback={reserved}>
      <AdUnit name={name} className={className} />
    </Suspense>
  );
}

/** The header banner: the desktop slot on wide screens, the mobile slot on phones. */
export function HeaderAds() {
  return (
    <>
      <AdSlot name="header" className="my-6" />
      <AdSlot name="headerMobile" className="my-6" />
    </>
  );
}
