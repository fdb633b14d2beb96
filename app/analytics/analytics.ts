/**
 * Google Analytics 4 through gtag, behind the visitor's choice. Loaded only on sites that configure
 * Google (see use-analytics.ts). Consent Mode v2 starts denied; the
 * gtag script is requested only after Accept All; refusing later sends the denied update, deletes
 * the _ga cookies and stops every event (no cookieless pings either). Events never carry what the
 * visitor typed.
 */
import { siteConfig } from "~/site/config";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentState = "granted" | "denied";

// gtag.js reads the arguments object itself, exactly as Google's snippet pushes it.
function gtag(..._args: unknown[]) {
  window.dataLayer = window.dataLayer || [];
  // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object
  window.dataLayer.push(arguments);
}

let loaded = false;
let defaultsSet = false;
/** The visitor's current choice is Accept All: events are sent only then. */
let granted = false;

const consentFields = (state: ConsentState) => ({
  ad_storage: state,
  analytics_storage: state,
  ad_user_data: state,
  ad_personalization: state,
});

function setDefaults() {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag("consent", "default", consentFields("denied"));
}

function loadGa(id: string) {
  if (loaded) return;
  loaded = true;
  gtag("js", new Date());
  gtag("config", id, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.onerror = () => console.warn("Analytics script failed to load");
  document.head.append(script);
}

/** Deletes the _ga and _ga_<id> cookies, on this host and on the parent domains gtag may use. */
function removeGaCookies() {
  // biome-ignore-start lint/suspicious/noDocumentCookie: expiring cookies needs document.cookie
  const names = document.cookie
    .split(";")
    .map((part) => part.trim().split("=")[0] ?? "")
    .filter((name) => name === "_ga" || name.startsWith("_ga_"));
  const parts = window.location.hostname.split(".");
  const domains = [
    "",
    ...parts.map((_, index) => parts.slice(index).join(".")).filter((d) => d.includes(".")),
  ];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=.${domain}` : ""}`;
    }
  }
  // biome-ignore-end lint/suspicious/noDocumentCookie: expiring cookies needs document.cookie
}

/** Applies the visitor's choice: null (none yet) leaves everything denied and unloaded. */
export function applyConsent(analytics: boolean | null) {
  setDefaults();
  if (analytics === null) return;
  granted = analytics;
  gtag("consent", "update", consentFields(analytics ? "granted" : "denied"));
  if (analytics && siteConfig.gaMeasurementId) loadGa(siteConfig.gaMeasurementId);
  if (!analytics) removeGaCookies();
}

/** @public Called through track.ts, which loads this module only on sites with analytics. */
export function trackPageView() {
  if (!loaded || !granted) return;
  gtag("event", "page_view", {
    page_location: window.location.href,
    page_path: window.location.pathname,
    page_title: document.title,
  });
}

/** @public Called through track.ts, as trackPageView is. */
export function trackEvent(name: string, params: Record<string, string> = {}) {
  if (!loaded || !granted) return;
  gtag("event", name, params);
}
