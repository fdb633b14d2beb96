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
function EnergySplit({ result }) {
  return /* @__PURE__ */ jsx(
    BarChart,
    {
      title: "Monthly cost by fuel",
      bars: [
        {
          label: "Electricity",
          value: result.estimatedElectricityMonthly,
          display: formatMoney(result.estimatedElectricityMonthly)
        },
        {
          label: "Gas",
          value: result.estimatedGasMonthly,
          display: formatMoney(result.estimatedGasMonthly),
          tone: "amber"
        }
      ]
    }
  );
}
export {
  EnergySplit as default
};
