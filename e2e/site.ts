import type { APIRequestContext, Page } from "@playwright/test";
import { readSiteConfig } from "../app/site/config.schema";

/** The origin canonical links use (the build's VITE_SITE_URL), wherever the tests serve the site. */
export const SITE_URL = readSiteConfig(process.env).siteUrl;

/** Every canonical page, as the sitemap lists them, plus the 404 page. */
export async function sitePaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  return [...paths, "/404"];
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

export const TITLE_SUFFIX = " | Free Cost of Living & Home Calculators (2025)";

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
