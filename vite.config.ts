import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { defineConfig, loadEnv } from "vite";
import { readSiteConfig } from "./app/site/config.schema";

export default defineConfig(({ mode }) => {
  // Fails the build with a clear message when a deployer's setting is malformed.
  const siteConfig = readSiteConfig({ ...loadEnv(mode, process.cwd(), "VITE_"), ...pickViteEnv(process.env) });
  return {
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    plugins: [
      tailwindcss(),
      { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm] }) },
      !process.env.VITEST && reactRouter(),
    ],
    build: { assetsInlineLimit: 0 },
    test: { include: ["{app,content,scripts}/**/*.test.{ts,tsx}"], environment: "node" },
  };
});

function pickViteEnv(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith("VITE_")));
}
