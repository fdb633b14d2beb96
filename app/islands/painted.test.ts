// @vitest-environment happy-dom
/** How islands hydrate here: after the page has loaded and painted. */
import { afterEach, describe, expect, it, vi } from "vitest";
import painted, { NO_PAINT_RECORDED_MS } from "./painted";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * A page part-way through loading, whose first contentful paint the browser records only when the
 * test says (Paint Timing: performance entries and their observers).
 */
function loadingPage() {
  vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
  let painted = false;
  const observers = new Set<() => void>();
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
    painted && name === "first-contentful-paint" ? [{ name } as PerformanceEntry] : [],
  );
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      constructor(
        private readonly callback: (
          entries: PerformanceObserverEntryList,
          observer: unknown,
        ) => void,
      ) {}
      observe() {
        observers.add(this.notify);
      }
      disconnect() {
        observers.delete(this.notify);
      }
      notify = () =>
        this.callback(
          { getEntriesByName: (name: string) => performance.getEntriesByName(name) } as never,
          this,
        );
    },
  );
  return {
    load: () => {
      vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
      window.dispatchEvent(new Event("load"));
    },
    paint: () => {
      painted = true;
      for (const notify of [...observers]) notify();
    },
  };
}

describe("client:painted", () => {
  it("fetches an island's code at once and runs it only once the page has loaded and its first paint is recorded", async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    const hydrate = vi.fn(async () => {});
    const load = vi.fn(async () => hydrate);
    painted(load, { name: "Calculator", value: "" }, document.body);
    expect(load).toHaveBeenCalledTimes(1);

    page.load();
    await vi.advanceTimersByTimeAsync(NO_PAINT_RECORDED_MS - 1);
    expect(hydrate).not.toHaveBeenCalled();

    page.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(hydrate).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("waits for the load event even when the page has painted", async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    page.paint();
    const hydrate = vi.fn(async () => {});
    painted(async () => hydrate, { name: "Calculator", value: "" }, document.body);
    await vi.runAllTimersAsync();
    expect(hydrate).not.toHaveBeenCalled();

    page.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(hydrate).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("starts a page that records no paint (hidden while it loaded) a second after loading, once", async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    const hydrate = vi.fn(async () => {});
    painted(async () => hydrate, { name: "Calculator", value: "" }, document.body);
    page.load();
    await vi.advanceTimersByTimeAsync(NO_PAINT_RECORDED_MS - 1);
    expect(hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersToNextTimerAsync();
    expect(hydrate).toHaveBeenCalledTimes(1);

    page.paint();
    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
