/**
 * How this site's islands hydrate (decision 29): the `client:painted` directive, a renderer for
 * framework-free script islands beside React's, Astro's island element served as a file
 * (decision 31), and how the browser's code is cut into files (decision 34).
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { islandChunks } from "./chunks";
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
        const chunks = islandChunks();
        updateConfig({
          vite: {
            plugins: [runtime.plugin, chunks.plugin],
            environments: {
              client: {
                build: { rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } } },
              },
            },
          },
        });
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
