import { m as e, r as o } from "./rent-affordability-Bw7sNIy7.js";
import "./shell-CyLvIMRH.js";
import "./calculator-Bj4yKUfL.js";
export { e as meta, o as default };
