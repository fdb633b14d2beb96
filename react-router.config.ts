import { globSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeHostFiles } from "./hosting/build-end";

export default {
  ssr: false,
  // The browser tests also build a variant with Google ids set, into its own folder.
  buildDirectory: process.env.COSTWISE_BUILD_DIR ?? "build",
  // Every page is prerendered to static HTML; the host serves /404 (as 404.html) for unknown paths.
  // Articles are found by their files here; the article routes validate them as they render.
  async prerender({ getStaticPaths }) {
    const articles = globSync("content/{guides,scenarios}/*/*.mdx").map(
      (file) => `/${file.replace(/^content\//, "").replace(/\.mdx$/, "")}`,
    );
    return [...getStaticPaths(), ...articles, "/404"];
  },
  buildEnd({ reactRouterConfig }) {
    writeHostFiles(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
