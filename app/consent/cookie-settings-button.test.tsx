// @vitest-environment happy-dom
/**
 * The footer's Cookie settings button: its title on each consent platform (decision 18), disabled as
 * prerendered, and once the page's code runs (cookie-settings.ts) it brings the cookie choice back.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh button module, on a site where Google's consent platform asks or the site's own banner does. */
async function loadButton(googlePlatform: boolean) {
  vi.doMock("~/site/config", async (importOriginal) => ({
    ...(await importOriginal<typeof import("~/site/config")>()),
    GOOGLE_CONSENT_PLATFORM: googlePlatform,
  }));
  return (await import("./cookie-settings-button")).CookieSettingsButton;
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  cleanup();
  vi.doUnmock("~/site/config");
});

describe("the Cookie settings button", () => {
  it("is titled Cookie settings where the site's banner asks, and is disabled until the page's code answers it", async () => {
    const CookieSettingsButton = await loadButton(false);
    render(<CookieSettingsButton className="link" />);
    const button = screen.getByRole("button", { name: "Cookie settings" });
    expect(button).toHaveProperty("disabled", true);
    expect(button.className).toBe("link");
  });

  it("is titled Privacy and cookie settings where Google's platform asks, as Google's consent programme requires", async () => {
    const CookieSettingsButton = await loadButton(true);
    render(<CookieSettingsButton />);
    expect(screen.getByRole("button", { name: "Privacy and cookie settings" })).toBeTruthy();
  });

  it("once the page's code runs, is enabled and brings the cookie banner back", async () => {
    const CookieSettingsButton = await loadButton(false);
    const [{ startCookieSettings }, { subscribeOpenSettings }] = await Promise.all([
      import("./cookie-settings"),
      import("./consent"),
    ]);
    render(<CookieSettingsButton />);
    const bannerOpened = vi.fn();
    const stop = subscribeOpenSettings(bannerOpened);
    startCookieSettings();
    const button = screen.getByRole("button", { name: "Cookie settings" });
    expect(button).toHaveProperty("disabled", false);
    button.click();
    stop();
    expect(bannerOpened).toHaveBeenCalledTimes(1);
  });
});
