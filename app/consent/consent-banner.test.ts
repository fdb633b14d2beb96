// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** consent.ts remembers the choice for the visit, so each test loads it afresh, as a new page would. */
async function startBanner() {
  const [{ startConsentBanner }, consent] = await Promise.all([
    import("./consent-banner"),
    import("./consent"),
  ]);
  stopBanner = startConsentBanner();
  return consent;
}

let stopBanner = () => {};
afterEach(() => stopBanner());

const stored = () => JSON.parse(window.localStorage.getItem("cookie_consent") ?? "null");
const banner = () => screen.queryByRole("region", { name: "Cookie consent" });

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  document.body.innerHTML = "";
});

describe("the cookie banner", () => {
  it("asks a visitor who has not chosen, and Accept All stores and announces the choice", async () => {
    await startBanner();
    const updates: unknown[] = [];
    window.addEventListener("consent-updated", (event) =>
      updates.push((event as CustomEvent).detail),
    );
    expect(banner()).not.toBeNull();
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy",
    );
    screen.getByRole("button", { name: "Accept All" }).click();
    expect(banner()).toBeNull();
    expect(stored()).toEqual({ analytics: true, timestamp: expect.any(String) });
    expect(new Date(stored().timestamp).toISOString()).toBe(stored().timestamp);
    expect(updates).toEqual([stored()]);
  });

  it.each([["Reject Non-Essential"], ["Close (reject non-essential cookies)"]])(
    "%s stores a refusal and hides the banner",
    async (button) => {
      await startBanner();
      screen.getByRole("button", { name: button }).click();
      expect(banner()).toBeNull();
      expect(stored()).toMatchObject({ analytics: false });
    },
  );

  it("sits fixed at the bottom of the viewport, is left out of print, and its close button shows an X", async () => {
    await startBanner();
    expect(banner()?.classList).toContain("fixed");
    expect(banner()?.classList).toContain("bottom-0");
    expect(banner()?.classList).toContain("no-print");
    const close = screen.getByRole("button", { name: "Close (reject non-essential cookies)" });
    // The X is drawn 20 px square (size-5) inside the 40 px button, hidden from assistive technology.
    expect(close.querySelector("svg")?.classList).toContain("size-5");
    expect(close.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("takes a click on its text as no choice: it stays, and nothing is stored or announced", async () => {
    await startBanner();
    const updates: unknown[] = [];
    window.addEventListener("consent-updated", (event) => updates.push(event));
    screen.getByText(/We use cookies for ads and analytics only if you accept/).click();
    expect(banner()).not.toBeNull();
    expect(stored()).toBeNull();
    expect(updates).toEqual([]);
  });

  it("stays away once a choice is stored, and Cookie settings brings it back, once", async () => {
    window.localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ analytics: false, timestamp: "2026-11-01T10:00:00.000Z" }),
    );
    const consent = await startBanner();
    expect(consent.readConsent()).toBe(false);
    expect(banner()).toBeNull();
    consent.openConsentSettings();
    consent.openConsentSettings();
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: "Accept All" })).toHaveLength(1),
    );
  });

  it("treats a record it cannot read as no choice", async () => {
    window.localStorage.setItem("cookie_consent", "{not json");
    const consent = await startBanner();
    expect(screen.getByRole("button", { name: "Reject Non-Essential" })).toBeTruthy();
    expect(consent.readConsent()).toBeNull();
  });
});
