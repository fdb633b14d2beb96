/// <reference types="vitest/config" />

import { existsSync } from "node:fs";
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
    define: {
      __SITE_CONFIG__: JSON.stringify(siteConfig),
      __CONSENT_PLATFORM__: JSON.stringify(siteConfig.consentPlatform),
    },
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    plugins: [
      tailwindcss(),
      { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
      !process.env.VITEST && reactRouter(),
    ],
    // static-page.ts, the one script of pages without the app, is built as a module of its own.
    worker: { format: "es" as const },
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
            /^(sitemap\.xml|robots\.txt|whats-changing\.ics)$/.test(warning.names?.[0] ?? "")
          )
            return;
          warn(warning);
        },
      },
    },
    test: { include: ["{app,content,hosting,scripts}/**/*.test.{ts,tsx}"], environment: "node" },
  };
});

/**
 * Which module goes in which shared chunk, listed by name rather than matched by a folder pattern,
 * so a new file joins a page's first load only when someone adds it here on purpose.
 */
const CHUNKS = {
  // What every page runs on first load, as one chunk rather than a dozen tiny ones: the document
  // shell, the cookie choice, the ad slots' boxes and the event tracker. Page-specific parts of the
  // shell (policy pages), the deferred footer and the lazily loaded consent banner stay out.
  shell: [
    "app/site/breadcrumbs.tsx",
    "app/site/config.ts",
    "app/site/deferred.tsx",
    // Shared by the calculators' fields and the contact form; small enough not to be a request of its own.
    "app/site/form-field.tsx",
    "app/site/disclaimer.tsx",
    "app/site/header.tsx",
    "app/site/icon.tsx",
    "app/site/inline-stylesheet.tsx",
    "app/site/logo.tsx",
    "app/site/meta.ts",
    "app/site/nav.ts",
    "app/site/page-header.tsx",
    "app/site/scroll-region.tsx",
    "app/site/toast.ts",
    "app/site/use-hydrated.ts",
    "app/site/page-handle.ts",
    "app/site/on-press.ts",
    "app/site/use-buttons-answered.ts",
    "app/consent/consent.ts",
    "app/consent/cookie-settings-button.tsx",
    "app/analytics/track.ts",
    "app/ads/ad-slot.tsx",
    "app/ads/slots.ts",
    "app/calculators/registry.ts",
  ],
  // What every calculator page shares: the form, its state, parsing and formatting.
  calculator: [
    "app/calculator-ui/calculator-page.tsx",
    "app/calculator-ui/field.tsx",
    "app/calculator-ui/use-calculator.ts",
    "app/calculator-ui/calculator-state.ts",
    "app/calculator-ui/share-url.ts",
    // Home's Recently Used reads it too, once the page has started: the calculator it leads to
    // then finds this chunk already fetched.
    "app/calculator-ui/saved-inputs.ts",
    "app/site/format.ts",
    "app/calculators/row-values.ts",
    "app/calculators/units.ts",
    "app/calculators/types.ts",
  ],
} as const;

const root = new URL(".", import.meta.url).pathname;
const chunkOf = new Map<string, string>();
for (const [chunk, files] of Object.entries(CHUNKS)) {
  for (const file of files) {
    if (!existsSync(root + file))
      throw new Error(`vite.config.ts: ${file} (chunk ${chunk}) does not exist`);
    chunkOf.set(root + file, chunk);
  }
}
const ICON = /\/node_modules\/lucide\/dist\/esm\/icons\//;
/**
 * React, React DOM and React Router with what they import: one chunk of their own, so the bundle
 * budgets (scripts/budgets.ts) weigh the framework apart from the site's own code.
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@remix-run\/route-pattern|cookie-es)\//;

function sharedChunk(id: string, { getModuleInfo }: ManualChunkMeta) {
  if (FRAMEWORK.test(id)) return "framework";
  const chunk = chunkOf.get(id);
  if (chunk) return chunk;
  // Rollup pulls a manual chunk's dependencies into it, so an icon the calculator chunk shares
  // with a page outside the calculators would make that page load the whole chunk for one icon.
  if (ICON.test(id)) {
    const importers = getModuleInfo(id)?.importers ?? [];
    const inCalculator = (importer: string) => chunkOf.get(importer) === "calculator";
    if (importers.some(inCalculator) && !importers.every(inCalculator)) return "shell";
  }
  return undefined;
}
