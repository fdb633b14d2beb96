import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages, pagePath } from "./pages";

describe("pagePath", () => {
  it("is the URL Cloudflare Pages serves a file at", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("faq.html")).toBe("/faq");
    expect(pagePath("guides/fuel-cost/commute.html")).toBe("/guides/fuel-cost/commute");
    expect(pagePath("guides/404.html")).toBe("/guides/404");
  });
});

describe("builtPages", () => {
  it("finds every page the build wrote (assets aside), with its URL and its inline scripts' hashes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "costwise-pages-"));
    const write = (relative: string, text = "<p>page</p>") => {
      mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
      writeFileSync(path.join(dir, relative), text);
    };
    write("index.html");
    write("faq.html");
    write("404.html");
    write("guides.html");
    write("guides/fuel-cost/commute.html", "<script>go()</script>");
    write("guides/404.html");
    write("assets/chunk.js", "js");
    write("assets/stray.html", "<p>not a page</p>");

    const pages = builtPages(dir);
    expect(pages.map((page) => page.path)).toEqual([
      "/",
      "/404",
      "/faq",
      "/guides",
      "/guides/404",
      "/guides/fuel-cost/commute",
    ]);
    expect(pages.at(-1)?.hashes).toHaveLength(1);
  });
});
