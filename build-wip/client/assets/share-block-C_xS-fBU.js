import { C as f } from "./check-CBfqCce_.js";
import { r as h, t as i, j as n, a as p, I as s } from "./shell-CyLvIMRH.js";
const x = [
  ["path", { d: "M9 17H7A5 5 0 0 1 7 7h2" }],
  ["path", { d: "M15 7h2a5 5 0 1 1 0 10h-2" }],
  ["line", { x1: "8", x2: "16", y1: "12", y2: "12" }],
];
const u = [
    ["circle", { cx: "18", cy: "5", r: "3" }],
    ["circle", { cx: "6", cy: "12", r: "3" }],
    ["circle", { cx: "18", cy: "19", r: "3" }],
    ["line", { x1: "8.59", x2: "15.42", y1: "13.51", y2: "17.49" }],
    ["line", { x1: "15.41", x2: "8.59", y1: "6.51", y2: "10.49" }],
  ],
  y = 3e3,
  b = "width=600,height=400,noopener,noreferrer",
  w = [
    {
      name: "Facebook",
      href: (e) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(e)}`,
    },
    {
      name: "Twitter",
      href: (e, r) =>
        `https://twitter.com/intent/tweet?url=${encodeURIComponent(e)}&text=${encodeURIComponent(r)}`,
    },
    {
      name: "LinkedIn",
      href: (e) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(e)}`,
    },
    { name: "WhatsApp", href: (e, r) => `https://wa.me/?text=${encodeURIComponent(`${r} ${e}`)}` },
  ];
function j({ title: e, text: r, url: d, heading: c = "Share" }) {
  const [a, l] = h.useState(!1);
  h.useEffect(() => {
    if (!a) return;
    const t = setTimeout(() => l(!1), y);
    return () => clearTimeout(t);
  }, [a]);
  const o = () => d ?? window.location.href,
    m = async () => {
      if (
        (p("share", { method: typeof navigator.share == "function" ? "share_sheet" : "copy_link" }),
        typeof navigator.share == "function")
      ) {
        try {
          await navigator.share({ title: e, text: r, url: o() }),
            i({ title: "Shared!", description: "Thank you for sharing." });
        } catch (t) {
          t?.name !== "AbortError" && console.error("Share failed", t);
        }
        return;
      }
      try {
        await navigator.clipboard.writeText(o()),
          l(!0),
          i({
            title: "Link Copied!",
            description: "Share link has been copied to your clipboard.",
          });
      } catch {
        i({
          title: "Copy Failed",
          description: "Unable to copy link. Please try again.",
          variant: "destructive",
        });
      }
    };
  return n.jsxs("section", {
    "aria-label": c,
    className: "no-print rounded-xl border border-slate-200 bg-slate-50 p-5",
    children: [
      n.jsx("h2", { className: "font-semibold text-slate-900", children: c }),
      n.jsxs("div", {
        className: "mt-3 flex flex-wrap gap-2",
        children: [
          n.jsxs("button", {
            type: "button",
            className: "btn btn-primary btn-sm",
            onClick: m,
            children: [
              a
                ? n.jsx(s, { icon: f, className: "size-4" })
                : n.jsx(s, { icon: u, className: "size-4" }),
              a ? "Copied!" : "Share",
            ],
          }),
          w.map((t) =>
            n.jsxs(
              "button",
              {
                type: "button",
                className: "btn btn-secondary btn-sm",
                onClick: () => {
                  p("share", { method: t.name }), window.open(t.href(o(), r), "share", b);
                },
                children: [
                  n.jsx(s, { icon: x, className: "size-4" }),
                  t.name,
                  n.jsx("span", { className: "sr-only", children: " (opens a window)" }),
                ],
              },
              t.name,
            ),
          ),
        ],
      }),
    ],
  });
}
export { j as ShareBlock };
