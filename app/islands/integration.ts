/**
 * How this site's islands hydrate (decision 29): the `client:painted` directive, a renderer for
 * framework-free script islands beside React's, and Astro's island element served as a file
 * (decision 31).
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { islandRuntimeFile } from "./island-runtime";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function islands(): AstroIntegration {
  let runtime: ReturnType<typeof islandRuntimeFile> | undefined;
  return {
    name: "costwise-islands",
    hooks: {
      "astro:config:setup": ({
        config,
        command,
        addClientDirective,
        addRenderer,
        updateConfig,
      }) => {
        addClientDirective({ name: "painted", entrypoint: here("./painted.ts") });
        addRenderer({
          name: "costwise:script-island",
          serverEntrypoint: here("./script-renderer.ts"),
          clientEntrypoint: here("./script-hydrator.ts"),
        });
        if (command !== "build") return;
        runtime = islandRuntimeFile(config.build.assets);
        updateConfig({ vite: { plugins: [runtime.plugin] } });
      },
      "astro:build:done": ({ dir }) => runtime?.write(dir),
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:painted"?: boolean;
  }
}
