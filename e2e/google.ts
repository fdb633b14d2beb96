import type { BrowserContext, Page } from "@playwright/test";
import { GOOGLE_PORT } from "../playwright.config";

export const googleSite = `http://localhost:${GOOGLE_PORT}`;

/** Stand-ins for Google's scripts: AdSense fills each pushed <ins>; gtag.js marks itself loaded. */
const FAKE_ADSENSE = `(function () {
  var queued = window.adsbygoogle || [];
  function fill() {
    var ins = document.querySelector("ins.adsbygoogle:not([data-adsbygoogle-status])");
    if (!ins) throw new Error("adsbygoogle.push() error: All ins elements already have ads in them.");
    ins.setAttribute("data-adsbygoogle-status", "done");
    ins.innerHTML = '<div data-test-ad style="width:100%;height:100%;background:#eee"></div>';
  }
  window.adsbygoogle = { loaded: true, push: fill };
  queued.forEach(fill);
})();`;
const FAKE_GTAG = "window.__gtagLoaded = true;";

const GOOGLE =
  /googlesyndication\.com|googletagmanager\.com|google-analytics\.com|doubleclick\.net|adservice\.google/;

/** Intercepts Google in the browser and records every request that leaves for another host. */
export async function interceptGoogle(context: BrowserContext, { blockAds = false } = {}) {
  const thirdParty: string[] = [];
  context.on("request", (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== "localhost" && host !== "127.0.0.1") thirdParty.push(request.url());
  });
  await context.route(GOOGLE, (route) => {
    const url = route.request().url();
    if (url.includes("adsbygoogle.js")) {
      return blockAds
        ? route.abort("blockedbyclient")
        : route.fulfill({ contentType: "text/javascript", body: FAKE_ADSENSE });
    }
    if (url.includes("gtag/js"))
      return route.fulfill({ contentType: "text/javascript", body: FAKE_GTAG });
    return route.fulfill({ status: 204, body: "" });
  });
  return thirdParty;
}

/** gtag commands pushed so far, as plain arrays. */
export const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) =>
      JSON.parse(JSON.stringify(Array.from(args))),
    ),
  );

/**
 * Cumulative Layout Shift so far (shifts after recent input excluded, as browsers report it). A
 * buffered observer holds every earlier entry as soon as it observes, so they are read at once.
 */
export const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return entries.reduce((total, entry) => total + (entry.hadRecentInput ? 0 : entry.value), 0);
  });
