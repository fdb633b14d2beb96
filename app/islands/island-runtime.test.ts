/** Astro's island element, built as a file every page shares, and the loader pages carry instead. */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { islandRuntimeFile } from "./island-runtime";

const ELEMENT_MODULE = "/site/node_modules/astro/dist/runtime/server/astro-island.prebuilt.js";

/** The plugin's answer for a module, as the build would ask it. */
function transform(runtime: ReturnType<typeof islandRuntimeFile>, id: string) {
  const hook = runtime.plugin.transform;
  if (typeof hook !== "function") throw new Error("the plugin has no transform");
  return hook.call({} as never, "export default `Astro's inline element`;", id);
}

const builtSite = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "island-runtime-"));
  return { dir, url: pathToFileURL(`${dir}/`) };
};

describe("Astro's island element as a file", () => {
  it("swaps the element's inline code for a loader of its file, and leaves other modules alone", () => {
    const runtime = islandRuntimeFile("assets");
    expect(transform(runtime, "/site/node_modules/astro/dist/runtime/server/scripts.js")).toBe(
      undefined,
    );
    const swapped = transform(runtime, ELEMENT_MODULE) as { code: string };
    const loader = JSON.parse(swapped.code.replace(/^export default /, "").replace(/;$/, ""));
    expect(loader).toMatch(/\.src="\/assets\/astro-island\.[\w-]{8}\.js"/);
    expect(loader).not.toContain("customElements");
    expect(loader.length).toBeLessThan(400);
  });

  it("writes the element's own code under the name the loader fetches", () => {
    const runtime = islandRuntimeFile("assets");
    const swapped = transform(runtime, ELEMENT_MODULE) as { code: string };
    const site = builtSite();
    runtime.write(site.url);
    const [file] = readdirSync(path.join(site.dir, "assets"));
    expect(swapped.code).toContain(`/assets/${file}`);
    expect(readFileSync(path.join(site.dir, "assets", file ?? ""), "utf8")).toContain(
      'customElements.define("astro-island"',
    );
  });

  it("fails the build when Astro's element was never swapped, so no page inlines it unnoticed", () => {
    const runtime = islandRuntimeFile("assets");
    transform(runtime, "/site/node_modules/astro/dist/runtime/server/scripts.js");
    expect(() => runtime.write(builtSite().url)).toThrow(/was not swapped/);
  });
});
