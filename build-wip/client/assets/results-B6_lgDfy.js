import { B as t } from "./bar-chart-B0yGiLoc.js";
import { f as a } from "./calculator-Bj4yKUfL.js";
import { e as o } from "./ev-charging-DT1PFGSn.js";
import { j as r } from "./shell-CyLvIMRH.js";
function l({ result: e }) {
  return r.jsxs(r.Fragment, {
    children: [
      r.jsx("p", {
        "data-result": "verdict",
        className: `mt-4 rounded-lg border-l-4 p-4 text-lg font-semibold ${e.evIsCheaper ? "border-emerald-700 bg-emerald-50 text-emerald-950" : "border-amber-600 bg-amber-50 text-amber-950"}`,
        children: o(e),
      }),
      r.jsx(t, {
        title: `Running cost per 100 ${e.distanceUnit}`,
        bars: [
          {
            label: "Electric car",
            value: e.evCostPerDistance * 100,
            display: a(e.evCostPerDistance * 100),
          },
          {
            label: "Petrol car",
            value: e.petrolCostPerDistance * 100,
            display: a(e.petrolCostPerDistance * 100),
            tone: "amber",
          },
        ],
      }),
    ],
  });
}
export { l as default };
