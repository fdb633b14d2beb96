import { expect, test } from "@playwright/test";
import { FIGURES_REVIEWED, FIGURES_REVIEWED_LONG } from "../app/reference/checked";
import { importApp } from "./app";
import { open, sitemapPaths, TITLE_SUFFIX } from "./site";

const { guides, scenarios } = await importApp<typeof import("../app/articles/collections.server")>(
  "/app/articles/collections.server.ts",
);

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

/** A year's figure stated as if it were now; a dated history sentence ("from 1 April 2025") is fine. */
const STALE_AS_CURRENT = [
  /\(2025\)/,
  /\b(?:in|for|during) 2025\b(?![-–/]\d)/i,
  /\b2025 (?:prices|figures|rates)\b/i,
  /\btypical 2025\b/i,
  /\b(?:checked|reviewed) for 2025\b/i,
];

test("every article, reached from the libraries, says when its figures were checked and lists its sources", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const articles: string[] = [];
  for (const library of ["/guides", "/scenarios"]) {
    await open(page, library);
    const hrefs = await page
      .locator(`main a[href^="${library}/"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    articles.push(...new Set(hrefs));
  }
  expect(articles.sort()).toEqual([...guides, ...scenarios].map((a) => a.path).sort());

  const today = new Date().toISOString().slice(0, 10);
  for (const path of articles) {
    await open(page, path);
    // Under the title: "Figures checked on <date> · Sources", the date a real day, not in the future.
    const checked = page.locator("article > header [data-figures-checked] time");
    const iso = (await checked.getAttribute("datetime")) ?? "";
    expect(iso, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(iso <= today, `${path}: checked ${iso} is after today`).toBe(true);
    await expect(checked, path).toHaveText(longDate(iso));
    await expect(page.locator("article > header a[href='#sources']"), path).toHaveText("Sources");

    // That is the article's one "Figures checked on" line; the Sources section lists at least one
    // https source, each opening apart.
    await expect(page.getByText(/Figures checked on/), path).toHaveCount(1);
    const sources = page.getByRole("region", { name: "Sources" });
    const links = sources.locator("ol > li > a");
    expect(await links.count(), path).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")!))) {
      expect(new URL(href).protocol, `${path}: ${href}`).toBe("https:");
    }
    await expect(links.first(), path).toHaveAttribute("target", "_blank");
  }
});

test("no page presents a 2025 figure as current", async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(title.endsWith(TITLE_SUFFIX), path).toBe(true);
    expect(TITLE_SUFFIX).toContain(`(${FIGURES_REVIEWED.slice(0, 4)})`);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
    const text = main
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&");
    expect(STALE_AS_CURRENT.filter((pattern) => pattern.test(text)).map(String), path).toEqual([]);
  }
});

test("the FAQ, About and Terms pages give the date the figures were checked", async ({
  request,
}) => {
  for (const path of ["/faq", "/about", "/terms"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(FIGURES_REVIEWED_LONG);
  }
});
