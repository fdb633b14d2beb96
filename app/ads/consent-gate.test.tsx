// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"disableJavaScriptEvaluation":true}}}
/**
 * The consent gate, without a browser: no ad slot asks for the AdSense code, and no sticky ad shows,
 * until the visitor chooses Accept All; a refusal (Reject Non-Essential or the close button both
 * store one) keeps them away, and a refusal after acceptance takes them down. And the rest of the
 * sticky phone ad's life: hidden while the visitor types, and gone for the page once closed.
 */
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_INIT_DELAY_MS } from "./slots";

/** The ad units the site configures: two unless a test names others before it loads a module. */
let configuredSlots: Record<string, string>;

/**
 * A site with AdSense and `configuredSlots`, read when the config is first imported. The AdSense
 * code is asked for by adding its script to the page, which happy-dom is set above never to fetch.
 * Registered once per test: Vitest resolves consecutive mocks of one module in parallel, so a
 * second mock of it could lose to the first.
 */
function mockAdSite() {
  vi.doMock("~/site/config", async (importOriginal) => {
    const original = await importOriginal<typeof import("~/site/config")>();
    return {
      ...original,
      siteConfig: {
        ...original.siteConfig,
        adsense: { client: "ca-pub-1234567890123456", slots: configuredSlots },
      },
    };
  });
}

const storeChoice = (analytics: boolean) =>
  window.localStorage.setItem(
    "cookie_consent",
    JSON.stringify({ analytics, timestamp: "2026-11-01T10:00:00.000Z" }),
  );

/** consent.ts remembers the choice for the visit, so each test loads the modules afresh. */
async function renderFooterAd() {
  const [{ AdSlot: AdUnit }, consent] = await Promise.all([
    import("./ad-slot"),
    import("~/consent/consent"),
  ]);
  const view = render(<AdUnit name="footer" />);
  const slot = () => view.container.querySelector("[data-ad-slot-name=footer]")!;
  const ad = () => view.container.querySelector("ins.adsbygoogle");
  return { consent, slot, ad };
}

/** The AdSense scripts the page has asked for. */
const adSenseScripts = () =>
  document.head.querySelectorAll('script[src^="https://pagead2.googlesyndication.com/"]');

/** Runs every timer an ad unit may have set (its start is delayed after consent). */
const runTimers = () => act(() => vi.advanceTimersByTime(10 * CONSENT_INIT_DELAY_MS));

beforeEach(() => {
  vi.resetModules();
  configuredSlots = { FOOTER: "111", STICKYMOBILE: "222" };
  mockAdSite();
  vi.useFakeTimers();
  window.localStorage.clear();
  // Each test starts from an empty page: nothing a test before it added is left to be found.
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  // The refused script fails to load, which the loader reports as a warning; the tests count scripts.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("an ad slot", () => {
  it("before any choice: keeps its box, hidden, and never asks for the AdSense code", async () => {
    const { slot, ad } = await renderFooterAd();
    await runTimers();
    expect(adSenseScripts()).toHaveLength(0);
    expect(ad()).toBeNull();
    expect(slot().getAttribute("aria-hidden")).toBe("true");
    expect((slot() as HTMLElement).style.height).toBe("90px");
  });

  it("after a refusal: never asks for the AdSense code", async () => {
    storeChoice(false);
    const { ad } = await renderFooterAd();
    await runTimers();
    expect(adSenseScripts()).toHaveLength(0);
    expect(ad()).toBeNull();
  });

  it("after Accept All: asks for the code once the start delay has passed, and fills its unit", async () => {
    storeChoice(true);
    const { slot, ad } = await renderFooterAd();
    expect(ad()?.getAttribute("data-ad-slot")).toBe("111");
    await act(() => vi.advanceTimersByTime(CONSENT_INIT_DELAY_MS - 1));
    expect(adSenseScripts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTime(1));
    expect(adSenseScripts()).toHaveLength(1);
    expect(slot().hasAttribute("aria-hidden")).toBe(false);
  });

  it("Accept All chosen while the page is open starts it; refusing before the delay stops it", async () => {
    const { consent, ad } = await renderFooterAd();
    act(() => consent.setConsent(true));
    expect(ad()).not.toBeNull();
    act(() => consent.setConsent(false));
    await runTimers();
    expect(adSenseScripts()).toHaveLength(0);
    expect(ad()).toBeNull();
  });

  it("a refusal after acceptance removes the ad and leaves the box hidden", async () => {
    storeChoice(true);
    const { consent, slot, ad } = await renderFooterAd();
    await runTimers();
    expect(adSenseScripts()).toHaveLength(1);
    act(() => consent.setConsent(false));
    expect(ad()).toBeNull();
    expect(slot().getAttribute("aria-hidden")).toBe("true");
  });
});

