import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./site";

test("every internal link leads to a page with no redirect, and the pages reached are the sitemap's", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const pages = new Set<string>();
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()} ${response.headers().location ?? ""}`);
      continue;
    }
    if (!response.headers()["content-type"]?.includes("text/html")) continue;
    pages.add(path);
    const html = await response.text();
    for (const match of html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)/g)) {
      const link = new URL(match[1]!.replaceAll("&amp;", "&"), "http://site").pathname;
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  expect(broken).toEqual([]);
  expect([...pages].sort()).toEqual((await sitemapPaths(request)).sort());
});
