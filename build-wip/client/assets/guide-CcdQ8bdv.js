import { A as u } from "./arrow-right-u_knq-J6.js";
import { B as p } from "./book-open-JiAs2iKS.js";
import { D as b, b as f, l as g, a as j, A as N } from "./deferred-share-block-DA6GuGdh.js";
import {
  w as c,
  j as e,
  g as h,
  I as i,
  B as m,
  H as o,
  A as r,
  L as x,
} from "./shell-CyLvIMRH.js";
const B = h(g("/guides")),
  v = ({ loaderData: t }) => (t ? f({ kind: "Guides", ...t }) : []),
  q = c(({ loaderData: d }) => {
    const { article: s, calculator: a, html: n } = d;
    return e.jsxs("article", {
      className: "container-page py-8",
      children: [
        e.jsx(m, { items: j({ kind: "Guides", article: s, calculator: a }) }),
        e.jsxs("header", {
          className: "max-w-3xl",
          children: [
            e.jsxs("p", {
              className: "flex flex-wrap items-center gap-2 text-sm font-medium text-brand-800",
              children: [
                e.jsx(i, { icon: p, className: "size-4" }),
                e.jsx("span", { children: a.name }),
                e.jsx("span", { "aria-hidden": "true", children: "·" }),
                e.jsx("span", { children: "Complete Guide" }),
              ],
            }),
            e.jsx("h1", { className: "page-title mt-2", children: s.title }),
            e.jsx("p", { className: "lead", children: s.description }),
          ],
        }),
        e.jsx(o, {}),
        e.jsx("div", { className: "mt-8", children: e.jsx(N, { html: n }) }),
        e.jsxs("section", {
          "aria-labelledby": "faq-heading",
          className: "mt-12 max-w-3xl",
          children: [
            e.jsx("h2", {
              id: "faq-heading",
              className: "text-2xl font-bold text-slate-900",
              children: "Frequently Asked Questions",
            }),
            e.jsx("dl", {
              className: "mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200",
              children: s.faqs.map((l) =>
                e.jsxs(
                  "div",
                  {
                    className: "p-5",
                    children: [
                      e.jsx("dt", {
                        className: "font-semibold text-slate-900",
                        children: l.question,
                      }),
                      e.jsx("dd", { className: "mt-2 text-slate-700", children: l.answer }),
                    ],
                  },
                  l.question,
                ),
              ),
            }),
          ],
        }),
        e.jsx(r, { name: "articleEnd", className: "mt-10" }),
        e.jsx("div", {
          className: "mt-10 max-w-3xl",
          children: e.jsx(b, { heading: "Share this guide", title: s.title, text: s.description }),
        }),
        e.jsxs("aside", {
          "aria-labelledby": "cta-heading",
          className: "mt-12 max-w-3xl rounded-xl bg-brand-50 p-6 sm:p-8",
          children: [
            e.jsx("h2", {
              id: "cta-heading",
              className: "text-2xl font-bold text-slate-900",
              children: "Ready to Calculate Your Results?",
            }),
            e.jsx("p", {
              className: "mt-2 text-slate-700",
              children:
                "Put your own figures into the calculator: it takes a minute and stays on your device.",
            }),
            e.jsxs(x, {
              to: a.path,
              prefetch: "intent",
              className: "btn btn-primary mt-5",
              children: ["Use ", a.name, e.jsx(i, { icon: u, className: "size-4" })],
            }),
          ],
        }),
        e.jsx(r, { name: "footer", className: "mt-10" }),
      ],
    });
  });
export { B as ErrorBoundary, q as default, v as meta };
