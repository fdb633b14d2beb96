import { useEffect } from "react";
import { useLocation } from "react-router";
import { readConsent, subscribeConsent } from "~/consent/consent";
import { siteConfig } from "~/site/config";
import { connectAnalytics, trackPageView } from "./track";

const googleInUse = Boolean(siteConfig.gaMeasurementId || siteConfig.adsense);

/** Keeps Google's consent state and scripts in step with the visitor's choice, and counts page views. */
export function useAnalytics() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!googleInUse) return;
    let unsubscribe = () => {};
    import("./analytics").then((module) => {
      connectAnalytics(module);
      module.applyConsent(readConsent());
      trackPageView();
      unsubscribe = subscribeConsent(() => {
        module.applyConsent(readConsent());
        trackPageView();
      });
    });
    return () => unsubscribe();
  }, []);
  // A page view for every client-side navigation, once the new title is in place.
  useEffect(() => {
    if (!pathname) return;
    const timer = setTimeout(trackPageView, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}
