import type { Config } from "@react-router/dev/config";
import { guides, scenarios } from "./content/catalogue.server";

export default {
  ssr: false,
  // React Router 8's behaviour, adopted while still on 7 (docs/decisions/0006-platform-node-24-react-router-8.md).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
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
