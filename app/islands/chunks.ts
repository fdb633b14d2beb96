/**
 * How the browser's code is cut into files (decision 34). Left to itself, Rolldown gives every set
 * of islands that shares a module a file of its own: an article fetched nine files for 8 KB, a
 * calculator 24. Two groups of our own sit above that automatic cut:
 *
 * - `every-page`: everything the page module (page-script.ts) imports. Every page runs that module,
 *   so every page loads all of it anyway; as one file it is one request instead of six, and a
 *   React island that uses a piece of it (analytics, the site's settings) imports that file, which
 *   the page has already fetched.
 * - `react`: React and React DOM, which every React island needs and no page module does.
 *
 * What remains is cut as before, so no page loads code it does not run.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PAGE_MODULE = fileURLToPath(new URL("../page-script.ts", import.meta.url));
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

export function islandChunks() {
  /** The modules the page module imports, directly or through others (not the page module itself). */
  const everyPage = new Set<string>();

  const plugin: Plugin = {
    name: "costwise:island-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // The module graph is whole here, and the groups below are applied after it.
    buildEnd() {
      const pending = [PAGE_MODULE];
      for (let id = pending.pop(); id !== undefined; id = pending.pop())
        for (const imported of this.getModuleInfo(id)?.importedIds ?? [])
          if (!everyPage.has(imported)) {
            everyPage.add(imported);
            pending.push(imported);
          }
      if (everyPage.size === 0)
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
