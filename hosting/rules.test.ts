import { describe, expect, it } from "vitest";
import {
  CACHE_IMMUTABLE,
  CACHE_PAGE_DATA,
  CACHE_REVALIDATE,
  CACHE_STATIC,
  cacheControl,
} from "./rules";

describe("cacheControl", () => {
  it("keeps fingerprinted assets for a year", () => {
    expect(cacheControl("/assets/shell-CELPSdyU.js")).toBe(CACHE_IMMUTABLE);
  });

  it("revalidates pages, whatever their form", () => {
    for (const path of [
      "/",
      "/guides",
      "/guides/fuel-cost/how-to-estimate-commute-cost",
      "/404.html",
    ])
      expect(cacheControl(path), path).toBe(CACHE_REVALIDATE);
  });

  it("keeps page data briefly, so a prefetch serves the click", () => {
    expect(cacheControl("/guides.data")).toBe(CACHE_PAGE_DATA);
    expect(CACHE_PAGE_DATA).toMatch(/max-age=[1-9]\d*/);
  });

  it("keeps other files for a day", () => {
    expect(cacheControl("/og.jpg")).toBe(CACHE_STATIC);
  });
});
