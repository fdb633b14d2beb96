import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { guides, scenarios } from "./content/catalogue.server";
import { writeHostFiles } from "./hosting/build-end";

export default {
  ssr: false,
  // The browser tests also build a variant with Google ids set, into its own folder.
  buildDirectory: process.env.COSTWISE_BUILD_DIR ?? "build",
  // Every page is prerendered to static HTML; the host serves /404 (as 404.html) for unknown paths.
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      ...guides.map((g) => g.path),
      ...scenarios.map((s) => s.path),
      "/404",
    ];
  },
  buildEnd({ reactRouterConfig }) {
    writeHostFiles(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
