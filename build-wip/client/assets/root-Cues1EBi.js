import {
  Q as _,
  V as b,
  _ as c,
  M as d,
  N as E,
  j as e,
  J as f,
  g,
  O as h,
  z as i,
  T as j,
  F as l,
  w as m,
  r as n,
  E as o,
  K as p,
  C as r,
  G as u,
  W as v,
  Y as w,
  d as x,
  U as y,
} from "./shell-CyLvIMRH.js";
const C = !!u.adsense;
function S() {
  const { pathname: t } = i();
  n.useEffect(() => {
    if (!C) return;
    let s = () => {};
    return (
      c(() => import("./analytics-C4nfXFdv.js"), []).then((a) => {
        f(a),
          a.applyConsent(r()),
          o(),
          (s = l(() => {
            a.applyConsent(r()), o();
          }));
      }),
      () => s()
    );
  }, []),
    n.useEffect(() => {
      if (!t) return;
      const s = setTimeout(o, 0);
      return () => clearTimeout(s);
    }, [t]);
}
const k = n.lazy(() => c(() => import("./consent-banner-panel-9RWNX11G.js"), []));
function N() {
  const [t, s] = n.useState(!1);
  return (
    n.useEffect(() => (s(r() === null), p(() => s(!0))), []),
    t ? e.jsx(n.Suspense, { fallback: null, children: e.jsx(k, { onChosen: () => s(!1) }) }) : null
  );
}
const O = () => [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ],
  A = x(() => c(() => import("./footer-CyAuN5j_.js"), []).then((t) => t.Footer)),
  P = null;
function R({ children: t }) {
  return e.jsxs("html", {
    lang: "en-GB",
    children: [
      e.jsxs("head", {
        children: [
          e.jsx("meta", { charSet: "utf-8" }),
          e.jsx("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
          e.jsx("meta", { name: "theme-color", content: "#0f766e" }),
          e.jsx(E, {}),
          e.jsx(_, {}),
          e.jsx(y, {}),
        ],
      }),
      e.jsxs("body", {
        className: "flex min-h-screen flex-col",
        children: [
          e.jsx("a", {
            href: "#main",
            className:
              "sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2",
            children: "Skip to content",
          }),
          t,
          e.jsx(b, {}),
          e.jsx(v, {}),
        ],
      }),
    ],
  });
}
const L = m(
    () => (
      S(),
      e.jsxs(e.Fragment, {
        children: [
          e.jsx(d, {}),
          e.jsx("main", { id: "main", className: "flex-1", children: e.jsx(h, {}) }),
          e.jsx(A, {}),
          P,
          e.jsx(N, {}),
          e.jsx(j, {}),
        ],
      })
    ),
  ),
  I = g(({ error: s }) => {
    const a = w(s)
      ? `${s.status} ${s.statusText}`
      : s instanceof Error
        ? s.message
        : "Something went wrong.";
    return e.jsxs("main", {
      id: "main",
      className: "container-page flex-1 py-12",
      children: [
        e.jsx("h1", { className: "page-title", children: "Unexpected Application Error!" }),
        e.jsx("p", { className: "mt-4 text-lg text-slate-700", children: a }),
        void 0,
        e.jsx("p", {
          className: "mt-6",
          children: e.jsx("a", { href: "/", className: "link", children: "Go to the home page" }),
        }),
      ],
    });
  });
export { I as ErrorBoundary, L as default, O as links, R as Layout };
