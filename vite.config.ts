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
    build: {
      assetsInlineLimit: 0,
      // A handful of shared chunks instead of twenty tiny ones: each file costs a request and gzip overhead.
      rollupOptions: { output: { manualChunks: sharedChunk } },
    },
    test: { include: ["{app,content,hosting,scripts}/**/*.test.{ts,tsx}"], environment: "node" },
  };
});

const SHELL =
  /\/app\/(site|consent)\/|\/app\/(analytics\/track|ads\/(ad-slot|slots)|calculators\/(registry|saved-inputs))\./;
const CALCULATOR =
  /\/app\/calculators\/(calculator-page|field|use-calculator|share-url|number|format|units|types)\./;

function sharedChunk(id: string) {
  if (SHELL.test(id)) return "shell";
  if (CALCULATOR.test(id)) return "calculator";
  return undefined;
}
