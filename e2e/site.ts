import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
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
 * Resolves once React has hydrated this element, so its handlers are attached: a part rendered
 * after the page's own code (a preset's button), or a page whose scripts a test held back.
 */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react"))))
    .toBe(true);
}

/**
 * Stops the page's installed fake clock where it is, so only `clock.runFor` moves it. An installed
 * clock otherwise keeps running in real time, and on a slow machine a "not yet at 14.9 s" check can
 * find that real seconds have already been added to it.
 */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1));
}

export const TITLE_SUFFIX = " | Free Cost of Living & Home Calculators (2026)";

/** Resolves once no request has been in flight for half a second. */
export async function networkSettled(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  while (inFlight > 0 || Date.now() - lastChange < 500) await page.waitForTimeout(100);
}
