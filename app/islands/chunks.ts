/**
 * How the browser's code is cut into files (decision 34). Left to itself, Rolldown gives every set
 * of islands that shares a module a file of its own: an article fetched nine files for 8 KB, a
 * calculator 24. Two groups of our own sit above that automatic cut:
 *
 * - `every-page`: the layout's `<script>` (the module Astro bundles it from), the page module it
 *   runs (layouts/page-behaviour.ts) and everything that imports. Every page runs all of it, so it
 *   is one file, the one script an article fetches; a React island that uses a piece of it
 *   (analytics, the site's settings) imports that file, which the page has already fetched.
 * - `react`: React and React DOM, which every React island needs and no page module does.
 *
 * What remains is cut as before, so no page loads code it does not run.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PAGE_MODULE = fileURLToPath(new URL("../layouts/page-behaviour.ts", import.meta.url));
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

export function islandChunks() {
  /** The layout's script, the page module and the modules it imports, directly or through others. */
  const everyPage = new Set<string>([PAGE_MODULE]);

  const plugin: Plugin = {
    name: "costwise:island-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // The module graph is whole here, and the groups below are applied after it.
    buildEnd() {
      // The layout's script module, so the file the page fetches is this one, not a stub importing it.
      for (const importer of this.getModuleInfo(PAGE_MODULE)?.importers ?? [])
        everyPage.add(importer);
      const pending = [PAGE_MODULE];
      for (let id = pending.pop(); id !== undefined; id = pending.pop())
        for (const imported of this.getModuleInfo(id)?.importedIds ?? [])
          if (!everyPage.has(imported)) {
            everyPage.add(imported);
            pending.push(imported);
          }
      if (everyPage.size === 1)
        throw new Error(
          `The page module imports nothing: is it still ${PAGE_MODULE}? (decision 34)`,
        );
    },
  };

  /** Rolldown's `output.codeSplitting` for the browser's build. */
  const codeSplitting = {
    groups: [
      { name: "react", test: REACT, priority: 2 },
      { name: "every-page", test: (id: string) => everyPage.has(id), priority: 1 },
    ],
  };

  return { plugin, codeSplitting };
}
