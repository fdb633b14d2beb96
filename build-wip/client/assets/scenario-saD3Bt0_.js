import { A as p } from "./arrow-right-u_knq-J6.js";
import { b, l as f, D as j, a as u, A as y } from "./deferred-share-block-DA6GuGdh.js";
import { w as c, B as d, j as e, I as h, A as i, L as o, g as x } from "./shell-CyLvIMRH.js";
const k = x(f("/scenarios")),
  v = ({ loaderData: t }) => (t ? b({ kind: "Scenarios", ...t }) : []),
  S = c(({ loaderData: n }) => {
    const { article: s, calculator: r, html: m, summary: l } = n;
    return e.jsxs("article", {
      className: "container-page py-8",
      children: [
        e.jsx(d, { items: u({ kind: "Scenarios", article: s, calculator: r }) }),
        e.jsxs("header", {
          className: "max-w-3xl",
          children: [
            e.jsx("h1", { className: "page-title", children: s.title }),
            e.jsx("p", { className: "lead", children: s.description }),
          ],
        }),
        e.jsx("div", { className: "mt-8", children: e.jsx(y, { html: m }) }),
        e.jsx(i, { name: "inContent", className: "mt-10" }),
        e.jsxs("section", {
          "aria-labelledby": "summary-heading",
          className: "card mt-10 max-w-3xl",
          children: [
            e.jsx("h2", {
              id: "summary-heading",
              className: "text-2xl font-bold text-slate-900",
              children: "Results Summary",
            }),
            e.jsxs("p", {
              className: "mt-1 text-sm text-slate-600",
              children: [
                "Worked out by the ",
                r.name,
                " from the figures above. Each amount is rounded to the penny after the sums, so parts may differ from a total by a penny.",
              ],
            }),
            e.jsx("dl", {
              className: "mt-4 divide-y divide-slate-200",
              children: l.rows.map((a) =>
                e.jsxs(
                  "div",
                  {
                    className: "flex items-baseline justify-between gap-4 py-2.5",
                    children: [
                      e.jsx("dt", { className: "text-slate-700", children: a.label }),
                      e.jsx("dd", {
                        "data-result": a.key,
                        className: `text-right whitespace-nowrap tabular-nums ${a.primary ? "text-xl font-bold text-brand-800" : "font-semibold text-slate-900"}`,
                        children: a.value,
                      }),
                    ],
                  },
                  a.key,
                ),
              ),
            }),
          ],
        }),
        e.jsxs("aside", {
          "aria-labelledby": "try-heading",
          className: "mt-10 max-w-3xl rounded-xl bg-brand-50 p-6 sm:p-8",
          children: [
            e.jsx("h2", {
              id: "try-heading",
              className: "text-2xl font-bold text-slate-900",
              children: "Try It Yourself",
            }),
            e.jsx("p", {
              className: "mt-2 text-slate-700",
              children:
                "Open the calculator with these figures filled in, then change them to match your own.",
            }),
            e.jsxs(o, {
              to: l.tryItHref,
              prefetch: "intent",
              className: "btn btn-primary mt-5",
              children: [
                "Open ",
                r.name,
                " with these figures",
                e.jsx(h, { icon: p, className: "size-4" }),
              ],
            }),
            e.jsx("div", {
              className: "mt-6",
              children: e.jsx(j, {
                heading: "Share this scenario",
                title: s.title,
                text: s.description,
              }),
            }),
          ],
        }),
        e.jsx(i, { name: "footer", className: "mt-10" }),
      ],
    });
  });
export { k as ErrorBoundary, S as default, v as meta };
