import { useEffect, useRef } from "react";
import { siteConfig } from "~/site/config";
import { AD_SLOT_SIZES, type AdSlotName, adUnitId, SLOT_VISIBILITY, slotBox } from "./slots";
import { watchAdSlot } from "./watch-ad-slot";

/**
 * One ad unit: its box, always the slot's size, prerendered hidden from assistive technology; what
 * fills it, and when, is watch-ad-slot.ts, which pages without the app run on the same boxes.
 */
export default function AdUnit({ name, className = "" }: { name: AdSlotName; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => (box.current ? watchAdSlot(box.current) : undefined), []);
  if (!adUnitId(name) || !siteConfig.adsense) return null;
  return (
    <div
      ref={box}
      className={`no-print mx-auto overflow-hidden ${SLOT_VISIBILITY[name] ?? ""} ${className}`}
      style={slotBox(AD_SLOT_SIZES[name])}
      data-ad-slot-name={name}
      aria-hidden="true"
    />
  );
}
