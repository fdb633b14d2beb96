import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./script-priority";

describe("lowerModulePreloadPriority", () => {
  it("adds fetchpriority=low to every module preload and nothing else", () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(lowerModulePreloadPriority(html)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>',
    );
  });

  it("leaves a page that was already marked unchanged", () => {
    const once = lowerModulePreloadPriority('<link rel="modulepreload" href="/assets/a.js"/>');
    expect(lowerModulePreloadPriority(once)).toBe(once);
  });
});
