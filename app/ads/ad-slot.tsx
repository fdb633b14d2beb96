import { useEffect, useRef } from "react";
import { siteConfig } from "~/site/config";
import { AD_SLOT_SIZES, type AdSlotName, adUnitId, SLOT_VISIBILITY, slotBox } from "./slots";
import { watchAdSlot } from "./watch-ad-slot";

/**
 * An ad slot: nothing at all unless the deployer configured AdSense and this slot's id. Its box is
 * always the slot's size, prerendered hidden from assistive technology; what fills it, and when, is
 * watch-ad-slot.ts: layouts/page-behaviour.ts watches the boxes in the page's HTML, and a box an island shows
 * later (the calculators' mid-page slot) is watched by its own effect.
 */
export function AdSlot({ name, className = "" }: { name: AdSlotName; className?: string }) {
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

/** The header banner: the desktop slot on wide screens, the mobile slot on phones. */
export function HeaderAds() {
  return (
    <>
      <AdSlot name="header" className="my-6" />
      <AdSlot name="headerMobile" className="my-6" />
    </>
  );
}
