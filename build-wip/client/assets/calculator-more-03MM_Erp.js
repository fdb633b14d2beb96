import { A as h } from "./arrow-right-u_knq-J6.js";
import { B as m } from "./book-open-JiAs2iKS.js";
import { C as x } from "./calculator-icon-5pnRzPHO.js";
import { j as e, L as i, I as l, y as o } from "./shell-CyLvIMRH.js";
const p = [
    ["path", { d: "M2 6h4" }],
    ["path", { d: "M2 10h4" }],
    ["path", { d: "M2 14h4" }],
    ["path", { d: "M2 18h4" }],
    ["rect", { width: "16", height: "20", x: "4", y: "2", rx: "2" }],
    ["path", { d: "M9.5 8h5" }],
    ["path", { d: "M9.5 12H16" }],
    ["path", { d: "M9.5 16H14" }],
  ],
  g = [
    {
      icon: m,
      heading: "Learn More",
      text: "Plain-English guides to the costs behind this calculator.",
      href: "/guides",
      action: "View Guides",
    },
    {
      icon: p,
      heading: "Worked Examples",
      text: "Real UK households, their figures and what they learned.",
      href: "/scenarios",
      action: "View Scenarios",
    },
  ];
function b({ calculatorKey: n, method: c }) {
  return e.jsxs(e.Fragment, {
    children: [
      e.jsxs("section", {
        "aria-labelledby": "method-heading",
        className: "no-print mt-10 max-w-3xl",
        children: [
          e.jsx("h2", {
            id: "method-heading",
            className: "text-2xl font-bold text-slate-900",
            children: "How this is calculated",
          }),
          c.map((a) =>
            e.jsxs(
              "div",
              {
                className: "mt-5",
                children: [
                  e.jsx("h3", {
                    className: "text-lg font-semibold text-slate-900",
                    children: a.heading,
                  }),
                  a.paragraphs.map((t) =>
                    e.jsx("p", { className: "mt-2 text-slate-700", children: t }, t),
                  ),
                ],
              },
              a.heading,
            ),
          ),
        ],
      }),
      e.jsx("div", {
        className: "no-print mt-10 grid gap-6 md:grid-cols-2",
        children: g.map(({ icon: a, heading: t, text: r, href: s, action: d }) =>
          e.jsxs(
            "div",
            {
              className: "card",
              children: [
                e.jsx(l, { icon: a, className: "size-7 text-brand-700" }),
                e.jsx("h2", {
                  className: "mt-3 text-lg font-semibold text-slate-900",
                  children: t,
                }),
                e.jsx("p", { className: "mt-1 text-slate-600", children: r }),
                e.jsx(i, {
                  to: s,
                  prefetch: "intent",
                  className: "btn btn-secondary mt-4",
                  children: d,
                }),
              ],
            },
            s,
          ),
        ),
      }),
      e.jsxs("section", {
        "aria-labelledby": "others-heading",
        className: "no-print mt-10",
        children: [
          e.jsx("h2", {
            id: "others-heading",
            className: "text-2xl font-bold text-slate-900",
            children: "Try Another Calculator",
          }),
          e.jsx("ul", {
            className: "mt-4 grid gap-4 md:grid-cols-3",
            children: o(n).map((a) =>
              e.jsxs(
                "li",
                {
                  className: "card flex flex-col",
                  children: [
                    e.jsx(x, { name: a.icon, className: "size-6 text-brand-700" }),
                    e.jsx("h3", {
                      className: "mt-2 font-semibold text-slate-900",
                      children: a.name,
                    }),
                    e.jsx("p", {
                      className: "mt-1 flex-1 text-sm text-slate-600",
                      children: a.shortDescription,
                    }),
                    e.jsxs(i, {
                      to: a.path,
                      prefetch: "intent",
                      className: "link mt-3 inline-flex items-center gap-1 py-1",
                      "aria-label": `Open Calculator: ${a.name}`,
                      children: ["Open Calculator", e.jsx(l, { icon: h, className: "size-4" })],
                    }),
                  ],
                },
                a.key,
              ),
            ),
          }),
        ],
      }),
    ],
  });
}
export { b as CalculatorMore };
