// @vitest-environment happy-dom
/** The stored cookie choice: what counts as a choice, and how a change is announced. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TCData } from "./tcf";

const store = (record: unknown) =>
  window.localStorage.setItem("cookie_consent", JSON.stringify(record));

/** consent.ts remembers the choice for the visit, so each test reads a fresh module. */
const loadConsent = () => import("./consent");

/** consent.ts on a site built with VITE_CONSENT_PLATFORM=google (decision 18). */
async function loadConsentWithGooglePlatform() {
  vi.doMock("~/site/config", async (importOriginal) => ({
    ...(await importOriginal<typeof import("~/site/config")>()),
    GOOGLE_CONSENT_PLATFORM: true,
  }));
  return import("./consent");
}

/** Google's platform answering the listener's call, which waits in `__tcfapi.a` until it loads. */
function platformAnswers(tcData: TCData) {
  const [, , callback] = window.__tcfapi!.a![0] as [
    string,
    number,
    (d: TCData, ok: boolean) => void,
  ];
  callback(tcData, true);
}

/** The visitor's answer to Google's message: Purpose 1 (store on a device) and vendor 755 (Google). */
const visitorChose = (purpose1: boolean, google: boolean): TCData => ({
  gdprApplies: true,
  eventStatus: "useractioncomplete",
  purpose: { consents: { 1: purpose1 } },
  vendor: { consents: { 755: google } },
});

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
});
afterEach(() => {
  vi.doUnmock("~/site/config");
  delete window.__tcfapi;
  delete window.googlefc;
});

describe("readConsent", () => {
  it("is null before any choice", async () => {
    expect((await loadConsent()).readConsent()).toBeNull();
  });

  it.each([
    [true, { analytics: true, timestamp: "2026-11-01T10:00:00.000Z" }],
    [false, { analytics: false, timestamp: "2026-11-01T10:00:00.000Z" }],
  ])("reads a stored choice (%s)", async (expected, record) => {
    store(record);
    expect((await loadConsent()).readConsent()).toBe(expected);
  });

  it.each([
    ["no timestamp", { analytics: true }],
    ["a timestamp that is not text", { analytics: true, timestamp: 1 }],
    ["analytics that is not true or false", { analytics: "yes", timestamp: "2026-11-01" }],
    ["null", null],
  ])("counts a record with %s as no choice", async (_what, record) => {
    store(record);
    expect((await loadConsent()).readConsent()).toBeNull();
  });

  it("keeps the choice for the visit, even if storage changes underneath", async () => {
    store({ analytics: true, timestamp: "2026-11-01T10:00:00.000Z" });
    const consent = await loadConsent();
    expect(consent.readConsent()).toBe(true);
    window.localStorage.removeItem("cookie_consent");
    expect(consent.readConsent()).toBe(true);
  });
});

describe("setConsent and subscribeConsent", () => {
  it("stores the choice, tells subscribers, and stops telling them once they unsubscribe", async () => {
    const consent = await loadConsent();
    const heard: (boolean | null)[] = [];
    const unsubscribe = consent.subscribeConsent(() => heard.push(consent.readConsent()));
    consent.setConsent(true);
    consent.setConsent(false);
    unsubscribe();
    consent.setConsent(true);
    expect(heard).toEqual([true, false]);
    expect(JSON.parse(window.localStorage.getItem("cookie_consent")!)).toMatchObject({
      analytics: true,
    });
  });

  it("holds the choice for the visit when storage refuses it", async () => {
    const consent = await loadConsent();
    vi.spyOn(window, "localStorage", "get").mockReturnValue({
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    } as unknown as Storage);
    expect(() => consent.setConsent(false)).not.toThrow();
    expect(consent.readConsent()).toBe(false);
    vi.restoreAllMocks();
  });

  it("Cookie settings asks the banner to open, until the banner stops listening", async () => {
    const consent = await loadConsent();
    const onOpen = vi.fn();
    const stop = consent.subscribeOpenSettings(onOpen);
    consent.openConsentSettings();
    stop();
    consent.openConsentSettings();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe("with Google's consent platform", () => {
  it("counts nothing as consent until the platform reports it, not even a choice the site's banner stored", async () => {
    store({ analytics: true, timestamp: "2026-11-01T10:00:00.000Z" });
    const consent = await loadConsentWithGooglePlatform();
    consent.listenToGooglePlatform();
    expect(consent.readConsent()).toBeNull();
  });

  it("takes the choice the platform reports and announces each change", async () => {
    const consent = await loadConsentWithGooglePlatform();
    const details: unknown[] = [];
    const heard: (boolean | null)[] = [];
    const keepDetail = (event: Event) => details.push((event as CustomEvent).detail);
    window.addEventListener("consent-updated", keepDetail);
    const unsubscribe = consent.subscribeConsent(() => heard.push(consent.readConsent()));
    consent.listenToGooglePlatform();
    platformAnswers(visitorChose(true, true));
    expect(consent.readConsent()).toBe(true);
    platformAnswers(visitorChose(true, false));
    expect(consent.readConsent()).toBe(false);
    expect(heard).toEqual([true, false]);
    expect(details).toEqual([{ analytics: true }, { analytics: false }]);
    unsubscribe();
    window.removeEventListener("consent-updated", keepDetail);
  });

  it("Cookie settings shows Google's message again, not the site's banner", async () => {
    const consent = await loadConsentWithGooglePlatform();
    const bannerOpened = vi.fn();
    const stop = consent.subscribeOpenSettings(bannerOpened);
    consent.openConsentSettings();
    stop();
    expect(bannerOpened).not.toHaveBeenCalled();
    // Google's documented call, run from its queue once the platform has loaded.
    const showRevocationMessage = vi.fn();
    window.googlefc = { ...window.googlefc, showRevocationMessage };
    for (const callback of window.googlefc.callbackQueue ?? []) callback();
    expect(showRevocationMessage).toHaveBeenCalledTimes(1);
  });
});
