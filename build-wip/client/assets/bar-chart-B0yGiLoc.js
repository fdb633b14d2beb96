import { j as a } from "./shell-CyLvIMRH.js";
const n = { brand: "bg-brand-700", amber: "bg-amber-500", slate: "bg-slate-500" };
function m({ title: t, bars: e }) {
  const l = Math.max(...e.map((s) => Math.abs(s.value)), 0);
  return a.jsxs("figure", {
    className: "mt-6",
    children: [
      a.jsx("figcaption", { className: "font-semibold text-slate-900", children: t }),
      a.jsx("ul", {
        className: "mt-3 space-y-3",
        children: e.map((s) =>
          a.jsxs(
            "li",
            {
              children: [
                a.jsxs("div", {
                  className: "flex justify-between gap-3 text-sm",
                  children: [
                    a.jsx("span", { className: "text-slate-700", children: s.label }),
                    a.jsx("span", {
                      className: "font-semibold text-slate-900 tabular-nums",
                      children: s.display,
                    }),
                  ],
                }),
                a.jsx("div", {
                  className: "mt-1 h-3 rounded-full bg-slate-100",
                  "aria-hidden": "true",
                  children: a.jsx("div", {
                    className: `h-3 rounded-full ${n[s.tone ?? "brand"]}`,
                    style: { width: `${l > 0 ? Math.max(1, (Math.abs(s.value) / l) * 100) : 0}%` },
                  }),
                }),
              ],
            },
            s.label,
          ),
        ),
      }),
    ],
  });
}
export { m as B };
