/**
 * The bundle budgets, measured on the built pages as a visitor's browser loads them: every script a
 * page fetches from opening until it is ready and its network has settled, before anything is
 * touched, gzip-compressed as the host sends it. On the bare build and on the deployer's (every
 * third-party id set: the consent banner, ads and analytics code the page loads before consent).
 * Every page with an island, and one page of each template without one (every article is built
 * from the same two, with the same scripts). Why these figures: docs/decisions/0026-astro-islands.md.
 */
import { gzipSync } from "node:zlib";
import { expect, type Page, type Response, test } from "@playwright/test";
import { googleSite } from "./google";
import { builtSitemapPaths, networkSettled, open, UNKNOWN_PATH } from "./site";

const KB = 1024;
/** Articles, the FAQ, About, the policies, What's changing and the not-found page: no island. */
const PAGE_WITHOUT_ISLAND =
  /^\/$|^\/(guides|scenarios)\/[^/]+\/[^/]+$|^\/(faq|about|terms|privacy|whats-changing|calculators|no-such-page)$/;
const BUDGETS = { withoutIsland: 15 * KB, withIsland: 100 * KB, css: 8 * KB };

/** Every script from the page's own site that it fetches while it opens and settles. */
async function scriptsFetched(page: Page, url: string) {
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (
      response.request().resourceType() === "script" &&
      response.url().startsWith(new URL(url).origin)
    )
      scripts.push(response);
  });
  await open(page, url);
  await networkSettled(page);
  return scripts;
}

/** The gzip size of every script the page fetches while it opens and settles. */
async function scriptBytes(page: Page, url: string) {
  const bodies = await Promise.all(
    (await scriptsFetched(page, url)).map((script) => script.body()),
  );
  return bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

const ARTICLE = /^\/(guides|scenarios)\/[^/]+\/[^/]+$/;
const allPaths = [...builtSitemapPaths(), UNKNOWN_PATH];
const paths = allPaths.filter(
  (path) =>
    !ARTICLE.test(path) ||
    path ===
      allPaths.find((other) => other.split("/")[1] === path.split("/")[1] && ARTICLE.test(other)),
);

for (const [build, origin] of [
  ["bare", ""],
  ["deployer", googleSite],
] as const) {
  test(`every page's script before the visitor touches anything is within its budget (${build} build)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(paths.length * 15_000);
    const over: string[] = [];
    for (const path of paths) {
      const bytes = await scriptBytes(page, `${origin || baseURL}${path}`);
      const budget = PAGE_WITHOUT_ISLAND.test(path) ? BUDGETS.withoutIsland : BUDGETS.withIsland;
      console.log(`${build} ${path}: ${(bytes / KB).toFixed(1)} KB`);
      if (bytes > budget) over.push(`${path}: ${(bytes / KB).toFixed(1)} KB of ${budget / KB} KB`);
    }
    expect(over).toEqual([]);
  });
}

test("the stylesheet inlined in every page is within its budget", async ({ page }) => {
  await open(page, "/");
  const css = await page.locator("head style").first().textContent();
  expect(gzipSync(css ?? "", { level: 9 }).length).toBeLessThanOrEqual(BUDGETS.css);
});

/** The scripts a page fetches while it opens and settles, by name without their content hash. */
async function scriptFiles(page: Page, url: string) {
  return (await scriptsFetched(page, url))
    .map((script) => new URL(script.url()).pathname.replace(/^\/assets\/(.+)\.[\w-]+\.js$/, "$1"))
    .sort();
}

/** The file Astro bundles the layout's `<script>` into: what every page does (decision 37). */
const PAGE_MODULE = "page.astro_astro_type_script_index_0_lang";

test("a page without an island fetches one script: the page module, with all it imports", async ({
  page,
  baseURL,
}) => {
  expect(
    await scriptFiles(page, `${baseURL}/guides/fuel-cost/how-to-estimate-commute-cost`),
  ).toEqual([PAGE_MODULE]);
});

test("a calculator fetches React as one file and what the page module imports as the same file an article does", async ({
  page,
  baseURL,
}) => {
  const files = await scriptFiles(page, `${baseURL}/calculators/mortgage-payment`);
  expect(files.filter((file) => file === "react" || file === PAGE_MODULE)).toEqual([
    PAGE_MODULE,
    "react",
  ]);
  expect(new Set(files).size).toBe(files.length);
});
