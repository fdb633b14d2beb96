import { C as c } from "./calculator-card-C5CSDZGK.js";
import { j as a, w as e, B as l, p as o, e as r } from "./shell-CyLvIMRH.js";
import "./arrow-right-u_knq-J6.js";
import "./calculator-icon-5pnRzPHO.js";
const t = [{ name: "Calculators" }],
  u = () =>
    o({
      title: "All Calculators",
      description:
        "Every Costwise calculator in one place: rent affordability, mortgage payments, fuel cost, EV charging, energy bills and moving costs.",
      path: "/calculators",
      crumbs: t,
    }),
  g = e(() =>
    a.jsxs("div", {
      className: "container-page py-8",
      children: [
        a.jsx(l, { items: t }),
        a.jsx("h1", { className: "page-title", children: "All Calculators" }),
        a.jsx("p", {
          className: "lead",
          children:
            "Six free calculators for the costs that shape a UK household budget. Pick one to start.",
        }),
        a.jsx("div", {
          className: "mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
          children: r.map((s) => a.jsx(c, { calculator: s, headingLevel: "h2" }, s.key)),
        }),
      ],
    }),
  );
export { g as default, u as meta };
