/**
 * How this site's islands hydrate (decision 29): the `client:painted` directive; and how the
 * browser's code is cut into files (decision 34).
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { islandChunks } from "./chunks";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function islands(): AstroIntegration {
  return {
    name: "costwise-islands",
    hooks: {
      "astro:config:setup": ({ command, addClientDirective, updateConfig }) => {
        addClientDirective({ name: "painted", entrypoint: here("./painted.ts") });
        if (command !== "build") return;
        const chunks = islandChunks();
        updateConfig({
          vite: {
            plugins: [chunks.plugin],
            environments: {
              client: {
                build: { rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } } },
              },
            },
          },
        });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:painted"?: boolean;
  }
}
