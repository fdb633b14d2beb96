/**
 * Astro's island element as a file every page shares (decision 31). Astro writes the element's code
 * (about 1.8 KB gzip) inline into every page with an island, which here is every page, and offers
 * no setting to change that (withastro/astro#17017). When the site is built, this swaps that
 * inline code for a small loader (island-runtime-loader.ts) and writes the code itself once, under
 * a name that changes with its content, so a browser keeps it for every page after the first.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import islandElement from "astro/runtime/server/astro-island.prebuilt.js";
import { buildSync } from "esbuild";
import type { Plugin } from "vite";

/** The module Astro renders the element's inline code from (astro/dist/runtime/server/scripts.js). */
const ELEMENT_MODULE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]astro-island\.prebuilt\.js$/;

export function islandRuntimeFile(assetsFolder: string) {
  const hash = createHash("sha256").update(islandElement).digest("base64url").slice(0, 8);
  const fileName = `${assetsFolder}/astro-island.${hash}.js`;
  const loader = buildSync({
    entryPoints: [fileURLToPath(new URL("./island-runtime-loader.ts", import.meta.url))],
    bundle: true,
    minify: true,
    format: "iife",
    write: false,
    define: { ISLAND_RUNTIME_URL: JSON.stringify(`/${fileName}`) },
  }).outputFiles[0]?.text.trim();
  if (!loader) throw new Error("The island runtime's loader did not build");
  let swapped = false;

  const plugin: Plugin = {
    name: "costwise:island-runtime-file",
    apply: "build",
    transform(_code, id) {
      if (!ELEMENT_MODULE.test(id)) return;
      swapped = true;
      return { code: `export default ${JSON.stringify(loader)};`, map: null };
    },
  };

  /** Writes the element's file into the built site; fails the build if the pages still inline it. */
  const write = (clientDir: URL) => {
    if (!swapped)
      throw new Error(
        "Astro's island element was not swapped for its loader: has astro/dist/runtime/server/astro-island.prebuilt.js moved? (decision 31)",
      );
    const file = new URL(fileName, clientDir);
    mkdirSync(new URL(".", file), { recursive: true });
    writeFileSync(file, islandElement);
  };

  return { plugin, write };
}
