import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * One of the site's own modules, imported the way Vite builds it. The calculators are found from
 * their folders with `import.meta.glob` (app/calculators/registry.ts), which only Vite reads, so
 * the tests import the registry, the definitions, the worked examples and the article collections
 * through Vite's module runner rather than Node's loader; `astro:content` is the unit tests' reading
 * of the collections (app/articles/content-for-tests.ts), since no content layer runs here.
 */
export async function importApp<T>(file: `/app/${string}`): Promise<T> {
  const { module } = await runnerImport<T>(file, {
    configFile: false,
    root,
    logLevel: "error",
    resolve: {
      alias: {
        "~": `${root}app`,
        "astro:content": `${root}app/articles/content-for-tests.ts`,
      },
    },
  });
  return module;
}
