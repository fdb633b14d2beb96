/**
 * `client:painted`, the one directive every React island here hydrates with (decision 29): the
 * island's code is requested as soon as the browser meets the island (the script beside it asks for
 * all it imports once the document is parsed: decision 39), and it runs (React hydrates)
 * once the page has loaded and its first contentful paint is on screen, as the browser records it
 * (Paint Timing records that paint once its frame is presented). Hydrating is the costly part on a
 * slow phone, and it never competes with the first paint; fetching early means the code is there
 * when the page has painted, instead of being requested only then (decision 37 measures both).
 */
import type { ClientDirective } from "astro";

const FIRST_CONTENTFUL_PAINT = "first-contentful-paint";
/** A page hidden before it painted records no paint; it starts this long after loading instead. */
export const NO_PAINT_RECORDED_MS = 1000;

const painted: ClientDirective = (load) => {
  const hydrate = load();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(async () => (await hydrate)());
  };
  const afterLoad = () => {
    if (performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) return start();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint" });
    setTimeout(start, NO_PAINT_RECORDED_MS);
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
};

export default painted;
