import { R as d } from "./rent-affordability-Bw7sNIy7.js";
import { j as r } from "./shell-CyLvIMRH.js";
import "./calculator-Bj4yKUfL.js";
const t = {
  within: "border-emerald-700 bg-emerald-50 text-emerald-950",
  "slightly-above": "border-amber-600 bg-amber-50 text-amber-950",
  above: "border-red-700 bg-red-50 text-red-950",
  "no-room": "border-red-700 bg-red-50 text-red-950",
};
function b({ result: e }) {
  return r.jsx("p", {
    "data-result": "guidance",
    className: `mt-4 rounded-lg border-l-4 p-4 ${t[e.guidance]}`,
    children: d[e.guidance],
  });
}
export { b as default };
