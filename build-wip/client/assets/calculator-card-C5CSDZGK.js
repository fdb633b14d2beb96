import { A as r } from "./arrow-right-u_knq-J6.js";
import { C as l } from "./calculator-icon-5pnRzPHO.js";
import { L as a, j as e, I as i } from "./shell-CyLvIMRH.js";
const m = {
  rent: "Renting",
  mortgage: "Buying",
  fuel: "Driving",
  ev: "Driving",
  energy: "Home energy",
  moving: "Moving",
};
function d({ calculator: s, action: t = "Calculate Now", headingLevel: n = "h3" }) {
  return e.jsxs("article", {
    className: "card flex flex-col",
    children: [
      e.jsxs("div", {
        className: "flex items-start justify-between gap-3",
        children: [
          e.jsx("span", {
            className:
              "inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700",
            children: e.jsx(l, { name: s.icon, className: "size-6" }),
          }),
          e.jsx("span", {
            className: "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700",
            children: m[s.category],
          }),
        ],
      }),
      e.jsx(n, { className: "mt-4 text-lg font-semibold text-slate-900", children: s.name }),
      e.jsx("p", { className: "mt-2 flex-1 text-slate-600", children: s.shortDescription }),
      e.jsxs(a, {
        to: s.path,
        prefetch: "intent",
        className: "btn btn-primary mt-5 self-start",
        "aria-label": `${t}: ${s.name}`,
        children: [t, e.jsx(i, { icon: r, className: "size-4" })],
      }),
    ],
  });
}
export { d as C };
