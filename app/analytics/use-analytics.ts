import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackPageView } from "./track";

/**
 * A page view for every client-side navigation in the app, once the new title is in place (the
 * first page's is counted by start-analytics.ts, once the analytics code has loaded).
 */
export function useAnalytics() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname) return;
    const timer = setTimeout(trackPageView, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}
