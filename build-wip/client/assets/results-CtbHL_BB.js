import { B as i } from "./bar-chart-B0yGiLoc.js";
import { f as a } from "./calculator-Bj4yKUfL.js";
import { j as e } from "./shell-CyLvIMRH.js";
function s({ result: t }) {
  return e.jsx(i, {
    title: "Monthly cost by fuel",
    bars: [
      {
        label: "Electricity",
        value: t.estimatedElectricityMonthly,
        display: a(t.estimatedElectricityMonthly),
      },
      {
        label: "Gas",
        value: t.estimatedGasMonthly,
        display: a(t.estimatedGasMonthly),
        tone: "amber",
      },
    ],
  });
}
export { s as default };
