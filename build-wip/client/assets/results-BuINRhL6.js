import { f as i, a as j } from "./calculator-Bj4yKUfL.js";
import { j as e, S as h, I as p, D as x } from "./shell-CyLvIMRH.js";
function b(t) {
  return [
    "Year,Interest paid (GBP),Capital repaid (GBP),Balance at year end (GBP)",
    ...t.map((o) =>
      [o.year, o.interest, o.principal, o.closingBalance]
        .map((r, s) => (s === 0 ? String(r) : r.toFixed(2)))
        .join(","),
    ),
  ].join(`\r
`);
}
const d = 560,
  c = 220,
  a = { left: 92, right: 12, top: 14, bottom: 34 };
function m(t, l, o) {
  const r = (n) => a.left + (n / o) * (d - a.left - a.right),
    s = (n) => a.top + (1 - n / l) * (c - a.top - a.bottom);
  return [`${r(0)},${s(l)}`, ...t.map((n) => `${r(n.year)},${s(n.closingBalance)}`)].join(" ");
}
function g({ result: t }) {
  if (t.schedule.length === 0) return null;
  const l = t.schedule.length,
    o = () => {
      const s = URL.createObjectURL(new Blob([b(t.schedule)], { type: "text/csv;charset=utf-8" }));
      Object.assign(document.createElement("a"), {
        href: s,
        download: "mortgage-schedule.csv",
      }).click(),
        URL.revokeObjectURL(s);
    },
    r = [0, 0.5, 1].map((s) => t.loanAmount * s);
  return e.jsxs("div", {
    className: "mt-6",
    children: [
      e.jsxs("figure", {
        children: [
          e.jsx("figcaption", {
            className: "font-semibold text-slate-900",
            children: "Balance owed over time",
          }),
          e.jsxs("svg", {
            viewBox: `0 0 ${d} ${c}`,
            className: "mt-2 h-auto w-full",
            role: "img",
            "aria-label": `The balance falls from ${i(t.loanAmount)} to £0 over ${l} years${t.overpayment ? `, or over ${Math.ceil(t.overpayment.months / 12)} years with the overpayment` : ""}. The table below gives every year.`,
            children: [
              r.map((s) => {
                const n = a.top + (1 - s / t.loanAmount) * (c - a.top - a.bottom);
                return e.jsxs(
                  "g",
                  {
                    children: [
                      e.jsx("line", {
                        x1: a.left,
                        x2: d - a.right,
                        y1: n,
                        y2: n,
                        stroke: "#e2e8f0",
                      }),
                      e.jsx("text", {
                        x: a.left - 8,
                        y: n + 6,
                        textAnchor: "end",
                        fontSize: "18",
                        fill: "#475569",
                        children: j(s),
                      }),
                    ],
                  },
                  s,
                );
              }),
              e.jsx("text", {
                x: a.left,
                y: c - 6,
                fontSize: "18",
                fill: "#475569",
                children: "Year 0",
              }),
              e.jsxs("text", {
                x: d - a.right,
                y: c - 6,
                textAnchor: "end",
                fontSize: "18",
                fill: "#475569",
                children: ["Year ", l],
              }),
              e.jsx("polyline", {
                points: m(t.schedule, t.loanAmount, l),
                fill: "none",
                stroke: "var(--color-brand-700)",
                strokeWidth: "3",
              }),
              t.overpaidSchedule &&
                e.jsx("polyline", {
                  points: m(t.overpaidSchedule, t.loanAmount, l),
                  fill: "none",
                  stroke: "var(--color-amber-500)",
                  strokeWidth: "3",
                  strokeDasharray: "6 4",
                }),
            ],
          }),
          t.overpaidSchedule &&
            e.jsxs("p", {
              className: "mt-1 flex gap-4 text-sm text-slate-700",
              children: [
                e.jsxs("span", {
                  children: [
                    e.jsx("span", {
                      "aria-hidden": "true",
                      className: "mr-1 inline-block h-1 w-5 bg-brand-700 align-middle",
                    }),
                    "As agreed",
                  ],
                }),
                e.jsxs("span", {
                  children: [
                    e.jsx("span", {
                      "aria-hidden": "true",
                      className: "mr-1 inline-block h-1 w-5 bg-amber-500 align-middle",
                    }),
                    "With overpayment",
                  ],
                }),
              ],
            }),
        ],
      }),
      e.jsxs("details", {
        className: "no-print mt-4 rounded-lg border border-slate-200",
        children: [
          e.jsx("summary", {
            className: "cursor-pointer p-3 font-semibold text-slate-900",
            children: "Year-by-year table",
          }),
          e.jsx(h, {
            className: "max-h-80 overflow-auto",
            label: "Year-by-year table (scrolls)",
            children: e.jsxs("table", {
              className: "w-full text-right text-sm tabular-nums",
              children: [
                e.jsx("thead", {
                  className: "sticky top-0 bg-slate-50",
                  children: e.jsxs("tr", {
                    children: [
                      e.jsx("th", { scope: "col", className: "p-2 text-left", children: "Year" }),
                      e.jsx("th", { scope: "col", className: "p-2", children: "Interest" }),
                      e.jsx("th", { scope: "col", className: "p-2", children: "Capital" }),
                      e.jsx("th", { scope: "col", className: "p-2", children: "Balance" }),
                    ],
                  }),
                }),
                e.jsx("tbody", {
                  children: t.schedule.map((s) =>
                    e.jsxs(
                      "tr",
                      {
                        className: "border-t border-slate-200",
                        children: [
                          e.jsx("th", {
                            scope: "row",
                            className: "p-2 text-left font-normal",
                            children: s.year,
                          }),
                          e.jsx("td", { className: "p-2", children: i(s.interest) }),
                          e.jsx("td", { className: "p-2", children: i(s.principal) }),
                          e.jsx("td", { className: "p-2", children: i(s.closingBalance) }),
                        ],
                      },
                      s.year,
                    ),
                  ),
                }),
              ],
            }),
          }),
          e.jsx("div", {
            className: "border-t border-slate-200 p-3",
            children: e.jsxs("button", {
              type: "button",
              className: "btn btn-secondary btn-sm no-print",
              onClick: o,
              children: [e.jsx(p, { icon: x, className: "size-4" }), "Download CSV"],
            }),
          }),
        ],
      }),
    ],
  });
}
export { g as default };
