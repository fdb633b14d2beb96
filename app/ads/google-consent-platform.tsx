import { useEffect } from "react";
import { listenToGooglePlatform } from "~/consent/consent";
import { loadAdSense } from "./adsense";

/**
 * With VITE_CONSENT_PLATFORM=google, in place of the site's banner: the AdSense code loads on every
 * page from the start, since it carries Google's consent message, and the site's consent state
 * follows the visitor's choice there (decision 18). If it cannot load, nothing is asked and nothing
 * is allowed: no ads, no analytics, and a warning in the console.
 */
export function GoogleConsentPlatform() {
  useEffect(() => {
    listenToGooglePlatform();
    void loadAdSense();
  }, []);
  return null;
}
