/**
 * How soon a page works after it paints, in a real browser (not Lighthouse's simulation): Slow 4G
 * (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4×, cache cold. A button
 * that needs the page's code is disabled in the HTML until that code answers it (decision 12), so
 * "works" is the moment the last such button is enabled; it is set beside the first contentful
 * paint of the same page with its scripts removed. Part of `npm run bench`; a measurement, not a test.
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** A fresh, throttled, cache-cold tab. */
async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

const firstContentfulPaint = (page: Page) =>
  page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    undefined,
    { polling: "raf" },
  );

/**
 * Which of the page's buttons wait for its code: disabled in its HTML, enabled once it has loaded
 * and settled (found on an unthrottled load, by their place among the page's buttons).
 */
async function buttonsThatWait(browser: Browser, url: string): Promise<number[]> {
  const page = await browser.newPage();
  try {
    const html = await (await page.request.get(url)).text();
    await page.goto(url, { waitUntil: "networkidle" });
    const disabledInHtml = [...html.matchAll(/<button\b[^>]*>/g)].map((tag) =>
      /\sdisabled(\s|=|>)/.test(tag[0]),
    );
    const enabledNow = await page
      .locator("button")
      .evaluateAll((buttons) => buttons.map((button) => !(button as HTMLButtonElement).disabled));
    return disabledInHtml.flatMap((disabled, index) =>
      disabled && enabledNow[index] ? [index] : [],
    );
  } finally {
    await page.close();
  }
}

export interface TimeToWork {
  /** The page's own first contentful paint, ms. */
  fcp: number;
  /** When its last button that waits for code was enabled, ms from navigation. */
  works: number;
  buttons: number;
}

/** One cold, throttled load of `url`: when it painted and when every button that waits for code works. */
async function timeToWork(browser: Browser, url: string, waiting: number[]): Promise<TimeToWork> {
  const page = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "commit" });
    const works = await page.waitForFunction(
      (indices) => {
        const buttons = document.querySelectorAll("button");
        return indices.every((index) => buttons[index] && !buttons[index].disabled)
          ? performance.now()
          : false;
      },
      waiting,
      { polling: "raf", timeout: 60_000 },
    );
    const fcp = await firstContentfulPaint(page);
    return {
      fcp: Number(await fcp.jsonValue()),
      works: Number(await works.jsonValue()),
      buttons: waiting.length,
    };
  } finally {
    await page.context().close();
  }
}

/** The same page without scripts: its first contentful paint, cold and throttled alike. */
async function copyPaint(browser: Browser, url: string): Promise<number> {
  const page = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "load" });
    return Number(await (await firstContentfulPaint(page)).jsonValue());
  } finally {
    await page.context().close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * `runs` loads of each page and of its copy, in turns: the medians of the page's paint and of when
 * it works, and of the copy's paint.
 */
export async function measureTimeToWork(
  pages: readonly string[],
  origin: string,
  copyOrigin: string,
  runs: number,
) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const path of pages) {
      const waiting = await buttonsThatWait(browser, `${origin}${path}`);
      const samples: TimeToWork[] = [];
      const copy: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const measure = async () =>
          samples.push(await timeToWork(browser, `${origin}${path}`, waiting));
        const measureCopy = async () => copy.push(await copyPaint(browser, `${copyOrigin}${path}`));
        for (const step of run % 2 ? [measureCopy, measure] : [measure, measureCopy]) await step();
      }
      const result = {
        path,
        buttons: waiting.length,
        fcp: median(samples.map((sample) => sample.fcp)),
        works: median(samples.map((sample) => sample.works)),
        copyFcp: median(copy),
      };
      console.log(
        `${path}: paints at ${Math.round(result.fcp)} ms, works at ${Math.round(result.works)} ms (${waiting.length} buttons); the copy paints at ${Math.round(result.copyFcp)} ms: ${(result.works / result.copyFcp).toFixed(2)}×`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
