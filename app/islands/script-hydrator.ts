/** The browser side of a script island (script-island.ts): hydrating it is running it. */
import { type ScriptIsland, startScriptIsland } from "./script-island";

export default () => (island: ScriptIsland) => startScriptIsland(island);
