import { L as a, j as e, p as l, w as o, f as s } from "./shell-CyLvIMRH.js";
const c = () => [
    ...l({
      title: "Page Not Found",
      description:
        "The page you were looking for is not here. Try one of our free UK cost of living calculators.",
      path: "/404",
    }),
    { name: "robots", content: "noindex" },
  ],
  r = ["rent-affordability", "mortgage-payment", "fuel-cost", "ev-charging"].map((n) => s(n)),
  d = o(() =>
    e.jsxs("div", {
      className: "container-page py-16 text-center",
      children: [
        e.jsx("p", {
          className: "text-7xl font-extrabold text-brand-700 sm:text-8xl",
          "aria-hidden": "true",
          children: "404",
        }),
        e.jsx("h1", {
          className: "mt-4 text-3xl font-bold text-slate-900",
          children: "Page Not Found",
        }),
        e.jsx("p", {
          className: "mx-auto mt-3 max-w-xl text-lg text-slate-600",
          children:
            "Sorry, we could not find that page. It may have moved, or the link may be mistyped.",
        }),
        e.jsxs("div", {
          className: "mt-8 flex flex-wrap justify-center gap-3",
          children: [
            e.jsx(a, {
              to: "/",
              className: "btn btn-primary",
              prefetch: "intent",
              children: "Go Home",
            }),
            e.jsx(a, {
              to: "/calculators",
              className: "btn btn-secondary",
              prefetch: "intent",
              children: "Browse Calculators",
            }),
          ],
        }),
        e.jsxs("section", {
          "aria-labelledby": "popular-heading",
          className: "mt-12",
          children: [
            e.jsx("h2", {
              id: "popular-heading",
              className: "text-lg font-semibold text-slate-900",
              children: "Popular calculators",
            }),
            e.jsx("ul", {
              className: "mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2",
              children: r.map((t) =>
                e.jsx(
                  "li",
                  {
                    children: e.jsx(a, {
                      to: t.path,
                      className: "link",
                      prefetch: "intent",
                      children: t.name,
                    }),
                  },
                  t.key,
                ),
              ),
            }),
          ],
        }),
      ],
    }),
  );
export { c as meta, d as default };
