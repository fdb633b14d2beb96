// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"disableJavaScriptEvaluation":true}}}
/**
 * The consent gate, without a browser: no ad slot asks for the AdSense code, and no sticky ad shows,
 * until the visitor chooses Accept All; a refusal (Reject Non-Essential or the close button both
 * store one) keeps them away, and a refusal after acceptance takes them down.
 */
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_INIT_DELAY_MS } from "./slots";

/**
 * A site with AdSense and two slots configured. The AdSense code is asked for by adding its script
 * to the page, which happy-dom is set above never to fetch.
 */
function mockAdSite() {
  vi.doMock("~/site/config", async (importOriginal) => {
    const original = await importOriginal<typeof import("~/site/config")>();
    return {
      ...original,
      siteConfig: {
        ...original.siteConfig,
        adsense: {
          client: "ca-pub-1234567890123456",
          slots: { FOOTER: "111", STICKYMOBILE: "222" },
        },
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
  const [{ default: AdUnit }, consent] = await Promise.all([
    import("./ad-unit"),
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
  mockAdSite();
  vi.useFakeTimers();
  window.localStorage.clear();
  document.head.innerHTML = "";
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
  async function renderSticky() {
    const [{ default: StickyAd }, consent] = await Promise.all([
      import("./sticky-ad"),
      import("~/consent/consent"),
    ]);
    const view = render(<StickyAd />);
    return { consent, sticky: () => view.container.querySelector("[data-sticky-ad]") };
  }

  it("shows nothing before a choice or after a refusal, and only after Accept All", async () => {
    const { consent, sticky } = await renderSticky();
    expect(sticky()).toBeNull();
    act(() => consent.setConsent(false));
    expect(sticky()).toBeNull();
    act(() => consent.setConsent(true));
    expect(sticky()).not.toBeNull();
    act(() => consent.setConsent(false));
    expect(sticky()).toBeNull();
  });
});
