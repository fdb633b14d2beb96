import { B as t } from "./bar-chart-B0yGiLoc.js";
import { f as l } from "./calculator-Bj4yKUfL.js";
import { j as s } from "./shell-CyLvIMRH.js";
function m({ result: a }) {
  const e = [
    { label: "Removals", value: a.baseCost },
    { label: "Packing", value: a.packingCost },
    { label: "Dismantling and assembly", value: a.assemblyCost },
    { label: "Storage", value: a.storageCost },
  ].filter((o) => o.value > 0);
  return s.jsx(t, { title: "Cost breakdown", bars: e.map((o) => ({ ...o, display: l(o.value) })) });
}
export { m as default };
