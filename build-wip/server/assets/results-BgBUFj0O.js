import { jsx } from "react/jsx-runtime";
import { B as BarChart } from "./bar-chart-B9CxF9Qk.js";
import { f as formatMoney } from "./calculator-Dw9zRmYy.js";
import "lucide/dist/esm/icons/calculator.mjs";
import "lucide/dist/esm/icons/download.mjs";
import "lucide/dist/esm/icons/rotate-ccw.mjs";
import "lucide/dist/esm/icons/save.mjs";
import "lucide/dist/esm/icons/scale.mjs";
import "react";
import "./shell-CUZjnTwD.js";
import "lucide/dist/esm/icons/menu.mjs";
import "lucide/dist/esm/icons/x.mjs";
import "react-router";
import "lucide/dist/esm/icons/chevron-right.mjs";
function MovingBreakdown({ result }) {
  const parts = [
    { label: "Removals", value: result.baseCost },
    { label: "Packing", value: result.packingCost },
    { label: "Dismantling and assembly", value: result.assemblyCost },
    { label: "Storage", value: result.storageCost }
  ].filter((part) => part.value > 0);
  return /* @__PURE__ */ jsx(
    BarChart,
    {
      title: "Cost breakdown",
      bars: parts.map((part) => ({ ...part, display: formatMoney(part.value) }))
    }
  );
}
export {
  MovingBreakdown as default
};
