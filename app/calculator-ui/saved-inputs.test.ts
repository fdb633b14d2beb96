// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recentlyUsed } from "./recently-used";
import { canReadSavedInputs, loadSavedInputs, removeSavedInputs, saveInputs } from "./saved-inputs";

/** Storage whose every call throws, as a browser with storage blocked behaves. */
function blockStorage() {
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.spyOn(window, "localStorage", "get").mockReturnValue({
    getItem: blocked,
    setItem: blocked,
    removeItem: blocked,
  } as unknown as Storage);
}

const record = (savedAt: string, inputs: Record<string, string> = {}) =>
  JSON.stringify({ savedAt, inputs });

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("saved inputs", () => {
  it("stores a calculator's inputs under costwise:{key}:inputs with the time, and reads them back", () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T09:30:00.000Z") });
    expect(saveInputs("fuel-cost", { distance: "100" })).toBe(true);
    vi.useRealTimers();
    expect(JSON.parse(window.localStorage.getItem("costwise:fuel-cost:inputs")!)).toEqual({
      savedAt: "2026-11-24T09:30:00.000Z",
      inputs: { distance: "100" },
    });
    expect(loadSavedInputs("fuel-cost")).toEqual({ distance: "100" });
    removeSavedInputs("fuel-cost");
    expect(loadSavedInputs("fuel-cost")).toBeNull();
  });

  it("reports failure when storage refuses, and reads and removes nothing without throwing", () => {
    blockStorage();
    expect(saveInputs("fuel-cost", { distance: "100" })).toBe(false);
    expect(loadSavedInputs("fuel-cost")).toBeNull();
    expect(() => removeSavedInputs("fuel-cost")).not.toThrow();
    expect(recentlyUsed()).toEqual([]);
  });

  it.each([
    ["not JSON", "{broken"],
    ["no inputs", JSON.stringify({ savedAt: "2026-11-01T00:00:00.000Z" })],
    ["inputs not an object", JSON.stringify({ inputs: "distance=100" })],
    ["a value that is not a string", JSON.stringify({ inputs: { distance: 100 } })],
  ])("treats a record with %s as nothing saved", (_what, raw) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    window.localStorage.setItem("costwise:fuel-cost:inputs", raw);
    expect(loadSavedInputs("fuel-cost")).toBeNull();
  });

  it("reads nothing saved, and storage that refuses, as nothing saved without a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(loadSavedInputs("fuel-cost")).toBeNull();
    blockStorage();
    expect(loadSavedInputs("fuel-cost")).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns in the console, saying what is wrong, when a saved record is broken", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.localStorage.setItem("costwise:fuel-cost:inputs", JSON.stringify({ inputs: { a: 1 } }));
    expect(loadSavedInputs("fuel-cost")).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      "Failed to load saved inputs",
      expect.objectContaining({ message: "not an inputs record" }),
    );
  });

  it("lists calculators with saved inputs, most recently saved first, at most three by default", () => {
    window.localStorage.setItem("costwise:fuel-cost:inputs", record("2026-01-02T00:00:00.000Z"));
    window.localStorage.setItem("costwise:energy-bill:inputs", record("2026-01-04T00:00:00.000Z"));
    window.localStorage.setItem("costwise:moving-cost:inputs", record("2026-01-01T00:00:00.000Z"));
    window.localStorage.setItem("costwise:ev-charging:inputs", record("2026-01-03T00:00:00.000Z"));
    window.localStorage.setItem("costwise:rent-affordability:inputs", "{broken");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(recentlyUsed()).toEqual(["energy-bill", "ev-charging", "fuel-cost"]);
    expect(recentlyUsed(5)).toEqual(["energy-bill", "ev-charging", "fuel-cost", "moving-cost"]);
  });

  it("lists a record saved without a time (an older format) after the dated ones", () => {
    window.localStorage.setItem("costwise:fuel-cost:inputs", JSON.stringify({ inputs: {} }));
    window.localStorage.setItem("costwise:energy-bill:inputs", record("2026-01-04T00:00:00.000Z"));
    expect(recentlyUsed()).toEqual(["energy-bill", "fuel-cost"]);
  });
});

describe("whether saved inputs can be read", () => {
  it("is true where local storage answers, false where it is blocked", () => {
    expect(canReadSavedInputs()).toBe(true);
    blockStorage();
    expect(canReadSavedInputs()).toBe(false);
  });
});
