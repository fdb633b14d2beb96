import {
  D as $,
  P as A,
  _ as b,
  b as C,
  l as D,
  r as d,
  f as E,
  s as F,
  t as k,
  p as L,
  A as M,
  I as N,
  d as O,
  u as P,
  a as S,
  H as T,
  j as t,
  c as V,
} from "./shell-CyLvIMRH.js";
const z = [
  ["rect", { width: "16", height: "20", x: "4", y: "2", rx: "2" }],
  ["line", { x1: "8", x2: "16", y1: "6", y2: "6" }],
  ["line", { x1: "16", x2: "16", y1: "14", y2: "18" }],
  ["path", { d: "M16 10h.01" }],
  ["path", { d: "M12 10h.01" }],
  ["path", { d: "M8 10h.01" }],
  ["path", { d: "M12 14h.01" }],
  ["path", { d: "M8 14h.01" }],
  ["path", { d: "M12 18h.01" }],
  ["path", { d: "M8 18h.01" }],
];
const B = [
  ["path", { d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" }],
  ["path", { d: "M3 3v5h5" }],
];
const H = [
  [
    "path",
    {
      d: "M15.2 3a2 2 0 0 1 1.4.6l3.8 3.8a2 2 0 0 1 .6 1.4V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z",
    },
  ],
  ["path", { d: "M17 21v-7a1 1 0 0 0-1-1H8a1 1 0 0 0-1 1v7" }],
  ["path", { d: "M7 3v4a1 1 0 0 0 1 1h7" }],
];
const K = [
    ["path", { d: "M12 3v18" }],
    ["path", { d: "m19 8 3 8a5 5 0 0 1-6 0zV7" }],
    ["path", { d: "M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1" }],
    ["path", { d: "m5 8 3 8a5 5 0 0 1-6 0zV7" }],
    ["path", { d: "M7 21h10" }],
  ],
  U = (e) => Object.fromEntries(e.map((s) => [s.key, s.default])),
  G = (e, s) => e.visible?.(s) ?? !0,
  _ = (e, s) => (typeof e == "function" ? e(s) : e);
function de(e) {
  return e.find(([s]) => !s)?.[1] ?? null;
}
function me(e) {
  return Object.values(e).every((s) => typeof s != "number" || Number.isFinite(s));
}
function W({ field: e, inputs: s, error: a, onChange: r }) {
  const n = `field-${e.key}`,
    i = _(e.label, s),
    u = e.hint ? _(e.hint, s) : void 0,
    o = s[e.key] ?? e.default,
    h = [u && `${n}-hint`, a && `${n}-error`].filter(Boolean).join(" ") || void 0,
    m = e.optional
      ? t.jsx("span", { className: "font-normal text-slate-600", children: " (optional)" })
      : null,
    x = t.jsxs(t.Fragment, {
      children: [
        u &&
          t.jsx("p", {
            id: `${n}-hint`,
            className: "mt-1 text-sm text-slate-600 print:hidden",
            children: u,
          }),
        a &&
          t.jsxs("p", {
            id: `${n}-error`,
            className: "mt-1 text-sm font-semibold text-red-700",
            children: [t.jsx("span", { className: "sr-only", children: "Error: " }), a],
          }),
      ],
    });
  return e.kind === "radio"
    ? t.jsxs("fieldset", {
        "aria-describedby": h,
        children: [
          t.jsx("legend", { className: "font-semibold text-slate-900", children: i }),
          x,
          t.jsx("div", {
            className: "mt-2 flex flex-wrap gap-2",
            children: e.options.map((c) =>
              t.jsxs(
                "label",
                {
                  className:
                    "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50",
                  children: [
                    t.jsx("input", {
                      type: "radio",
                      name: e.key,
                      value: c.value,
                      checked: o === c.value,
                      onChange: () => r(e.key, c.value),
                      className: "size-4 accent-brand-700",
                    }),
                    c.label,
                  ],
                },
                c.value,
              ),
            ),
          }),
        ],
      })
    : e.kind === "checkbox"
      ? t.jsxs("div", {
          children: [
            t.jsxs("label", {
              className:
                "flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-900",
              children: [
                t.jsx("input", {
                  id: n,
                  type: "checkbox",
                  name: e.key,
                  checked: o === "true",
                  "aria-describedby": h,
                  onChange: (c) => r(e.key, String(c.target.checked)),
                  className: "size-5 shrink-0 accent-brand-700",
                }),
                i,
              ],
            }),
            x,
          ],
        })
      : t.jsxs("div", {
          children: [
            t.jsxs("label", {
              htmlFor: n,
              className: "block font-semibold text-slate-900",
              children: [
                i,
                e.kind === "number" &&
                  e.suffix &&
                  t.jsxs("span", {
                    className: "sr-only",
                    children: [" (in ", _(e.suffix, s), ")"],
                  }),
                m,
              ],
            }),
            x,
            e.kind !== "number"
              ? t.jsx("select", {
                  id: n,
                  name: e.key,
                  value: o,
                  "aria-describedby": h,
                  onChange: (c) => r(e.key, c.target.value),
                  className:
                    "mt-2 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base",
                  children: e.options.map((c) =>
                    t.jsx("option", { value: c.value, children: c.label }, c.value),
                  ),
                })
              : t.jsx(Y, {
                  field: e,
                  id: n,
                  value: o,
                  inputs: s,
                  error: a,
                  describedBy: h,
                  onChange: r,
                }),
          ],
        });
}
function Y({ field: e, id: s, value: a, inputs: r, error: n, describedBy: i, onChange: u }) {
  const o = e.suffix ? _(e.suffix, r) : void 0;
  return t.jsxs("div", {
    className: `mt-2 flex min-h-11 items-stretch overflow-hidden rounded-lg border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-amber-500 ${n ? "border-2 border-red-700" : "border-slate-500"}`,
    children: [
      e.prefix &&
        t.jsx("span", {
          "aria-hidden": "true",
          className: "flex items-center bg-slate-100 px-3 text-slate-700",
          children: e.prefix,
        }),
      t.jsx("input", {
        id: s,
        name: e.key,
        type: "text",
        inputMode: e.inputMode,
        autoComplete: "off",
        value: a,
        placeholder: e.placeholder,
        "aria-invalid": n ? !0 : void 0,
        "aria-describedby": i,
        onChange: (h) => u(e.key, h.target.value),
        className: "w-full min-w-0 flex-1 px-3 py-2 text-base outline-none",
      }),
      o &&
        t.jsx("span", {
          "aria-hidden": "true",
          className: "flex items-center bg-slate-100 px-3 whitespace-nowrap text-slate-700",
          children: o,
        }),
    ],
  });
}
const w = "1";
function Q(e, s) {
  const a = new URLSearchParams({ v: w });
  for (const r of e) {
    const n = s[r.key];
    n !== void 0 && n !== "" && a.set(r.key, n);
  }
  return `?${a}`;
}
function q(e, s) {
  if (s.get("v") !== w) return null;
  const a = {};
  for (const r of e) {
    const n = s.get(r.key);
    n !== null &&
      (((r.kind === "select" || r.kind === "radio") && !r.options.some((i) => i.value === n)) ||
        (r.kind === "checkbox" && n !== "true" && n !== "false") ||
        (a[r.key] = n.slice(0, 100)));
  }
  return a;
}
function J(e) {
  const s = d.useMemo(() => U(e.fields), [e]),
    [a, r] = d.useState(s),
    [n, i] = d.useState(null),
    [u, o] = d.useState(null),
    [h, m] = P(),
    x = d.useRef(null),
    [c, y] = d.useState(!1),
    j = d.useCallback(
      (l, { fromLink: v = !1 } = {}) => {
        const p = e.calculate(l);
        return p.ok
          ? (o(null),
            i({ result: p.result, inputs: l }),
            S("calculate", { calculator: e.key }),
            v ||
              (m(new URLSearchParams(Q(e.fields, l)), { replace: !0, preventScrollReset: !0 }),
              y(!0)),
            !0)
          : (o({ message: p.message, field: p.field }),
            k({ title: "Invalid Input", description: p.message, variant: "destructive" }),
            !1);
      },
      [e, m],
    );
  return (
    d.useEffect(() => {
      const l = q(e.fields, h);
      if (l) {
        const p = { ...s, ...l };
        r(p), j(p, { fromLink: !0 });
        return;
      }
      const v = D(e.key);
      v && r(X(s, v));
    }, []),
    d.useEffect(() => {
      c && (x.current?.focus(), y(!1));
    }, [c]),
    {
      inputs: a,
      calculated: n,
      error: u,
      resultsHeading: x,
      setInput: (l, v) => r((p) => ({ ...p, [l]: v })),
      calculate: () => j(a),
      save: () => {
        S("save", { calculator: e.key }),
          F(e.key, a)
            ? k({ title: "Saved", description: "Your inputs have been saved." })
            : k({
                title: "Could not save",
                description:
                  "Your browser did not allow saving. Your inputs are still on the page.",
                variant: "destructive",
              });
      },
      reset: () => {
        S("reset", { calculator: e.key }),
          r(s),
          i(null),
          o(null),
          C(e.key),
          m(new URLSearchParams(), { replace: !0, preventScrollReset: !0 }),
          k({ title: "Reset Complete", description: "All inputs have been cleared." });
      },
    }
  );
}
function X(e, s) {
  const a = Object.entries(s).filter(([r]) => r in e);
  return { ...e, ...Object.fromEntries(a) };
}
const Z = d.lazy(() =>
    b(() => import("./share-block-C_xS-fBU.js"), []).then((e) => ({ default: e.ShareBlock })),
  ),
  ee = Object.assign({
    "../calculators/energy-bill/method.ts": () => b(() => import("./method-CYNEuRhN.js"), []),
    "../calculators/ev-charging/method.ts": () => b(() => import("./method-D5rlBBHS.js"), []),
    "../calculators/fuel-cost/method.ts": () => b(() => import("./method-C7gG8A6y.js"), []),
    "../calculators/mortgage-payment/method.ts": () => b(() => import("./method-D_zuAewy.js"), []),
    "../calculators/moving-cost/method.ts": () => b(() => import("./method-BWX-kyZ0.js"), []),
    "../calculators/rent-affordability/method.ts": () =>
      b(() => import("./method-aWBaO5Qb.js"), []),
  }),
  te = (e) =>
    O(async () => {
      const [{ CalculatorMore: s }, { method: a }] = await Promise.all([
        b(() => import("./calculator-more-03MM_Erp.js"), []),
        ee[`../calculators/${e}/method.ts`](),
      ]);
      return () => t.jsx(s, { calculatorKey: e, method: a });
    }),
  I = (e) => [{ name: "Calculators", href: "/calculators" }, { name: e.name }];
function he({ key: e, page: s }) {
  const a = E(e),
    { description: r } = s;
  return () =>
    L({
      title: a.name,
      description: r,
      path: a.path,
      crumbs: I(a),
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: a.name,
          description: r,
          applicationCategory: "FinanceApplication",
          operatingSystem: "Any (runs in your web browser)",
          inLanguage: "en-GB",
          isAccessibleForFree: !0,
          offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
        },
      ],
    });
}
function pe(e, s) {
  const a = s && d.lazy(s),
    r = te(e.key);
  return () => t.jsx(se, { definition: e, Extra: a, More: r });
}
function se({ definition: e, Extra: s, More: a }) {
  const r = E(e.key),
    n = J(e),
    { inputs: i, calculated: u, error: o } = n,
    h = u ? e.rows(u.result) : [],
    m = h.find((l) => l.primary),
    { intro: x, promptSubject: c, actionLabel: y } = e.page,
    j = y === "Compare" ? K : z;
  return t.jsxs("div", {
    className: "container-page py-8",
    children: [
      t.jsx(A, { crumbs: I(r), title: r.name, lead: x }),
      t.jsx(T, {}),
      t.jsxs("div", {
        className: "grid items-start gap-6 lg:grid-cols-2 print:grid-cols-2 print:gap-4",
        children: [
          t.jsxs("form", {
            noValidate: !0,
            className: "card min-w-0",
            "aria-labelledby": "inputs-heading",
            onSubmit: (l) => {
              l.preventDefault(), n.calculate();
            },
            children: [
              t.jsx("h2", {
                id: "inputs-heading",
                className: "text-xl font-bold text-slate-900",
                children: "Your details",
              }),
              t.jsx("div", {
                className: "mt-5 space-y-5",
                children: e.fields
                  .filter((l) => G(l, i))
                  .map((l) =>
                    t.jsx(
                      W,
                      {
                        field: l,
                        inputs: i,
                        error: o?.field === l.key ? o.message : void 0,
                        onChange: n.setInput,
                      },
                      l.key,
                    ),
                  ),
              }),
              o &&
                t.jsxs("div", {
                  role: "alert",
                  className: "mt-5 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900",
                  children: [
                    t.jsx("p", { className: "font-semibold", children: "Invalid Input" }),
                    t.jsx("p", {
                      children: t.jsx("a", {
                        href: `#field-${o.field}`,
                        className: "underline",
                        children: o.message,
                      }),
                    }),
                  ],
                }),
              t.jsxs("div", {
                className: "no-print mt-6 flex flex-wrap gap-2",
                children: [
                  t.jsxs("button", {
                    type: "submit",
                    className: "btn btn-primary",
                    children: [t.jsx(N, { icon: j, className: "size-5" }), y],
                  }),
                  t.jsxs("button", {
                    type: "button",
                    className: "btn btn-secondary",
                    onClick: n.save,
                    children: [t.jsx(N, { icon: H, className: "size-5" }), "Save"],
                  }),
                  t.jsxs("button", {
                    type: "button",
                    className: "btn btn-secondary",
                    onClick: n.reset,
                    children: [t.jsx(N, { icon: B, className: "size-5" }), "Reset"],
                  }),
                  t.jsxs("button", {
                    type: "button",
                    className: "btn btn-secondary",
                    onClick: () => window.print(),
                    children: [t.jsx(N, { icon: $, className: "size-5" }), "Download PDF"],
                  }),
                ],
              }),
            ],
          }),
          t.jsxs("section", {
            "aria-labelledby": "results-heading",
            className: "card min-h-64 min-w-0 lg:sticky lg:top-4",
            children: [
              t.jsx("h2", {
                id: "results-heading",
                ref: n.resultsHeading,
                tabIndex: -1,
                className: "text-xl font-bold text-slate-900",
                children: "Your results",
              }),
              t.jsx("div", {
                "aria-live": "polite",
                className: "sr-only",
                children: m && `Results updated. ${m.label}: ${m.value}`,
              }),
              u
                ? t.jsxs(t.Fragment, {
                    children: [
                      t.jsx("dl", {
                        className: "mt-4 divide-y divide-slate-200",
                        children: h.map((l) =>
                          l.primary
                            ? t.jsxs(
                                "div",
                                {
                                  className: "pb-4",
                                  children: [
                                    t.jsx("dt", { className: "text-slate-700", children: l.label }),
                                    t.jsx("dd", {
                                      "data-result": l.key,
                                      className:
                                        "mt-1 text-4xl font-bold tracking-tight text-brand-800",
                                      children: l.value,
                                    }),
                                  ],
                                },
                                l.key,
                              )
                            : t.jsxs(
                                "div",
                                {
                                  className: "flex items-baseline justify-between gap-4 py-2.5",
                                  children: [
                                    t.jsx("dt", { className: "text-slate-700", children: l.label }),
                                    t.jsx("dd", {
                                      "data-result": l.key,
                                      className:
                                        "text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums",
                                      children: l.value,
                                    }),
                                  ],
                                },
                                l.key,
                              ),
                        ),
                      }),
                      s &&
                        t.jsx(d.Suspense, {
                          fallback: null,
                          children: t.jsx(s, { result: u.result }),
                        }),
                    ],
                  })
                : t.jsxs("p", {
                    className: "mt-4 rounded-lg bg-slate-50 p-6 text-slate-700",
                    children: ["Enter ", c, " and click ", y, " to see results."],
                  }),
            ],
          }),
        ],
      }),
      u &&
        t.jsxs(d.Suspense, {
          fallback: null,
          children: [
            t.jsx("div", {
              className: "mt-6",
              children: t.jsx(Z, {
                heading: "Share these results",
                title: r.name,
                text: m ? `${m.label}: ${m.value} (Costwise ${r.name})` : r.name,
              }),
            }),
            t.jsx(M, { name: "calcMid", className: "mt-6" }),
          ],
        }),
      t.jsx(V, { className: "mt-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-950" }),
      t.jsx(a, {}),
      t.jsx(M, { name: "footer", className: "mt-10" }),
    ],
  });
}
const g = (e) => {
    let s;
    return (a) => ((s ??= new Intl.NumberFormat("en-GB", e)), s.format(a));
  },
  ae = g({ style: "currency", currency: "GBP" }),
  re = g({
    style: "currency",
    currency: "GBP",
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }),
  ne = g({ style: "currency", currency: "GBP", maximumFractionDigits: 0 }),
  le = g({ maximumFractionDigits: 0 }),
  R = g({ minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  f = (e) => Number(e.toPrecision(12)) + 0,
  xe = (e, s) => {
    const a = 10 ** s;
    return Math.round(f(e) * a) / a;
  },
  be = (e) => ae(f(e)),
  fe = (e) => re(f(e)),
  ye = (e) => ne(f(e)),
  ve = (e) => le(f(e)),
  ge = (e) => `${R(f(e))}%`,
  je = (e) => R(f(e)),
  ce = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/;
function oe(e) {
  if (!e) return 0;
  let s = e
      .trim()
      .toLowerCase()
      .replace(/[\s\u00a0\u202f,£%]/g, ""),
    a = 1;
  if (
    (s.endsWith("p")
      ? ((a = 100), (s = s.slice(0, -1)))
      : s.endsWith("k") && ((a = 1 / 1e3), (s = s.slice(0, -1))),
    !ce.test(s))
  )
    return 0;
  const r = Number(s) / a;
  return Number.isFinite(r) ? r : 0;
}
const ke = (e) => Math.max(0, oe(e)),
  ie = 0.621371,
  Ne = 1.60934,
  _e = 4.54609,
  Se = 10.764,
  Me = [
    { value: "miles", label: "Miles" },
    { value: "km", label: "Kilometres" },
  ],
  Ee = (e) => (e === "km" ? "km" : "miles"),
  we = (e, s) => (s === "km" ? e * ie : e),
  Ie = (e) => (e === "km" ? "km" : "mile");
export {
  _e as L,
  be as f,
  de as b,
  Ee as j,
  fe as k,
  ge as m,
  he as h,
  Ie as l,
  ie as M,
  je as g,
  ke as c,
  Me as D,
  me as d,
  Ne as K,
  oe as p,
  pe as i,
  Se as S,
  ve as e,
  we as t,
  xe as r,
  ye as a,
};
