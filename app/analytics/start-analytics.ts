import { readConsent, subscribeConsent } from "~/consent/consent";
import { siteConfig } from "~/site/config";
import { connectAnalytics, trackPageView } from "./track";

const googleInUse = Boolean(siteConfig.gaMeasurementId || siteConfig.adsense);

/**
 * Keeps Google's consent state and scripts in step with the visitor's choice, and counts the page
 * view of the page the visit opened on; every page runs it, with the app or without it. The app
 * counts its own client-side navigations (use-analytics.ts).
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
