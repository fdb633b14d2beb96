import {
  _,
  Y as b,
  r as d,
  a0 as f,
  Z as g,
  p as h,
  j as i,
  a3 as m,
  a1 as o,
  d as P,
  a2 as p,
  $ as u,
  a4 as y,
} from "./shell-CyLvIMRH.js";
function j({ html: a }) {
  const e = u(),
    [t, c] = d.useState(null),
    n = (r) => {
      const s = r.closest?.("a"),
        l = s?.getAttribute("href");
      return l?.startsWith("/") && !s?.target ? l : null;
    };
  return i.jsxs(i.Fragment, {
    children: [
      i.jsx("div", {
        className: "prose-article",
        dangerouslySetInnerHTML: { __html: a },
        onClick: (r) => {
          const s = n(r.target);
          !s ||
            r.defaultPrevented ||
            r.button !== 0 ||
            r.metaKey ||
            r.ctrlKey ||
            r.shiftKey ||
            r.altKey ||
            (r.preventDefault(), e(s));
        },
        onPointerOver: (r) => c(n(r.target) ?? t),
        onFocus: (r) => c(n(r.target) ?? t),
      }),
      t && i.jsx(f, { page: t }),
    ],
  });
}
function E({ kind: a, article: e, calculator: t }) {
  return [
    { name: a, href: `/${a.toLowerCase()}` },
    { name: t.name, href: t.path },
    { name: e.title },
  ];
}
function A(a) {
  const { article: e } = a,
    t = { "@type": "Organization", name: p, url: o("/") };
  return h({
    title: e.title,
    description: e.description,
    path: e.path,
    type: "article",
    published: e.datePublished,
    modified: e.dateModified,
    crumbs: E(a),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: e.title,
        description: e.description,
        url: o(e.path),
        mainEntityOfPage: o(e.path),
        datePublished: e.datePublished,
        dateModified: e.dateModified,
        image: o("/og.jpg"),
        inLanguage: "en-GB",
        author: t,
        publisher: t,
      },
      ...(e.faqs ? [g(e.faqs)] : []),
    ],
  });
}
function L(a) {
  return () => {
    const t = m();
    if (b(t) && t.status === 404) return i.jsx(y, { to: a, replace: !0 });
    throw t;
  };
}
const M = P(() => _(() => import("./share-block-C_xS-fBU.js"), []).then((a) => a.ShareBlock));
export { A as b, E as a, j as A, L as l, M as D };
