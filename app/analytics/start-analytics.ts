import { readConsent, subscribeConsent } from "~/consent/consent";
import { siteConfig } from "~/site/config";
import { connectAnalytics, trackPageView } from "./track";

const googleInUse = Boolean(siteConfig.gaMeasurementId || siteConfig.adsense);

/**
 * Keeps Google's consent state and scripts in step with the visitor's choice, and counts the page
 * view; every page runs it, and every move to another page is a page load of its own.
 */
export function startAnalytics() {
  if (!googleInUse) return;
  void import("./analytics").then((module) => {
    connectAnalytics(module);
    module.applyConsent(readConsent());
    trackPageView();
    subscribeConsent(() => {
      module.applyConsent(readConsent());
      trackPageView();
    });
  });
}
