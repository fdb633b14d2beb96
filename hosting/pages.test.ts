import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flattenPages } from "./build-end";
import { builtPages, isNotFoundPage, pagePath } from "./pages";

describe("pagePath", () => {
  it("is the URL Cloudflare Pages serves a file at", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("faq.html")).toBe("/faq");
    expect(pagePath("guides/fuel-cost/commute.html")).toBe("/guides/fuel-cost/commute");
    expect(pagePath("guides/404.html")).toBe("/guides/404");
  });
});

describe("flattenPages and builtPages", () => {
  it("turns each folder's index.html into a file beside it, keeping folders that hold more", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "costwise-pages-"));
    const write = (relative: string, text = "<p>page</p>") => {
      mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
      writeFileSync(path.join(dir, relative), text);
    };
    write("index.html");
    write("faq/index.html");
    write("404/index.html");
    write("guides/index.html");
    write("guides/fuel-cost/commute/index.html", "<script>go()</script>");
    write("guides/404/index.html");
    write("guides.data", "data");
    write("assets/chunk.js", "js");

    flattenPages(dir);

    expect(readdirSync(dir).sort()).toEqual([
      "404.html",
      "assets",
      "faq.html",
      "guides",
      "guides.data",
      "guides.html",
      "index.html",
    ]);
    expect(existsSync(path.join(dir, "guides/fuel-cost/commute.html"))).toBe(true);
    expect(existsSync(path.join(dir, "guides/fuel-cost/commute"))).toBe(false);
    const pages = builtPages(dir);
    expect(pages.map((page) => page.path)).toEqual([
      "/",
      "/404",
      "/faq",
      "/guides",
      "/guides/404",
      "/guides/fuel-cost/commute",
    ]);
    expect(pages.filter(isNotFoundPage).map((page) => page.path)).toEqual(["/404", "/guides/404"]);
    expect(pages.at(-1)?.hashes).toHaveLength(1);
  });
});
