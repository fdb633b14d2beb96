/**
 * Screenshots of pages at a phone and a desktop width, for looking at what we build:
 * `npx tsx scripts/screenshots.ts / /calculators/fuel-cost` (the site must be served on 4173).
 * Files go to screenshots/ (git-ignored), or to OUT_DIR.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const base = process.env.BASE_URL ?? "http://localhost:4173";
const paths = process.argv.slice(2);
const outDir = process.env.OUT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    const name = path.replace(/^\/|\/$/g, "").replace(/[/?=&]/g, "_") || "home";
    await page.screenshot({
      path: `${outDir}/${name}-${width}.png`,
      fullPage: process.env.FULL !== "0",
    });
  }
  await page.close();
}
await browser.close();
