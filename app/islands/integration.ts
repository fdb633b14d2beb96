/**
 * How this site's islands hydrate (decision 29): the `client:painted` directive, and a renderer
 * for framework-free script islands beside React's.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function islands(): AstroIntegration {
  return {
    name: "costwise-islands",
    hooks: {
      "astro:config:setup": ({ addClientDirective, addRenderer }) => {
        addClientDirective({ name: "painted", entrypoint: here("./painted.ts") });
        addRenderer({
          name: "costwise:script-island",
          serverEntrypoint: here("./script-renderer.ts"),
          clientEntrypoint: here("./script-hydrator.ts"),
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
