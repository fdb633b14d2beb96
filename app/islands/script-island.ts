/**
 * A framework-free module that Astro hydrates as an island (decision 29): its default export is
 * `scriptIsland(start)`, the page renders it with `client:painted`, and once the page has painted
 * the module is fetched and `start` runs. The HTML it leaves is empty.
 */
const START = Symbol.for("costwise.script-island");

export interface ScriptIsland {
  readonly [START]: () => void;
}

export const scriptIsland = (start: () => void): ScriptIsland => ({ [START]: start });

export const isScriptIsland = (component: unknown): component is ScriptIsland =>
  typeof component === "object" && component !== null && START in component;

/** What runs in the browser when the island hydrates (the renderer's client entrypoint). */
export const startScriptIsland = (island: ScriptIsland) => island[START]();
