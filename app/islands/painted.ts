/**
 * `client:painted`, the one directive every island here hydrates with (decision 29): once the page
 * has loaded and its first contentful paint is on screen, as the browser records it (Paint Timing
 * records that paint once its frame is presented). Nothing is fetched or run before the visitor
 * sees the page, so a page with code paints as soon as the same page without it. A frame requested
 * after the load event is not enough: Chromium can present the first paint several frames later,
 * and code fetched before it counts against the page's paint (bench/results.md, 28 November 2026).
 */
import type { ClientDirective } from "astro";

const FIRST_CONTENTFUL_PAINT = "first-contentful-paint";
/** A page hidden before it painted records no paint; it starts this long after loading instead. */
export const NO_PAINT_RECORDED_MS = 1000;

const painted: ClientDirective = (load) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(async () => (await load())());
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
