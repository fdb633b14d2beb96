/**
 * Renders the share image (public/og.jpg, 1200 × 630) and the touch icon (public/apple-touch-icon.png,
 * 180 × 180) from the logo, with Chromium. Run after changing the brand: `npx tsx scripts/brand-images.ts`.
 */
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const logo = readFileSync("public/favicon.svg", "utf8");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;
  background:linear-gradient(135deg,#f0fdfa 0%,#ccfbf1 100%);display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;color:#0f172a">
  <div style="display:flex;align-items:center;gap:28px"><div style="width:120px;height:120px">${logo}</div>
  <div style="font-size:96px;font-weight:800;letter-spacing:-2px">Costwise</div></div>
  <div style="margin-top:40px;font-size:52px;font-weight:700;line-height:1.15;max-width:960px">Free UK cost of living calculators</div>
  <div style="margin-top:24px;font-size:32px;color:#115e59">Rent · Mortgage · Fuel · EV charging · Energy · Moving</div>
</body></html>`);
await page.screenshot({ path: "public/og.jpg", type: "jpeg", quality: 85 });

await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(
  `<!doctype html><html><body style="margin:0;width:180px;height:180px;background:#0f766e">${logo.replace("<svg ", '<svg width="180" height="180" ')}</body></html>`,
);
await page.screenshot({ path: "public/apple-touch-icon.png" });
await browser.close();
