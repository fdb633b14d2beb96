import { L as a, j as e, k as i, X as l, I as o } from "./shell-CyLvIMRH.js";
function r({ onChosen: t }) {
  const s = (n) => {
    i(n), t();
  };
  return e.jsx("section", {
    "aria-label": "Cookie consent",
    className:
      "no-print fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]",
    children: e.jsxs("div", {
      className:
        "container-page relative flex flex-col gap-3 py-3 pr-12 sm:flex-row sm:items-center",
      children: [
        e.jsxs("p", {
          className: "text-sm text-slate-700 sm:flex-1",
          children: [
            "We use cookies for ads and analytics only if you accept. Calculators work either way and send nothing.",
            " ",
            e.jsx(a, {
              to: "/privacy",
              className: "link",
              prefetch: "intent",
              children: "Privacy Policy",
            }),
          ],
        }),
        e.jsxs("div", {
          className: "flex gap-2",
          children: [
            e.jsx("button", {
              type: "button",
              className: "btn btn-primary btn-sm",
              onClick: () => s(!0),
              children: "Accept All",
            }),
            e.jsx("button", {
              type: "button",
              className: "btn btn-secondary btn-sm",
              onClick: () => s(!1),
              children: "Reject Non-Essential",
            }),
          ],
        }),
        e.jsx("button", {
          type: "button",
          className:
            "absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100",
          "aria-label": "Close (reject non-essential cookies)",
          onClick: () => s(!1),
          children: e.jsx(o, { icon: l, className: "size-5" }),
        }),
      ],
    }),
  });
}
export { r as default };
