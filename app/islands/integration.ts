/**
 * How this site's islands hydrate (decision 29): the `client:painted` directive; how the browser's
 * code is cut into files (decision 34); and, in `astro dev`, React's refresh preamble on every page.
 */
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AstroIntegration } from "astro";
import { islandChunks } from "./chunks";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function islands(): AstroIntegration {
  return {
    name: "costwise-islands",
    hooks: {
      "astro:config:setup": ({ command, addClientDirective, injectScript, updateConfig }) => {
        addClientDirective({ name: "painted", entrypoint: here("./painted.ts") });
        if (command === "dev") injectScript("page", reactRefreshPreamble());
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

/**
 * In `astro dev`, every React module refuses to run until React's refresh preamble has: @astrojs/react
 * adds it only before an island hydrates, but every page may render React outside one (the toaster
 * that page-behaviour.ts loads on first use). The preamble is @vitejs/plugin-react's own, as
 * @astrojs/react imports it (read while this file loads: Astro's config loader closes after that).
 */
const { default: viteReact } = await import(
  /* @vite-ignore */ pathToFileURL(
    createRequire(import.meta.resolve("@astrojs/react")).resolve("@vitejs/plugin-react"),
  ).href
);
const reactRefreshPreamble = () => (viteReact.preambleCode as string).replace("__BASE__", "/");

declare module "astro" {
  interface AstroClientDirectives {
    "client:painted"?: boolean;
  }
}
