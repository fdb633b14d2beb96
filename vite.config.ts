/// <reference types="vitest/config" />
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import type { ManualChunkMeta } from "rollup";
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
    build: {
      assetsInlineLimit: 0,
      // Lazy chunks only import chunks the page has already loaded, so Vite's preload helper
      // (about 1 KB on every page) would buy nothing.
      modulePreload: false,
      // A handful of shared chunks instead of twenty tiny ones: each file costs a request and gzip overhead.
      rollupOptions: {
        output: { manualChunks: sharedChunk },
        onwarn(warning, warn) {
          // sitemap.xml and robots.txt are resource routes: prerendered files with no client code.
          if (
            warning.code === "EMPTY_BUNDLE" &&
            /^(sitemap\.xml|robots\.txt)$/.test(warning.names?.[0] ?? "")
          )
            return;
          warn(warning);
        },
      },
    },
    test: { include: ["{app,content,hosting,scripts}/**/*.test.{ts,tsx}"], environment: "node" },
  };
});

// What every page runs on first load, as one chunk rather than a dozen tiny ones. Page-specific
// parts of app/site (cards, policy pages), the deferred footer and the lazily loaded consent
// banner stay out.
const SHELL =
  /\/app\/(site\/(?!calculator-card|policy-page|footer)|consent\/consent\.|analytics\/track|ads\/(ad-slot|slots)|calculators\/(registry|saved-inputs))/;
const CALCULATOR =
  /\/app\/calculators\/(calculator-page|field|use-calculator|share-url|number|format|units|types)\./;
const ICON = /\/node_modules\/lucide\/dist\/esm\/icons\//;

function sharedChunk(id: string, { getModuleInfo }: ManualChunkMeta) {
  if (SHELL.test(id)) return "shell";
  if (CALCULATOR.test(id)) return "calculator";
  // Rollup pulls a manual chunk's dependencies into it, so an icon the calculator chunk shares
  // with a page outside the calculators would make that page load the whole chunk for one icon.
  if (ICON.test(id)) {
    const importers = getModuleInfo(id)?.importers ?? [];
    if (
      importers.some((importer) => CALCULATOR.test(importer)) &&
      importers.some((importer) => !importer.includes("/app/calculators/"))
    )
      return "shell";
  }
  return undefined;
}
