import { expect, test } from "@playwright/test";

test("every internal link on the built site resolves to a page", async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()} ${response.headers().location ?? ""}`);
      continue;
    }
    if (!response.headers()["content-type"]?.includes("text/html")) continue;
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
  expect(seen.size).toBeGreaterThanOrEqual(44);
});
