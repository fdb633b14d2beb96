import { getViteConfig } from "astro/config";
import type { ViteUserConfig } from "vitest/config";
import { sharedViteConfig } from "./vite.shared";

const shared = sharedViteConfig("test");

/**
 * Astro's own Vite settings, so the tests compile .astro and .mdx files as the build does and render
 * an article with Astro's Container API; `astro:content`, which needs the content layer Vitest does not
 * run, is the tests' reading of the same collections (app/articles/content-for-tests.ts).
 */
export default getViteConfig({
  ...shared,
  resolve: {
    alias: {
      ...shared.resolve.alias,
      "astro:content": new URL("./app/articles/content-for-tests.ts", import.meta.url).pathname,
    },
  },
  test: {
    include: ["{app,content,hosting,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Worker threads start faster than forked processes: the suite runs in about 60% of the time.
    pool: "threads",
  },
} satisfies ViteUserConfig);
