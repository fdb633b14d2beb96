// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** consent.ts remembers the choice for the visit, so each test loads it afresh. */
async function renderBanner() {
  const [{ ConsentBanner }, consent] = await Promise.all([
    import("./consent-banner"),
    import("./consent"),
  ]);
  const Stub = createRoutesStub([{ path: "/", Component: ConsentBanner }]);
  render(<Stub />);
  return consent;
}

const stored = () => JSON.parse(window.localStorage.getItem("cookie_consent") ?? "null");

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
});
afterEach(cleanup);

describe("the cookie banner", () => {
  it("asks a visitor who has not chosen, and Accept All stores and announces the choice", async () => {
    await renderBanner();
    const updates: unknown[] = [];
    window.addEventListener("consent-updated", (event) =>
      updates.push((event as CustomEvent).detail),
    );
    (await screen.findByRole("button", { name: "Accept All" })).click();
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull(),
    );
    expect(stored()).toEqual({ analytics: true, timestamp: expect.any(String) });
    expect(new Date(stored().timestamp).toISOString()).toBe(stored().timestamp);
    expect(updates).toEqual([stored()]);
  });

  it.each([["Reject Non-Essential"], ["Close (reject non-essential cookies)"]])(
    "%s stores a refusal and hides the banner",
    async (button) => {
      await renderBanner();
      (await screen.findByRole("button", { name: button })).click();
      await waitFor(() =>
        expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull(),
      );
      expect(stored()).toMatchObject({ analytics: false });
    },
  );

  it("stays away once a choice is stored, and Cookie settings brings it back", async () => {
    window.localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ analytics: false, timestamp: "2026-11-01T10:00:00.000Z" }),
    );
    const consent = await renderBanner();
    expect(consent.readConsent()).toBe(false);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
    act(() => consent.openConsentSettings());
    expect(await screen.findByRole("button", { name: "Accept All" })).toBeTruthy();
  });

  it("treats a record it cannot read as no choice", async () => {
    window.localStorage.setItem("cookie_consent", "{not json");
    const consent = await renderBanner();
    expect(await screen.findByRole("button", { name: "Reject Non-Essential" })).toBeTruthy();
    expect(consent.readConsent()).toBeNull();
  });
});
