import { C as b } from "./calculator-card-C5CSDZGK.js";
import { C as f } from "./calculator-icon-5pnRzPHO.js";
import { G as g } from "./gift-DJSJYmqM.js";
import {
  f as c,
  w as d,
  j as e,
  e as h,
  a5 as i,
  L as l,
  H as m,
  r as n,
  p,
  I as r,
  a1 as u,
  A as x,
} from "./shell-CyLvIMRH.js";
import "./arrow-right-u_knq-J6.js";
const j = [
  ["path", { d: "M14 4.1 12 6" }],
  ["path", { d: "m5.1 8-2.9-.8" }],
  ["path", { d: "m6 12-1.9 2" }],
  ["path", { d: "M7.2 2.2 8 5.1" }],
  [
    "path",
    {
      d: "M9.037 9.69a.498.498 0 0 1 .653-.653l11 4.5a.5.5 0 0 1-.074.949l-4.349 1.041a1 1 0 0 0-.74.739l-1.04 4.35a.5.5 0 0 1-.95.074z",
    },
  ],
];
const y = [
  [
    "path",
    {
      d: "M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z",
    },
  ],
];
const N = [
  ["path", { d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" }],
  ["path", { d: "M3 3v5h5" }],
  ["path", { d: "M12 7v5l4 2" }],
];
function w() {
  const [t, a] = n.useState([]);
  return (
    n.useEffect(() => {
      a(i().flatMap((s) => c(s) ?? []));
    }, []),
    t.length === 0
      ? null
      : e.jsxs("section", {
          "aria-labelledby": "recent-heading",
          className: "container-page py-10",
          children: [
            e.jsxs("h2", {
              id: "recent-heading",
              className: "flex items-center gap-2 text-2xl font-bold text-slate-900",
              children: [
                e.jsx(r, { icon: N, className: "size-6 text-brand-700" }),
                "Recently Used Calculators",
              ],
            }),
            e.jsx("ul", {
              className: "mt-4 flex flex-wrap gap-3",
              children: t.map((s) =>
                e.jsx(
                  "li",
                  {
                    children: e.jsxs(l, {
                      to: s.path,
                      prefetch: "intent",
                      className: "btn btn-secondary",
                      children: [
                        e.jsx(f, { name: s.icon, className: "size-5 text-brand-700" }),
                        s.name,
                      ],
                    }),
                  },
                  s.key,
                ),
              ),
            }),
          ],
        })
  );
}
const R = () =>
    p({
      title: "Costwise: Free UK Cost of Living Calculators",
      description:
        "Free UK calculators for rent, mortgages, fuel, EV charging, energy bills and moving house. Instant, private estimates worked out in your browser.",
      path: "/",
      jsonLd: [
        { "@context": "https://schema.org", "@type": "WebSite", name: "Costwise", url: u("/") },
      ],
    }),
  C = [
    {
      icon: y,
      title: "Instant Results",
      text: "Answers appear as soon as you press Calculate, worked out on your own device.",
    },
    {
      icon: j,
      title: "Easy to Use",
      text: "Plain questions, UK units and every step of the sum explained.",
    },
    {
      icon: g,
      title: "Always Free",
      text: "No sign-up, no paywall. Your figures stay in your browser.",
    },
  ],
  L = d(() =>
    e.jsxs(e.Fragment, {
      children: [
        e.jsx("section", {
          className: "border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white",
          children: e.jsxs("div", {
            className: "container-page py-12 sm:py-16",
            children: [
              e.jsx("h1", {
                className: "max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl",
                children: "Know what it costs before you commit",
              }),
              e.jsx("p", {
                className: "lead",
                children:
                  "Free calculators for the big household costs in the UK: rent, mortgages, fuel, electric cars, energy bills and moving house. Clear answers in seconds, with the sums shown.",
              }),
              e.jsxs("div", {
                className: "mt-8 flex flex-wrap gap-3",
                children: [
                  e.jsx(l, {
                    to: "/calculators",
                    className: "btn btn-primary",
                    prefetch: "intent",
                    children: "Browse All Calculators",
                  }),
                  e.jsx(l, {
                    to: "/guides",
                    className: "btn btn-secondary",
                    prefetch: "intent",
                    children: "Read Guides",
                  }),
                ],
              }),
            ],
          }),
        }),
        e.jsx("div", { className: "container-page", children: e.jsx(m, {}) }),
        e.jsxs("section", {
          "aria-labelledby": "calculators-heading",
          className: "container-page py-12",
          children: [
            e.jsx("h2", {
              id: "calculators-heading",
              className: "text-2xl font-bold text-slate-900",
              children: "Our calculators",
            }),
            e.jsx("div", {
              className: "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
              children: h.map((a) => e.jsx(b, { calculator: a }, a.key)),
            }),
          ],
        }),
        e.jsx("section", {
          "aria-labelledby": "why-heading",
          className: "border-t border-slate-200 py-12",
          children: e.jsxs("div", {
            className: "container-page",
            children: [
              e.jsx("h2", {
                id: "why-heading",
                className: "text-2xl font-bold text-slate-900",
                children: "Why Costwise",
              }),
              e.jsx("ul", {
                className: "mt-6 grid gap-6 md:grid-cols-3",
                children: C.map(({ icon: a, title: s, text: o }) =>
                  e.jsxs(
                    "li",
                    {
                      className: "card",
                      children: [
                        e.jsx(r, { icon: a, className: "size-7 text-brand-700" }),
                        e.jsx("h3", {
                          className: "mt-3 text-lg font-semibold text-slate-900",
                          children: s,
                        }),
                        e.jsx("p", { className: "mt-1 text-slate-600", children: o }),
                      ],
                    },
                    s,
                  ),
                ),
              }),
            ],
          }),
        }),
        e.jsx(w, {}),
        e.jsx("div", {
          className: "container-page",
          children: e.jsx(x, { name: "footer", className: "mt-10" }),
        }),
      ],
    }),
  );
export { L as default, R as meta };
