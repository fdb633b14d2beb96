/**
 * The site's build: Astro renders every page to static HTML; only the islands (a calculator, the
 * monthly sheet, the contact form, the libraries' search) ship React to the browser, each hydrating
 * on its own (docs/decisions/0026-astro-islands.md).
 */
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { articleMdx } from "./app/articles/article-mdx";
import { islands } from "./app/islands/integration";
import { hostFiles } from "./hosting/build-end";
import { sharedViteConfig } from "./vite.shared";

export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  // The browser tests also build variants with other settings, each into its own folder.
  outDir: `${process.env.COSTWISE_BUILD_DIR ?? "build"}/client`,
  output: "static",
  // `faq.html`, served at /faq; /faq/ redirects there (docs/decisions/0007).
  build: { format: "file", assets: "assets", inlineStylesheets: "always" },
  trailingSlash: "never",
  compressHTML: true,
  devToolbar: { enabled: false },
  // Links are prefetched by the pages' own Speculation Rules (site/speculation-rules.ts): Astro's
  // would also prerender, and fetch links to other sites, before consent (decision 0026).
  prefetch: false,
  // The articles (content collections, app/content.config.ts) are MDX, their components React and Astro.
  integrations: [react({ include: ["**/*.tsx"] }), mdx(articleMdx), islands(), hostFiles()],
  vite: {
    ...sharedViteConfig(),
    plugins: [tailwindcss()],
    build: { assetsInlineLimit: 0 },
  },
});
