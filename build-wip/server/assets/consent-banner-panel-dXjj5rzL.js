import { jsx, jsxs } from "react/jsx-runtime";
import X from "lucide/dist/esm/icons/x.mjs";
import { Link } from "react-router";
import { I as Icon, E as setConsent } from "./shell-CUZjnTwD.js";
import "react";
import "lucide/dist/esm/icons/menu.mjs";
import "lucide/dist/esm/icons/chevron-right.mjs";
function ConsentBannerPanel({ onChosen }) {
  const choose = (analytics) => {
    setConsent(analytics);
    onChosen();
  };
  return /* @__PURE__ */ jsx(
    "section",
    {
      "aria-label": "Cookie consent",
      className: "no-print fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]",
      children: /* @__PURE__ */ jsxs("div", { className: "container-page relative flex flex-col gap-3 py-3 pr-12 sm:flex-row sm:items-center", children: [
        /* @__PURE__ */ jsxs("p", { className: "text-sm text-slate-700 sm:flex-1", children: [
          "We use cookies for ads and analytics only if you accept. Calculators work either way and send nothing.",
          " ",
          /* @__PURE__ */ jsx(Link, { to: "/privacy", className: "link", prefetch: "intent", children: "Privacy Policy" })
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "flex gap-2", children: [
          /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-primary btn-sm", onClick: () => choose(true), children: "Accept All" }),
          /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-secondary btn-sm", onClick: () => choose(false), children: "Reject Non-Essential" })
        ] }),
        /* @__PURE__ */ jsx(
          "button",
          {
            type: "button",
            className: "absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100",
            "aria-label": "Close (reject non-essential cookies)",
            onClick: () => choose(false),
            children: /* @__PURE__ */ jsx(Icon, { icon: X, className: "size-5" })
          }
        )
      ] })
    }
  );
}
export {
  ConsentBannerPanel as default
};
