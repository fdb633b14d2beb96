import type { Config } from "@react-router/dev/config";
import { guides, scenarios } from "./content/catalogue.server";

export default {
  ssr: false,
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
