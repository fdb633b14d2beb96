import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { inlineScriptHashes } from "../hosting/inline-scripts";
import {
  layoutShift,
  open,
  ready,
  SITE_URL,
  sitemapPaths,
  sitePaths,
  TITLE_SUFFIX,
  UNKNOWN_PATH,
} from "./site";

/** The pages with a React island (docs/decisions/0026): the calculators, the sheet, contact and the libraries. */
const ISLAND_PAGE = /^\/(calculators\/[^/]+|my-costs|contact|guides|scenarios)$/;

test("every page answers 200 at its canonical URL, without a redirect, with the one CSP that admits its inline scripts", async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  const policies = new Set<string>();
  const everyPagesHashes = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    const csp = headers["content-security-policy"] ?? "";
    // One policy (two rules' policies would be joined with a comma), allowing this page's scripts only.
    expect(csp, path).toMatch(
      /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;[^,]+$/,
    );
    const html = await response.text();
    // One policy for every page (decision 37): each inline script this page runs is admitted by its
    // hash, and the policy names no script no page runs.
    policies.add(csp);
    const admitted = new Set(csp.match(/'sha256-[^']+'/g));
    for (const hash of inlineScriptHashes(html))
      expect(admitted.has(`'sha256-${hash}'`), `${path}: ${hash}`).toBe(true);
    for (const hash of inlineScriptHashes(html)) everyPagesHashes.add(`'sha256-${hash}'`);
    expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(title, path).toMatch(new RegExp(`.+${TITLE_SUFFIX.replace(/[()|&]/g, "\\$&")}$`));
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, SITE_URL).href}">`);
  }
  expect(policies.size).toBe(1);
  expect(new Set([...policies][0]?.match(/'sha256-[^']+'/g))).toEqual(everyPagesHashes);
});

test("a trailing slash or .html sends the visitor to the canonical URL with one redirect", async ({
  request,
}) => {
  for (const [asked, canonical] of [
    ["/guides/", "/guides"],
    ["/faq.html", "/faq"],
    ["/calculators/fuel-cost/", "/calculators/fuel-cost"],
    [
      "/guides/fuel-cost/how-to-estimate-commute-cost.html",
      "/guides/fuel-cost/how-to-estimate-commute-cost",
    ],
    ["/index.html", "/"],
  ]) {
    const response = await request.get(asked!, { maxRedirects: 0 });
    expect([301, 308], asked).toContain(response.status());
    expect(response.headers().location, asked).toBe(canonical);
    expect((await request.get(canonical!, { maxRedirects: 0 })).status(), canonical).toBe(200);
  }
});

test("an unknown path is a 404 with the not-found page and its policy", async ({ request }) => {
  for (const path of [UNKNOWN_PATH, "/calculators/no-such-calculator", "/assets/missing.js"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain("Page Not Found");
    expect(html, path).toContain('href="/calculators/ev-charging"');
    expect(html, path).toContain(`<link rel="canonical" href="${new URL("/404", SITE_URL).href}">`);
    expect(response.headers()["content-security-policy"], path).toMatch(
      /script-src 'self' 'sha256-/,
    );
  }
});

test("an unknown guide or scenario sends the visitor to its library, replacing the address", async ({
  page,
  request,
}) => {
  for (const [path, library] of [
    ["/guides/mortgage-payment/mortgage-deposit-guide", "/guides"],
    ["/guides/nothing", "/guides"],
    ["/scenarios/fuel-cost/unknown", "/scenarios"],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<meta http-equiv="refresh" content="0; url=${library}">`);
    expect(html, path).toContain('<meta name="robots" content="noindex">');
  }
  await open(page, "/faq");
  await open(page, "/scenarios/fuel-cost/unknown");
  await expect(page).toHaveURL(/\/scenarios$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Real-World Cost Scenarios");
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
});

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/calculators/mortgage-payment", UNKNOWN_PATH, "/sitemap.xml"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["strict-transport-security"], path).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
  const csp = (await request.get("/calculators/mortgage-payment")).headers()[
    "content-security-policy"
  ];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
});

test("assets are cached for a year and served compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("br");
});

test("every page paints from its HTML alone: its script files are modules, the page's behaviour last, after the footer, the same everywhere; a React island only where one is needed, its code fetched at once", async ({
  request,
}) => {
  const pageModules = new Set<string>();
  const islandsOf = (html: string) =>
    [...html.matchAll(/<astro-island [^>]*>/g)].map((match) => ({
      component: /component-url="\/assets\/([a-z-]+)\./.exec(match[0])?.[1],
      file: /component-url="\/assets\/([^"]+)"/.exec(match[0])?.[1],
      client: /client="([a-z]+)"/.exec(match[0])?.[1],
    }));
  for (const path of await sitePaths(request)) {
    const html = await (await request.get(path)).text();
    // Assertions on booleans: a failure names the page without printing all of it.
    expect(/<style>[\s\S]{4000,}?<\/style>/.test(html), path).toBe(true);
    expect(html.includes('rel="stylesheet"'), path).toBe(false);
    expect(html.includes('rel="modulepreload"'), path).toBe(false);
    // Every script file is a module, which the browser runs only once the document is parsed: none
    // holds back the first paint. The last is the page's behaviour (layouts/page-behaviour.ts), the
    // same on every page, after the footer.
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"[^>]*>/g)];
    for (const script of scripts)
      expect(script[0], path).toMatch(/^<script type="module" src="\/assets\/[^"]+\.js">$/);
    const pageModule = scripts.at(-1);
    pageModules.add(pageModule?.[1] ?? "");
    expect(html.indexOf(pageModule?.[0] ?? "") > html.indexOf("</footer>"), path).toBe(true);
    // Every React island waits for the first paint.
    const islands = islandsOf(html);
    expect(
      islands.map((island) => island.client).every((client) => client === "painted"),
      path,
    ).toBe(true);
    expect(islands.length > 0, path).toBe(ISLAND_PAGE.test(path));
    // A script before the island imports it with Vite's module preload, so the island's file and
    // every file it imports are requested at once (decision 39).
    for (const island of islands) {
      const fetchers = await Promise.all(
        scripts.slice(0, -1).map(async (script) => (await request.get(script[1]!)).text()),
      );
      expect(
        fetchers.some(
          (code) =>
            code.includes("__vite__mapDeps") && code.includes(`import(\`./${island.file}\`)`),
        ),
        path,
      ).toBe(true);
    }
    // The footer is in the HTML where it belongs; no part of a page waits for a script to move it.
    expect(/<footer[^>]*>[\s\S]*Cookie settings[\s\S]*<\/footer>/.test(html), path).toBe(true);
    expect(/<!--\$\?-->|\$RC\(/.test(html), path).toBe(false);
  }
  expect(pageModules.size).toBe(1);
});

