import { jsxs, Fragment, jsx } from "react/jsx-runtime";
import { B as BarChart } from "./bar-chart-B9CxF9Qk.js";
import { f as formatMoney } from "./calculator-Dw9zRmYy.js";
import { e as evVerdict } from "./server-build-CTIvnVgH.js";
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
import "react-dom/static";
import "lucide/dist/esm/icons/gift.mjs";
import "lucide/dist/esm/icons/mouse-pointer-click.mjs";
import "lucide/dist/esm/icons/zap.mjs";
import "lucide/dist/esm/icons/arrow-right.mjs";
import "./calculator-icon-GOR6D_eV.js";
import "lucide/dist/esm/icons/fuel.mjs";
import "lucide/dist/esm/icons/house.mjs";
import "lucide/dist/esm/icons/landmark.mjs";
import "lucide/dist/esm/icons/lightbulb.mjs";
import "lucide/dist/esm/icons/plug-zap.mjs";
import "lucide/dist/esm/icons/truck.mjs";
import "lucide/dist/esm/icons/rotate-ccw-clock.mjs";
import "lucide/dist/esm/icons/search.mjs";
import "node:fs";
import "node:path";
import "yaml";
import "zod";
import "lucide/dist/esm/icons/book-open.mjs";
import "react-dom/server";
import "lucide/dist/esm/icons/chevron-down.mjs";
import "lucide/dist/esm/icons/check.mjs";
import "lucide/dist/esm/icons/shield-check.mjs";
import "lucide/dist/esm/icons/users.mjs";
import "lucide/dist/esm/icons/clock.mjs";
import "lucide/dist/esm/icons/info.mjs";
import "lucide/dist/esm/icons/mail.mjs";
import "lucide/dist/esm/icons/send.mjs";
function EvComparison({ result }) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(
      "p",
      {
        "data-result": "verdict",
        className: `mt-4 rounded-lg border-l-4 p-4 text-lg font-semibold ${result.evIsCheaper ? "border-emerald-700 bg-emerald-50 text-emerald-950" : "border-amber-600 bg-amber-50 text-amber-950"}`,
        children: evVerdict(result)
      }
    ),
    /* @__PURE__ */ jsx(
      BarChart,
      {
        title: `Running cost per 100 ${result.distanceUnit}`,
        bars: [
          {
            label: "Electric car",
            value: result.evCostPerDistance * 100,
            display: formatMoney(result.evCostPerDistance * 100)
          },
          {
            label: "Petrol car",
            value: result.petrolCostPerDistance * 100,
            display: formatMoney(result.petrolCostPerDistance * 100),
            tone: "amber"
          }
        ]
      }
    )
  ] });
}
export {
  EvComparison as default
};
