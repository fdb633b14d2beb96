/// <reference types="vitest/config" />
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { defineConfig } from "vite";
import { loadSiteConfig } from "./hosting/site-config";

export default defineConfig(({ mode }) => {
  // Fails the build with a clear message when a deployer's setting is malformed.
  const siteConfig = loadSiteConfig(mode);
  return {
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    plugins: [
      tailwindcss(),
      { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
      !process.env.VITEST && reactRouter(),
    ],
    build: { assetsInlineLimit: 0 },
    test: { include: ["{app,content,hosting,scripts}/**/*.test.{ts,tsx}"], environment: "node" },
  };
});
