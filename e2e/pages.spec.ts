import { expect, test } from "@playwright/test";
import { SITE_URL, sitePaths, TITLE_SUFFIX, watchErrors } from "./site";

test("the sitemap lists every page of the site", async ({ request }) => {
  const paths = await sitePaths(request);
  // Home, calculators list, 6 calculators, 2 libraries, 18 guides, 12 scenarios, 5 static pages, /404
  expect(paths).toHaveLength(1 + 1 + 6 + 2 + 18 + 12 + 5 + 1);
});

test("every page is prerendered with its heading, title, description and canonical link", async ({
  request,
}) => {
  for (const path of await sitePaths(request)) {
    const response = await request.get(path, { maxRedirects: 0 });
    // The not-found page is prerendered like the others but always answers 404.
    expect(response.status(), path).toBe(path === "/404" ? 404 : 200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(title, path).toMatch(new RegExp(`.+${TITLE_SUFFIX.replace(/[()|&]/g, "\\$&")}$`));
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, SITE_URL).href}"/>`);
  }
});

test("an unknown path is a 404 with the not-found page", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Page Not Found");
  expect(html).toContain('href="/calculators/ev-charging"');
});

test("unknown guides and scenarios redirect to their library", async ({ request }) => {
  for (const [path, list] of [
    ["/guides/mortgage-payment/mortgage-deposit-guide", "/guides"],
    ["/guides/nothing/here", "/guides"],
    ["/scenarios/fuel-cost/unknown", "/scenarios"],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(list);
  }
});

test("pages carry the security headers and a CSP with no inline script allowance", async ({
  request,
}) => {
  const response = await request.get("/calculators/mortgage-payment");
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toMatch(/max-age=(\d{8,})/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
});

test("fingerprinted assets are cached for a year and served precompressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /href="(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("br");
});

test("every page paints from its HTML alone: inline stylesheet, low-priority scripts, every part in place", async ({
  request,
}) => {
  for (const path of await sitePaths(request)) {
    const html = await (await request.get(path)).text();
    // Assertions on booleans: a failure names the page without printing all of it.
    expect(/<style>[\s\S]{4000,}?<\/style>/.test(html), path).toBe(true);
    expect(html.includes('rel="stylesheet"'), path).toBe(false);
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(3);
    for (const preload of preloads) expect(preload, path).toContain('fetchpriority="low"');
    // Deferred parts (the footer) are prerendered where they belong, not moved there by a script.
    expect(/<footer[^>]*>[\s\S]*Cookie settings[\s\S]*<\/footer>/.test(html), path).toBe(true);
    expect(/<!--\$\?-->|\$RC\(/.test(html), path).toBe(false);
  }
});

test("no page logs a console error or throws while loading", async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  for (const path of await sitePaths(request)) {
    await page.goto(path, { waitUntil: "networkidle" });
    // The not-found page answers 404 on purpose; Chromium reports that status, and nothing else may appear.
    const expected =
      path === "/404"
        ? ["Failed to load resource: the server responded with a status of 404 (Not Found)"]
        : [];
    expect(errors, path).toEqual(expected);
    errors.length = 0;
  }
});

test("a client-side navigation scrolls to the top and shows the new page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the phone menu opens the five navigation links", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  const nav = page.locator(`#${await menu.getAttribute("aria-controls")}`);
  await expect(nav.getByRole("link")).toHaveText([
    "Calculators",
    "Guides",
    "Scenarios",
    "FAQ",
    "Contact",
  ]);
  await nav.getByRole("link", { name: "Guides" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete Guides Library");
  await expect(nav).toBeHidden();
});
