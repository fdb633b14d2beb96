/**
 * What every page does in the browser, in framework-free modules: the cookie choice (the site's
 * banner, or Google's platform, decision 18) and its Cookie settings button, analytics after
 * consent, the page's ad slots and the sticky phone ad, the phone menu and the share buttons. The
 * layout (page.astro) runs it from an Astro `<script>`, which Astro bundles and every page fetches
 * as one file (decision 37).
 */
import { loadAdSense } from "~/ads/adsense";
import { startStickyAd } from "~/ads/sticky-ad";
import { watchAdSlot } from "~/ads/watch-ad-slot";
import { startAnalytics } from "~/analytics/start-analytics";
import { listenToGooglePlatform } from "~/consent/consent";
import { startConsentBanner } from "~/consent/consent-banner";
import { startCookieSettings } from "~/consent/cookie-settings";
import { startShareButtons } from "~/share/share";
import { GOOGLE_CONSENT_PLATFORM } from "~/site/config";
import { startMenu } from "~/site/menu";
import { buttonsAnswered } from "~/site/on-press";

export function startPageBehaviour() {
  // The slots in the page's HTML; a React island's slots watch themselves (ad-slot.tsx), and so
  // does the sticky ad's.
  for (const box of document.querySelectorAll<HTMLElement>("[data-ad-slot-name]"))
    if (!box.closest("astro-island")) watchAdSlot(box);
  if (GOOGLE_CONSENT_PLATFORM) {
    // The AdSense code carries Google's consent message, so it loads from the start; if it cannot,
    // nothing is asked and nothing is allowed.
    listenToGooglePlatform();
    void loadAdSense();
  } else startConsentBanner();
  startCookieSettings();
  startStickyAd();
  startMenu();
  startShareButtons();
  buttonsAnswered();
  startAnalytics();
}
