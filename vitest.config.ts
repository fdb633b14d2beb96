import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { defineConfig } from "vitest/config";
import { sharedViteConfig } from "./vite.shared";

export default defineConfig({
  ...sharedViteConfig("test"),
  plugins: [mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] })],
  test: {
    include: ["{app,content,hosting,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Worker threads start faster than forked processes: the suite runs in about 60% of the time.
    pool: "threads",
  },
});
