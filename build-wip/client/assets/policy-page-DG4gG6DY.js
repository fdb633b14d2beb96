import { h as d, j as e, P as x } from "./shell-CyLvIMRH.js";
const c = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
  new Date(d),
);
function o({ title: s, lead: l, sections: n }) {
  const r = [{ name: s }];
  return e.jsxs("div", {
    className: "container-page py-8",
    children: [
      e.jsx(x, { crumbs: r, title: s, lead: l }),
      e.jsxs("p", { className: "text-sm text-slate-600", children: ["Last updated: ", c] }),
      e.jsx("ol", {
        className: "mt-6 max-w-3xl space-y-8 wrap-break-word",
        children: n.map((a, m) =>
          e.jsxs(
            "li",
            {
              children: [
                e.jsxs("h2", {
                  className: "text-xl font-bold text-slate-900",
                  children: [m + 1, ". ", a.heading],
                }),
                a.paragraphs.map((t) =>
                  e.jsx("p", { className: "mt-2 leading-relaxed text-slate-700", children: t }, t),
                ),
              ],
            },
            a.heading,
          ),
        ),
      }),
    ],
  });
}
export { o as P };
