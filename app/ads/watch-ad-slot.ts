/**
 * One ad slot's life, without a framework, so a slot behaves the same in a page's HTML and in a React
 * island. Its box (ad-slot.tsx) is always the slot's size, so nothing moves when an ad
 * arrives or does not. Consent given: a live AdSense unit (at most 4 a page; in-content ones after
 * 300 px of scrolling; only where the slot is visible). Refused: an empty box hidden from assistive
 * technology. Not yet chosen: the box, with no ad pushed.
 */
import { readConsent, subscribeConsent } from "~/consent/consent";
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
  slotBox,
} from "./slots";

const isSlotName = (name: string | undefined): name is AdSlotName =>
  name !== undefined && Object.hasOwn(AD_SLOT_SIZES, name);

/** Watches the box `data-ad-slot-name` names; returns what stops watching and takes its ad down. */
export function watchAdSlot(box: HTMLElement): () => void {
  const name = box.dataset.adSlotName;
  const client = siteConfig.adsense?.client;
  const slotId = isSlotName(name) ? adUnitId(name) : undefined;
  if (!isSlotName(name) || !slotId || !client) return () => {};
  const size: AdSlotSize = AD_SLOT_SIZES[name];
  const holder = Symbol(name);
  let scrolled = !IN_CONTENT_SLOTS.includes(name);
  let ad: HTMLModElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const takeDown = () => {
    clearTimeout(timer);
    releaseAd(holder);
    ad?.remove();
    ad = null;
  };
  const update = () => {
    const consent = readConsent();
    if (consent === true) box.removeAttribute("aria-hidden");
    else box.setAttribute("aria-hidden", "true");
    if (consent !== true) return takeDown();
    if (ad || !scrolled) return;
    if (size.media && !window.matchMedia(size.media).matches) return;
    if (!claimAd(holder)) return;
    ad = document.createElement("ins");
    ad.className = "adsbygoogle";
    Object.assign(ad.style, { display: "block", ...slotBox(size) });
    ad.dataset.adClient = client;
    ad.dataset.adSlot = slotId;
    if (size.responsive) {
      ad.dataset.adFormat = "auto";
      ad.dataset.fullWidthResponsive = "true";
    }
    box.append(ad);
    const unit = ad;
    // Unfilled slots are initialised about 100 ms after consent (docs/product.md#ads).
    timer = setTimeout(() => {
      void loadAdSense().then(() => unit.isConnected && fillAdSlot(unit));
    }, CONSENT_INIT_DELAY_MS);
  };
  const onScroll = () => {
    if (window.scrollY <= IN_CONTENT_SCROLL_PX) return;
    scrolled = true;
    window.removeEventListener("scroll", onScroll);
    update();
  };
  if (!scrolled) window.addEventListener("scroll", onScroll, { passive: true });
  const unsubscribe = subscribeConsent(update);
  update();
  if (!scrolled) onScroll();
  return () => {
    unsubscribe();
    window.removeEventListener("scroll", onScroll);
    takeDown();
  };
}
