// @vitest-environment happy-dom
/** The share block's buttons, without a framework: a copied link where there is no share sheet, or a network's window. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.fn();
vi.mock("~/site/toast", () => ({ toast }));

beforeEach(async () => {
  document.body.innerHTML = `<section data-share-title="Fuel &amp; you" data-share-text="Work it out" data-share-url="https://costwise.example/guides/a">
<button type="button" data-share="sheet" disabled>Share</button><button type="button" data-share="Twitter" disabled>Twitter</button></section>`;
  vi.useFakeTimers();
  const { startShareButtons } = await import("./share");
  startShareButtons();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  toast.mockClear();
});

const button = (name: string) =>
  document.querySelector<HTMLButtonElement>(`[data-share="${name}"]`)!;

describe("the share buttons", () => {
  it("copy the link where there is no share sheet, say so, and show Copied! for 3 seconds", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    expect(button("sheet").disabled).toBe(false);
    button("sheet").click();
    // The copy's promise settles; no time passes.
    await vi.advanceTimersByTimeAsync(0);
    expect(button("sheet").hasAttribute("data-copied")).toBe(true);
    expect(writeText).toHaveBeenCalledWith("https://costwise.example/guides/a");
    expect(toast).toHaveBeenCalledWith({
      title: "Link Copied!",
      description: "Share link has been copied to your clipboard.",
    });
    vi.advanceTimersByTime(2999);
    expect(button("sheet").hasAttribute("data-copied")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(button("sheet").hasAttribute("data-copied")).toBe(false);
  });

  it("say when the copy fails", async () => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
      configurable: true,
    });
    button("sheet").click();
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Copy Failed",
        description: "Unable to copy link. Please try again.",
        variant: "destructive",
      }),
    );
  });

  it("open a network's share window with the page and its text", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    button("Twitter").click();
    expect(open).toHaveBeenCalledWith(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fcostwise.example%2Fguides%2Fa&text=Work%20it%20out",
      "share",
      "width=600,height=400,noopener,noreferrer",
    );
  });
});
