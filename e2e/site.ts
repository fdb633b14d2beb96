import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { readSiteConfig } from "../app/site/config.schema";
import { CLIENT_DIR } from "../hosting/pages";

/** The origin canonical links use (the build's VITE_SITE_URL), wherever the tests serve the site. */
export const SITE_URL = readSiteConfig(process.env).siteUrl;

/** A path no page has: the host answers it with the not-found page and status 404. */
export const UNKNOWN_PATH = "/no-such-page";

/** Every canonical page, as the sitemap lists them. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * The built site's sitemap paths, read from the build when the tests are collected, so a test can
 * be written per page (each with its own time limit, run in parallel).
 */
export function builtSitemapPaths(): string[] {
  const xml = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Every page a visitor can meet: the sitemap's, and the not-found page at an unknown path. */
export async function sitePaths(request: APIRequestContext): Promise<string[]> {
  return [...(await sitemapPaths(request)), UNKNOWN_PATH];
}

/** Types each figure into the calculator field of that name (field key). */
export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values))
    await page.locator(`[name="${key}"]`).fill(value);
}

/** Every request a page makes from now on that leaves the site (an address other than `origin` or data:). */
export function offSite(page: Page, origin: string) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith("data:"))
      requests.push(request.url());
  });
  return requests;
}

/** Console errors and uncaught exceptions while the page is open. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Resolves once the page's code runs: every island has started, its form has read what was typed,
 * and its buttons do what they say. Every button that needs code is disabled until then (decision 12): the header's menu
 * button on every page, and on a calculator or the contact page the form's own buttons, which are
 * enabled in the same render in which the form takes in its link, typed and saved inputs. The one
 * way a test waits for a page before pressing or typing; parts whose code loads later (the footer,
 * presets, the share block) keep their buttons disabled until then, and Playwright's click waits
 * for those itself.
 */
export async function ready(page: Page) {
  // Astro marks an island hydrated (drops its `ssr`) once its code has run, the page module's among
  // them. Looked for at every frame: an assertion's retries look only every half second after the
  // first few, and an island hydrates a little after the page has loaded.
  await page.waitForFunction(() => document.querySelector("astro-island[ssr]") === null);
  await expect(page.getByRole("banner").locator("button[aria-controls]")).toBeEnabled();
  const form = page.getByRole("main").getByRole("button", { name: /^(Save|Send Message)$/ });
  if ((await form.count()) > 0) await expect(form).toBeEnabled();
}

/** Opens a page and waits until it is ready (see ready). */
export async function open(
  page: Page,
  path: string,
  options?: Parameters<Page["goto"]>[1],
): Promise<void> {
  await page.goto(path, options);
  await ready(page);
}

/**
 * Holds back the page's scripts (or those `scripts` matches), as a slow connection would, until the
 * returned function is called: the prerendered page is on screen and its code has not started.
 * Islands fetch their code only once the page has loaded and painted (decision 29), so the page
 * opens as usual while they are held.
 */
export async function holdScripts(page: Page, scripts = /\/assets\/.+\.js$/): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Stops the page's installed fake clock, so only `clock.runFor` moves it. An installed clock
 * otherwise keeps running in real time, so a "not yet at 14.9 s" check could find real seconds
 * added to it. It stops a safe margin ahead of the page's time: pausing at a moment the page's clock
 * has already passed is an error, and on a busy machine real time passes between reading the
 * page's time and pausing. Call it before the action whose timers the test runs; the timers a
 * page has already set are due within the margin only if they would fire soon anyway.
 */
export async function pauseClock(page: Page) {
  const PAUSE_MARGIN_MS = 5_000;
  await page.clock.pauseAt(await page.evaluate((margin) => Date.now() + margin, PAUSE_MARGIN_MS));
}

export const TITLE_SUFFIX = " | Free Cost of Living & Home Calculators (2026)";

/** Resolves once no request has been in flight for half a second. */
export async function networkSettled(page: Page) {
  const QUIET_MS = 500;
  await new Promise<void>((resolve) => {
    let inFlight = 0;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const settled = () => {
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
      resolve();
    };
    // Each request starts the count of quiet time again; it runs only while nothing is in flight.
    const restart = () => {
      clearTimeout(quiet);
      if (inFlight === 0) quiet = setTimeout(settled, QUIET_MS);
    };
    const started = () => {
      inFlight += 1;
      restart();
    };
    // A request already in flight when this began ends without having been counted.
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      restart();
    };
    page.on("request", started);
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    restart();
  });
}

/**
 * The page's layout shift so far, as browsers count it (shifts within half a second of input are the
 * page's answer to the visitor and do not count), and what moved, so that a failure names the
 * element and not only the amount. It reads after two frames, so a change already made has been
 * laid out and reported; a buffered observer then holds every earlier entry at once.
 */
export const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[];
    observer.disconnect();
    const counted = entries.filter((entry) => !entry.hadRecentInput);
    return {
      total: counted.reduce((total, entry) => total + entry.value, 0),
      moved: counted.flatMap((entry) =>
        entry.sources.map(({ node, previousRect: from, currentRect: to }) =>
          [
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms:`,
            node instanceof Element ? node.outerHTML.slice(0, 200) : (node?.nodeName ?? "(gone)"),
            `from ${from.x},${from.y} ${from.width}×${from.height}`,
            `to ${to.x},${to.y} ${to.width}×${to.height}`,
          ].join(" "),
        ),
      ),
    };
  });

/** The site's standard: WCAG 2.2 AA's rules. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Zero axe violations at each width in turn: the same page widened, since its layout follows the
 * window as a visitor's does. WCAG 2.2 AA's rules, or with `everyRule` axe's best practices too.
 *
 * Axe runs inside the page (legacy mode). By default it opens a blank page to gather its results
 * from the page's frames, which takes as long as the audit; that is needed only for frames from
 * other origins, and the build under test has none (no ads: the bare build).
 */
export async function expectNoAxeViolations(
  page: Page,
  { widths = [390, 1280], everyRule = false }: { widths?: number[]; everyRule?: boolean } = {},
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const builder = new AxeBuilder({ page }).setLegacyMode();
    const { violations } = await (everyRule ? builder : builder.withTags(WCAG_22_AA)).analyze();
    expect(
      violations.map((v) => `${width} px: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`),
    ).toEqual([]);
  }
}