/**
 * The site through a server of the test's own that sends each page's HTML up to `breakAt` and holds
 * the rest until `release()`, as a slow connection does: the browser has part of the document and
 * may paint it. Everything else passes through unchanged, headers included.
 */
async function documentInTwoParts(origin: string, breakAt: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  /** The documents sent in two parts: the test's premise, checked by the test. */
  const broken: string[] = [];
  const server = createServer(async (request, response) => {
    const upstream = await fetch(origin + request.url);
    const body = Buffer.from(await upstream.arrayBuffer());
    // fetch has already undone the compression, so the length and encoding no longer hold.
    const headers = [...upstream.headers].filter(
      ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
    );
    response.writeHead(upstream.status, Object.fromEntries(headers));
    const at = upstream.headers.get("content-type")?.startsWith("text/html")
      ? body.indexOf(breakAt)
      : -1;
    if (at < 0) return response.end(body);
    broken.push(request.url!);
    response.write(body.subarray(0, at));
    await released;
    response.end(body.subarray(at));
  });
  await new Promise<void>((listening) => server.listen(0, "localhost", listening));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    release,
    broken,
    close: () => {
      release();
      server.closeAllConnections();
      server.close();
    },
  };
}

test("a page whose HTML arrives in parts paints its header whole: nothing moves", async ({
  page,
  baseURL,
}) => {
  // The break falls inside the main navigation, after its first link: painted then, the navigation
  // would hold one link at the right and move left as the other four arrived.
  const site = await documentInTwoParts(baseURL!, '<li><a href="/guides"');
  await page.setViewportSize({ width: 1280, height: 800 });
  // What the first frame the browser renders holds (animation frames run just before rendering).
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      document.documentElement.dataset.firstFrameLinks = String(
        document.querySelectorAll('header nav[aria-label="Main"]:not([hidden]) a').length,
      );
    }),
  );
  try {
    const loaded = page.goto(`${site.url}/`);
    // The first part is parsed (looked for by timer: animation frames wait with the paint).
    await page.waitForFunction(
      () => document.querySelector('header a[href="/calculators"]') !== null,
      undefined,
      { polling: 20 },
    );
    // Free to render, the browser paints what it has and then falls idle. Held, it has no idle time
    // (Chromium gives idle time only after a frame), and the limit ends the wait. The result does
    // not depend on how long this takes: what the test reads is what the first frame held.
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 1_000 })));
    site.release();
    await loaded;
    await ready(page);
  } finally {
    site.close();
  }
  // The page really was sent in two parts (a marker no longer in the page would send it whole).
  expect(site.broken).toEqual(["/"]);
  expect(await page.locator("html").getAttribute("data-first-frame-links")).toBe("5");
  expect(await layoutShift(page)).toEqual({ total: 0, moved: [] });
});

test("following a link opens the new page at the top", async ({ page }) => {
  await open(page, "/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the phone menu opens the five navigation links", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, "/");
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
