import { useEffect, useRef, useState } from "react";
import { useConsent } from "~/consent/consent";
import { siteConfig } from "~/site/config";
import { claimAd, releaseAd } from "./ad-budget";
import { fillAdSlot, loadAdSense } from "./adsense";
import {
  AD_SLOT_SIZES,
  type AdSlotName,
  type AdSlotSize,
  adUnitId,
  CONSENT_INIT_DELAY_MS,
  IN_CONTENT_SCROLL_PX,
  IN_CONTENT_SLOTS,
  SLOT_VISIBILITY,
  slotBox,
} from "./slots";

/** True once the page has been scrolled past `px` (immediately when `px` is 0). */
function useScrolledPast(px: number) {
  const [past, setPast] = useState(px === 0);
  useEffect(() => {
    if (past) return;
    const check = () => window.scrollY > px && setPast(true);
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [past, px]);
  return past;
}

/**
 * One ad unit. Its box is always the slot's size, so nothing moves when an ad arrives or does not.
 * Consent given: a live AdSense unit (at most 4 a page; in-content ones after 300 px of scrolling;
 * only where the slot is visible). Refused: an empty placeholder hidden from assistive technology.
 * Not yet chosen: the box, with no ad pushed.
 */
export default function AdUnit({ name, className = "" }: { name: AdSlotName; className?: string }) {
  const slotId = adUnitId(name);
  const consent = useConsent();
  const size: AdSlotSize = AD_SLOT_SIZES[name];
  const scrolled = useScrolledPast(IN_CONTENT_SLOTS.includes(name) ? IN_CONTENT_SCROLL_PX : 0);
  const ins = useRef<HTMLModElement>(null);
  const [holder] = useState(() => Symbol(name));
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!slotId || consent !== true || !scrolled) return;
    if (size.media && !window.matchMedia(size.media).matches) return;
    if (!claimAd(holder)) return;
    setLive(true);
    // Unfilled slots are initialised about 100 ms after consent (docs/product.md#ads).
    const timer = setTimeout(() => {
      loadAdSense().then(() => ins.current && fillAdSlot(ins.current));
    }, CONSENT_INIT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      releaseAd(holder);
      setLive(false);
    };
  }, [slotId, consent, scrolled, holder, size.media]);

  if (!slotId || !siteConfig.adsense) return null;
  const box = slotBox(size);
  return (
    <div
      className={`no-print mx-auto overflow-hidden ${SLOT_VISIBILITY[name] ?? ""} ${className}`}
      style={box}
      data-ad-slot-name={name}
      aria-hidden={consent === true ? undefined : true}
    >
      {live && consent === true && (
        <ins
          ref={ins}
          className="adsbygoogle"
          style={{ display: "block", ...box }}
          data-ad-client={siteConfig.adsense.client}
          data-ad-slot={slotId}
          {...(size.responsive
            ? { "data-ad-format": "auto", "data-full-width-responsive": "true" }
            : {})}
        />
      )}
    </div>
  );
}
