/** The server side of a script island (script-island.ts): it renders nothing. */
import type { SSRLoadedRendererValue } from "astro";
import { isScriptIsland } from "./script-island";

const renderer: SSRLoadedRendererValue = {
  name: "costwise:script-island",
  check: async (component) => isScriptIsland(component),
  renderToStaticMarkup: async () => ({ html: "" }),
};

export default renderer;
