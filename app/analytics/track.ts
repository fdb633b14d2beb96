/**
 * The analytics calls the rest of the site makes. They do nothing until the analytics module has
 * loaded (only on sites that configure Google, see use-analytics.ts) and the visitor has accepted.
 */
type Analytics = typeof import("./analytics");

let analytics: Analytics | null = null;

export const connectAnalytics = (module: Analytics) => {
  analytics = module;
};

/** calculate, save, reset, share, contact_submit: names and fixed labels only, never input values. */
export function trackEvent(name: string, params: Record<string, string> = {}) {
  analytics?.trackEvent(name, params);
}

export function trackPageView() {
  analytics?.trackPageView();
}
