/**
 * What every page does in the browser, with the app or without it, in framework-free modules: the
 * cookie choice (the site's banner, or Google's platform, decision 18) and its Cookie settings
 * button, analytics after consent, the sticky phone ad, the phone menu and the share buttons.
 * page-script.ts starts it on every page, once the page has painted (decision 29).
 */
import { loadAdSense } from "./ads/adsense";
import { startStickyAd } from "./ads/sticky-ad";
import { startAnalytics } from "./analytics/start-analytics";
import { listenToGooglePlatform } from "./consent/consent";
import { startConsentBanner } from "./consent/consent-banner";
import { startCookieSettings } from "./consent/cookie-settings";
import { startShareButtons } from "./share/share";
import { GOOGLE_CONSENT_PLATFORM } from "./site/config";
import { startMenu } from "./site/menu";
import { buttonsAnswered } from "./site/on-press";

let started = false;

export function startPageBehaviour() {
  if (started) return;
  started = true;
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