describe("the sticky phone ad", () => {
  let stop = () => {};
  afterEach(() => stop());

  /** Started as page-behaviour.ts starts it, on a phone-sized screen, so its slot may be filled. */
  async function startSticky() {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) => ({ matches: query === "(max-width: 767.98px)" }) as MediaQueryList,
    );
    const [{ startStickyAd }, consent] = await Promise.all([
      import("./sticky-ad"),
      import("~/consent/consent"),
    ]);
    stop = startStickyAd();
    return consent;
  }
  const sticky = () => document.querySelector<HTMLElement>("[data-sticky-ad]");
  const close = () =>
    document.querySelector<HTMLButtonElement>('button[aria-label="Close advertisement"]');
  const focusField = (field: HTMLElement) =>
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));

  beforeEach(() => {
    document.body.innerHTML = '<label>Distance <input name="distance"></label>';
  });

  it("shows nothing before a choice or after a refusal, and only after Accept All", async () => {
    const consent = await startSticky();
    expect(sticky()).toBeNull();
    consent.setConsent(false);
    expect(sticky()).toBeNull();
    consent.setConsent(true);
    expect(sticky()?.getAttribute("aria-label")).toBe("Advertisement");
    consent.setConsent(false);
    expect(sticky()).toBeNull();
    expect(document.querySelector("ins.adsbygoogle")).toBeNull();
  });

  it("with consent: a 50 px slot of the sticky unit, and room kept at the end of the page", async () => {
    storeChoice(true);
    await startSticky();
    const slot = sticky()!.querySelector<HTMLElement>("[data-ad-slot-name=stickyMobile]")!;
    expect(slot.style.height).toBe("50px");
    expect(slot.style.maxWidth).toBe("320px");
    expect(slot.querySelector("ins.adsbygoogle")?.getAttribute("data-ad-slot")).toBe("222");
    expect(sticky()!.previousElementSibling?.className).toBe("h-16 md:hidden");
    await runTimers();
    expect(adSenseScripts()).toHaveLength(1);
  });

  it("hides while a text field has focus, and is back 1 s after focus leaves it", async () => {
    storeChoice(true);
    await startSticky();
    const field = document.querySelector("input")!;
    focusField(field);
    expect(sticky()!.hidden).toBe(true);
    field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    vi.advanceTimersByTime(999);
    expect(sticky()!.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(sticky()!.hidden).toBe(false);
  });

  it("comes back after about 2 s without typing, though the field keeps focus", async () => {
    storeChoice(true);
    await startSticky();
    const field = document.querySelector("input")!;
    focusField(field);
    vi.advanceTimersByTime(1500);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    vi.advanceTimersByTime(1500); // 1.5 s since the last key
    expect(sticky()!.hidden).toBe(true);
    vi.advanceTimersByTime(1000); // 2.5 s since the last key, at the next check
    expect(sticky()!.hidden).toBe(false);
  });

  it("ignores checkboxes: pressing one leaves the ad in place", async () => {
    storeChoice(true);
    await startSticky();
    document.body.insertAdjacentHTML("afterbegin", '<input type="checkbox" id="agree">');
    focusField(document.getElementById("agree")!);
    expect(sticky()!.hidden).toBe(false);
  });

  it("once closed stays away on the page, with its room and its ad, even if consent is given again", async () => {
    storeChoice(true);
    const consent = await startSticky();
    close()!.click();
    expect(sticky()).toBeNull();
    expect(document.querySelector(".h-16")).toBeNull();
    expect(document.querySelector("ins.adsbygoogle")).toBeNull();
    consent.setConsent(false);
    consent.setConsent(true);
    expect(sticky()).toBeNull();
  });
});

describe("a site without a sticky ad unit", () => {
  it("never shows it, whatever the consent", async () => {
    configuredSlots = { FOOTER: "111" };
    storeChoice(true);
    const { startStickyAd } = await import("./sticky-ad");
    startStickyAd();
    expect(document.querySelector("[data-sticky-ad]")).toBeNull();
  });
});
