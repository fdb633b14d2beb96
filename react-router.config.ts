import type { Config } from "@react-router/dev/config";
import { guides, scenarios } from "./content/catalogue.server";

export default {
  ssr: false,
  // The browser tests also build a variant with Google ids set, into its own folder.
  buildDirectory: process.env.COSTWISE_BUILD_DIR ?? "build",
  // Every page is prerendered to static HTML; unknown paths get the prerendered /404 from the server.
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      ...guides.map((g) => g.path),
      ...scenarios.map((s) => s.path),
      "/404",
    ];
  },
} satisfies Config;
