import { A as n } from "./article-library-DFKR_Kdj.js";
import { j as a, w as o, p as t } from "./shell-CyLvIMRH.js";
import "./arrow-right-u_knq-J6.js";
const e = "Real-World Cost Scenarios",
  r =
    "Worked examples for real UK households: the figures they entered, the results, and what they learned.",
  u = () => t({ title: e, description: r, path: "/scenarios", crumbs: [{ name: "Scenarios" }] }),
  h = o(({ loaderData: s }) =>
    a.jsx(n, {
      groups: s.groups,
      labels: {
        title: e,
        lead: r,
        crumb: "Scenarios",
        searchPlaceholder: "Search scenarios...",
        groupSuffix: "Scenarios",
        noun: "scenarios",
        action: "View Scenario",
      },
    }),
  );
export { h as default, u as meta };
