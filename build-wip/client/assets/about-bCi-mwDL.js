import { C as p } from "./check-CBfqCce_.js";
import { G as o } from "./gift-DJSJYmqM.js";
import { P as d, j as e, w as h, L as m, I as s, p as u } from "./shell-CyLvIMRH.js";
const g = [
  [
    "path",
    {
      d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
    },
  ],
  ["path", { d: "m9 12 2 2 4-4" }],
];
const x = [
    ["path", { d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" }],
    ["path", { d: "M16 3.128a4 4 0 0 1 0 7.744" }],
    ["path", { d: "M22 21v-2a4 4 0 0 0-3-3.87" }],
    ["circle", { cx: "9", cy: "7", r: "4" }],
  ],
  a = {
    mission: [
      "Costwise helps people in the UK work out what everyday household costs add up to before they commit. Rent, a mortgage, fuel, charging an electric car, energy bills and moving home are some of the biggest regular costs most of us face, and a rough figure in advance makes planning much easier.",
      "We keep the tools simple and the explanations plain. Each calculator shows how its estimate is worked out, and our guides and worked scenarios fill in the background, so you can see where a number comes from and change the parts that do not fit your situation.",
    ],
    values: [
      {
        title: "Simple & Free",
        text: "Every calculator, guide and scenario is free for everyone. There are no accounts, no sign-up and no paid features, just the tools and the figures.",
      },
      {
        title: "Privacy First",
        text: "All calculations run in your browser and the calculators send nothing anywhere. Ads and analytics are only loaded if you accept them, and you can change that choice at any time.",
      },
      {
        title: "Real People",
        text: "Costwise is written and checked by people. If something is wrong or unclear, write to us and a person will read your message and reply, usually within 24 to 48 hours.",
      },
    ],
    offers: [
      "Six calculators: rent affordability, mortgage payment, fuel cost, EV charging compared with petrol, energy bill and moving cost.",
      "18 guides that explain the costs behind each calculator in plain words.",
      "12 worked scenarios that take typical households through real examples step by step.",
      "A clear explanation of the method behind every calculator, so you can see how each result is reached.",
      "Save your inputs in your own browser and come back to them later, or share a link to your results.",
    ],
    commitment:
      "We check the figures in our content against current sources and they were last reviewed for 2025. Our results are estimates to help you plan, not financial advice, mortgage brokerage or a moving quote, and we say so wherever it matters. When rates, caps or rules change we update the site, and if you find something out of date we want to hear about it.",
    partner: {
      heading: "Partner with us",
      text: "If you are an advertiser or run a related site and would like to work with Costwise, we would be glad to hear from you. Please get in touch through our Contact page with a short note about what you have in mind.",
    },
  },
  n = [{ name: "About" }],
  i = "About Costwise",
  r =
    "Costwise is a free, independent set of UK household cost calculators. No sign-up, no tracking of your figures, just clear estimates with the sums shown.",
  f = [o, g, x],
  N = () => u({ title: i, description: r, path: "/about", crumbs: n }),
  k = h(() =>
    e.jsxs("div", {
      className: "container-page py-8",
      children: [
        e.jsx(d, { crumbs: n, title: i, lead: r }),
        e.jsxs("section", {
          "aria-labelledby": "mission-heading",
          className: "max-w-[70ch]",
          children: [
            e.jsx("h2", {
              id: "mission-heading",
              className: "text-2xl font-bold text-slate-900",
              children: "Our mission",
            }),
            a.mission.map((t) =>
              e.jsx(
                "p",
                { className: "mt-3 text-lg leading-relaxed text-slate-700", children: t },
                t,
              ),
            ),
          ],
        }),
        e.jsx("ul", {
          className: "mt-10 grid gap-6 md:grid-cols-3",
          children: a.values.map((t, l) => {
            const c = f[l] ?? o;
            return e.jsxs(
              "li",
              {
                className: "card",
                children: [
                  e.jsx(s, { icon: c, className: "size-7 text-brand-700" }),
                  e.jsx("h2", {
                    className: "mt-3 text-lg font-semibold text-slate-900",
                    children: t.title,
                  }),
                  e.jsx("p", { className: "mt-1 text-slate-700", children: t.text }),
                ],
              },
              t.title,
            );
          }),
        }),
        e.jsxs("section", {
          "aria-labelledby": "offers-heading",
          className: "mt-10 max-w-[70ch]",
          children: [
            e.jsx("h2", {
              id: "offers-heading",
              className: "text-2xl font-bold text-slate-900",
              children: "What we offer",
            }),
            e.jsx("ul", {
              className: "mt-4 space-y-2",
              children: a.offers.map((t) =>
                e.jsxs(
                  "li",
                  {
                    className: "flex gap-3 text-slate-700",
                    children: [
                      e.jsx(s, { icon: p, className: "mt-1 size-5 shrink-0 text-brand-700" }),
                      t,
                    ],
                  },
                  t,
                ),
              ),
            }),
          ],
        }),
        e.jsxs("section", {
          "aria-labelledby": "commitment-heading",
          className: "mt-10 max-w-[70ch] rounded-xl bg-brand-50 p-6",
          children: [
            e.jsx("h2", {
              id: "commitment-heading",
              className: "text-xl font-bold text-slate-900",
              children: "Our commitment",
            }),
            e.jsx("p", { className: "mt-2 text-slate-700", children: a.commitment }),
          ],
        }),
        e.jsxs("section", {
          "aria-labelledby": "partner-heading",
          className: "mt-10 max-w-[70ch]",
          children: [
            e.jsx("h2", {
              id: "partner-heading",
              className: "text-xl font-bold text-slate-900",
              children: a.partner.heading,
            }),
            e.jsx("p", { className: "mt-2 text-slate-700", children: a.partner.text }),
            e.jsx(m, {
              to: "/contact",
              className: "btn btn-secondary mt-4",
              prefetch: "intent",
              children: "Get in touch",
            }),
          ],
        }),
      ],
    }),
  );
export { k as default, N as meta };
