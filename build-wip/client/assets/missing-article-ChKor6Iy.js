import { w as t } from "./shell-CyLvIMRH.js";
const o = t(() => null);
export { o as default };
