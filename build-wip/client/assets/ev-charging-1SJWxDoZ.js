import { m as e, a as r } from "./ev-charging-DT1PFGSn.js";
import "./shell-CyLvIMRH.js";
import "./calculator-Bj4yKUfL.js";
export { e as meta, r as default };
