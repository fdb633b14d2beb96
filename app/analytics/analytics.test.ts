// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"disableJavaScriptEvaluation":true}}}
/**
 * Analytics behind the cookie choice, without a browser: Consent Mode starts denied, the gtag script
 * is asked for only after Accept All, and a later refusal sends the denied update, deletes the _ga
 * cookies and stops every event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const DENIED = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const GRANTED = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

/** A fresh analytics module on a site with a GA4 id (it keeps what it loaded for the visit). */
async function loadAnalytics() {
  vi.resetModules();
  vi.doMock("~/site/config", async (importOriginal) => {
    const original = await importOriginal<typeof import("~/site/config")>();
    return { ...original, siteConfig: { ...original.siteConfig, gaMeasurementId: "G-TEST123456" } };
  });
  return import("./analytics");
}

/** What has been pushed to gtag, as plain arrays, and the gtag scripts the page asked for. */
const calls = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
const commands = () =>
  calls().map(([command, name]) => `${command} ${name instanceof Date ? "(date)" : String(name)}`);
const gtagScripts = () =>
  document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

beforeEach(() => {
  delete window.dataLayer;
  document.head.innerHTML = "";
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("analytics and the cookie choice", () => {
  it("before a choice: only the denied defaults, no script, no events", async () => {
    const analytics = await loadAnalytics();
    analytics.applyConsent(null);
    analytics.trackPageView();
    analytics.trackEvent("calculate", { calculator: "fuel-cost" });
    expect(calls()).toEqual([["consent", "default", DENIED]]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it("after a refusal (Reject Non-Essential or the close button): the denied update, no script, no events", async () => {
    const analytics = await loadAnalytics();
    analytics.applyConsent(false);
    analytics.trackPageView();
    expect(calls()).toEqual([
      ["consent", "default", DENIED],
      ["consent", "update", DENIED],
    ]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it("after Accept All: the granted update, the script once, and page views", async () => {
    const analytics = await loadAnalytics();
    analytics.applyConsent(true);
    analytics.applyConsent(true);
    analytics.trackPageView();
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagScripts()[0]?.getAttribute("src")).toBe(
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123456",
    );
    expect(calls()[1]).toEqual(["consent", "update", GRANTED]);
    expect(commands()).toEqual([
      "consent default",
      "consent update",
      "js (date)",
      "config G-TEST123456",
      "consent update",
      "event page_view",
    ]);
  });

  it("a refusal after acceptance sends the denied update, deletes the _ga cookies and stops every event", async () => {
    const analytics = await loadAnalytics();
    analytics.applyConsent(true);
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies gtag would have set
    document.cookie = "_ga=GA1.1.123.456; path=/";
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = "_ga_TEST123456=GS1.1.1; path=/";
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie of ours, which must stay
    document.cookie = "other=kept; path=/";
    analytics.applyConsent(false);
    const before = calls().length;
    analytics.trackPageView();
    analytics.trackEvent("save", { calculator: "fuel-cost" });
    expect(calls().at(-1)).toEqual(["consent", "update", DENIED]);
    expect(calls()).toHaveLength(before);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toMatch(/other=kept/);
  });
});
