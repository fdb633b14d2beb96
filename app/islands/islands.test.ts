// @vitest-environment happy-dom
/** How islands hydrate here: after the page has loaded and painted, and a script island by running. */
import { afterEach, describe, expect, it, vi } from "vitest";
import painted from "./painted";
import hydrator from "./script-hydrator";
import { scriptIsland } from "./script-island";
import scriptRenderer from "./script-renderer";

afterEach(() => vi.restoreAllMocks());

/** A page part-way through loading, whose frames and tasks run only when the test says. */
function loadingPage() {
  vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return {
    load: () => {
      vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
      window.dispatchEvent(new Event("load"));
    },
    paint: () => {
      for (const frame of frames.splice(0)) frame(0);
    },
  };
}

describe("client:painted", () => {
  it("fetches an island's code only after the page has loaded and painted the next frame", async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    const hydrate = vi.fn(async () => {});
    const load = vi.fn(async () => hydrate);
    painted(load, { name: "Calculator", value: "" }, document.body);

    page.paint();
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    page.load();
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    page.paint();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("on a page that has already loaded, waits only for the next frame", async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    page.load();
    const load = vi.fn(async () => async () => {});
    painted(load, { name: "Calculator", value: "" }, document.body);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    page.paint();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe("a script island", () => {
  it("renders nothing on the server and is claimed only by its own renderer", async () => {
    const island = scriptIsland(() => {});
    expect(await scriptRenderer.check(island, {}, {})).toBe(true);
    expect(await scriptRenderer.check(() => null, {}, {})).toBe(false);
    expect(await scriptRenderer.check({ $$typeof: Symbol.for("react.element") }, {}, {})).toBe(
      false,
    );
    expect(await scriptRenderer.renderToStaticMarkup(island, {}, {})).toEqual({ html: "" });
  });

  it("runs its start once, when the browser hydrates it", () => {
    const start = vi.fn();
    const island = scriptIsland(start);
    expect(start).not.toHaveBeenCalled();
    hydrator()(island);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe("the island element's loader", () => {
  it("fetches the element's file once the page has loaded and painted the next frame", async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    const appended: Node[] = [];
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      appended.push(...(nodes as Node[]));
    });
    Object.assign(globalThis, { ISLAND_RUNTIME_URL: "/assets/astro-island.abcdefgh.js" });
    await import("./island-runtime-loader");

    page.paint();
    page.load();
    await vi.runAllTimersAsync();
    expect(appended).toEqual([]);

    page.paint();
    await vi.runAllTimersAsync();
    expect(appended).toHaveLength(1);
    expect((appended[0] as HTMLScriptElement).getAttribute("src")).toBe(
      "/assets/astro-island.abcdefgh.js",
    );
    vi.useRealTimers();
  });
});
