/** The ad slots and their sizes (docs/product.md#ads) (width × height); responsive slots shrink to the screen's width. */
import { siteConfig } from "~/site/config";

export interface AdSlotSize {
  width: number;
  height: number;
  responsive: boolean;
  /** Shown only on screens that match (the page hides the slot elsewhere with the same breakpoint). */
  media?: string;
}

const DESKTOP = "(min-width: 768px)";
const PHONE = "(max-width: 767.98px)";

export const AD_SLOT_SIZES = {
  header: { width: 728, height: 90, responsive: true, media: DESKTOP },
  headerMobile: { width: 320, height: 100, responsive: true, media: PHONE },
  inContent: { width: 728, height: 90, responsive: false },
  footer: { width: 728, height: 90, responsive: true },
  stickyMobile: { width: 320, height: 50, responsive: true, media: PHONE },
  calcMid: { width: 728, height: 90, responsive: false },
  articleEnd: { width: 728, height: 90, responsive: false },
} as const satisfies Record<string, AdSlotSize>;

/** The slots pages place. The deployer names each one's ad unit in `VITE_ADSENSE_SLOT_<NAME>`. */
export type AdSlotName = keyof typeof AD_SLOT_SIZES;

/** The ad unit id the deployer set for a slot, if any. */
export const adUnitId = (name: AdSlotName): string | undefined =>
  siteConfig.adsense?.slots[name.toUpperCase()];

/** CSS classes that show a slot only where its media query matches. */
export const SLOT_VISIBILITY: Partial<Record<AdSlotName, string>> = {
  header: "hidden md:block",
  headerMobile: "md:hidden",
  stickyMobile: "md:hidden",
};

/** At most 4 ads per page. */
export const MAX_ADS_PER_PAGE = 4;
/** In-content ads wait until the visitor has scrolled 300 px. */
export const IN_CONTENT_SCROLL_PX = 300;
/** Unfilled slots are initialised about 100 ms after Accept All. */
export const CONSENT_INIT_DELAY_MS = 100;
export const IN_CONTENT_SLOTS: readonly AdSlotName[] = ["inContent"];

/** The box a slot always occupies, so nothing moves when an ad arrives or does not. */
export const slotBox = (size: AdSlotSize) => ({
  width: size.responsive ? "100%" : `${size.width}px`,
  maxWidth: size.responsive ? `${size.width}px` : "100%",
  height: `${size.height}px`,
});
