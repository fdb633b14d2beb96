import { A as g } from "./arrow-right-u_knq-J6.js";
import {
  j as e,
  u as f,
  I as h,
  P as j,
  r as m,
  H as N,
  A as x,
  L as y,
} from "./shell-CyLvIMRH.js";
const b = [
  ["path", { d: "m21 21-4.34-4.34" }],
  ["circle", { cx: "11", cy: "11", r: "8" }],
];
function v(n, t) {
  const i = t.trim().toLocaleLowerCase("en-GB");
  return i
    ? n
        .map((s) => ({
          ...s,
          items: s.items.filter((r) =>
            `${r.title}
${r.description}`
              .toLocaleLowerCase("en-GB")
              .includes(i),
          ),
        }))
        .filter((s) => s.items.length > 0)
    : n.filter((s) => s.items.length > 0);
}
function $({ groups: n, labels: t }) {
  const [i, s] = f(),
    r = m.useId(),
    [u, p] = m.useState(!1);
  m.useEffect(() => p(!0), []);
  const o = u ? (i.get("q") ?? "") : "",
    d = v(n, o);
  return e.jsxs("div", {
    className: "container-page py-8",
    children: [
      e.jsx(j, { crumbs: [{ name: t.crumb }], title: t.title, lead: t.lead }),
      e.jsx(N, {}),
      e.jsxs("search", {
        className: "mb-8 max-w-xl",
        children: [
          e.jsx("label", {
            htmlFor: r,
            className: "sr-only",
            children: t.searchPlaceholder.replace("...", ""),
          }),
          e.jsxs("div", {
            className: "relative",
            children: [
              e.jsx(h, {
                icon: b,
                className:
                  "pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500",
              }),
              e.jsx("input", {
                id: r,
                type: "search",
                value: o,
                placeholder: t.searchPlaceholder,
                autoComplete: "off",
                className:
                  "w-full rounded-lg border border-slate-400 bg-white py-3 pr-3 pl-10 text-base",
                onChange: (a) => {
                  const l = a.target.value;
                  s(l ? { q: l } : {}, { replace: !0, preventScrollReset: !0 });
                },
              }),
            ],
          }),
        ],
      }),
      e.jsx("div", {
        "aria-live": "polite",
        className: "sr-only",
        children: o && `${d.reduce((a, l) => a + l.items.length, 0)} ${t.noun} found`,
      }),
      d.length === 0
        ? e.jsxs("div", {
            className:
              "rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700",
            children: [
              e.jsxs("p", { children: ["No ", t.noun, ' found matching "', o, '"'] }),
              e.jsxs("button", {
                type: "button",
                className: "btn btn-secondary mt-4",
                onClick: () => {
                  s({}, { replace: !0, preventScrollReset: !0 }),
                    document.getElementById(r)?.focus();
                },
                children: ["Show all ", t.noun],
              }),
            ],
          })
        : d.map((a, l) =>
            e.jsxs(
              "section",
              {
                "aria-labelledby": `group-${a.calcKey}`,
                className: "mb-10",
                children: [
                  e.jsxs("h2", {
                    id: `group-${a.calcKey}`,
                    className: "text-2xl font-bold text-slate-900",
                    children: [a.calculatorName, " ", t.groupSuffix],
                  }),
                  e.jsx("ul", {
                    className: "mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3",
                    children: a.items.map((c) =>
                      e.jsxs(
                        "li",
                        {
                          className: "card flex flex-col",
                          children: [
                            e.jsx("h3", {
                              className: "text-lg font-semibold text-slate-900",
                              children: c.title,
                            }),
                            e.jsx("p", {
                              className: "mt-2 flex-1 text-slate-600",
                              children: c.description,
                            }),
                            e.jsxs(y, {
                              to: c.path,
                              prefetch: "intent",
                              className: "link mt-4 inline-flex items-center gap-1 self-start py-1",
                              "aria-label": `${t.action}: ${c.title}`,
                              children: [t.action, e.jsx(h, { icon: g, className: "size-4" })],
                            }),
                          ],
                        },
                        c.path,
                      ),
                    ),
                  }),
                  l === 0 && e.jsx(x, { name: "inContent", className: "mt-10" }),
                ],
              },
              a.calcKey,
            ),
          ),
      e.jsx(x, { name: "footer", className: "mt-10" }),
    ],
  });
}
export { $ as A };
