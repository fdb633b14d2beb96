// @vitest-environment happy-dom
/** The stored cookie choice: what counts as a choice, and how a change is announced. */
import { beforeEach, describe, expect, it, vi } from "vitest";

const store = (record: unknown) =>
  window.localStorage.setItem("cookie_consent", JSON.stringify(record));

/** consent.ts remembers the choice for the visit, so each test reads a fresh module. */
const loadConsent = () => import("./consent");

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
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
