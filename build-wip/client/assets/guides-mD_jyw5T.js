import { A as n } from "./article-library-DFKR_Kdj.js";
import { p as o, j as r, w as t } from "./shell-CyLvIMRH.js";
import "./arrow-right-u_knq-J6.js";
const e = "Complete Guides Library",
  i =
    "Plain-English guides to renting, buying, driving, energy and moving in the UK, each linked to its calculator.",
  g = () => o({ title: e, description: i, path: "/guides", crumbs: [{ name: "Guides" }] }),
  p = t(({ loaderData: s }) =>
    r.jsx(n, {
      groups: s.groups,
      labels: {
        title: e,
        lead: i,
        crumb: "Guides",
        searchPlaceholder: "Search guides...",
        groupSuffix: "Guides",
        noun: "guides",
        action: "Read Guide",
      },
    }),
  );
export { g as meta, p as default };
