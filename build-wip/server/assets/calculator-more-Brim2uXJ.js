import { jsxs, Fragment, jsx } from "react/jsx-runtime";
import ArrowRight from "lucide/dist/esm/icons/arrow-right.mjs";
import BookOpen from "lucide/dist/esm/icons/book-open.mjs";
import NotebookText from "lucide/dist/esm/icons/notebook-text.mjs";
import { Link } from "react-router";
import { I as Icon, O as otherCalculators } from "./shell-CUZjnTwD.js";
import { C as CalculatorIcon } from "./calculator-icon-GOR6D_eV.js";
import "react";
import "lucide/dist/esm/icons/menu.mjs";
import "lucide/dist/esm/icons/x.mjs";
import "lucide/dist/esm/icons/chevron-right.mjs";
import "lucide/dist/esm/icons/fuel.mjs";
import "lucide/dist/esm/icons/house.mjs";
import "lucide/dist/esm/icons/landmark.mjs";
import "lucide/dist/esm/icons/lightbulb.mjs";
import "lucide/dist/esm/icons/plug-zap.mjs";
import "lucide/dist/esm/icons/truck.mjs";
const READ_MORE = [
  {
    icon: BookOpen,
    heading: "Learn More",
    text: "Plain-English guides to the costs behind this calculator.",
    href: "/guides",
    action: "View Guides"
  },
  {
    icon: NotebookText,
    heading: "Worked Examples",
    text: "Real UK households, their figures and what they learned.",
    href: "/scenarios",
    action: "View Scenarios"
  }
];
function CalculatorMore({
  calculatorKey,
  method
}) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsxs("section", { "aria-labelledby": "method-heading", className: "no-print mt-10 max-w-3xl", children: [
      /* @__PURE__ */ jsx("h2", { id: "method-heading", className: "text-2xl font-bold text-slate-900", children: "How this is calculated" }),
      method.map((section) => /* @__PURE__ */ jsxs("div", { className: "mt-5", children: [
        /* @__PURE__ */ jsx("h3", { className: "text-lg font-semibold text-slate-900", children: section.heading }),
        section.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", { className: "mt-2 text-slate-700", children: paragraph }, paragraph))
      ] }, section.heading))
    ] }),
    /* @__PURE__ */ jsx("div", { className: "no-print mt-10 grid gap-6 md:grid-cols-2", children: READ_MORE.map(({ icon, heading, text, href, action }) => /* @__PURE__ */ jsxs("div", { className: "card", children: [
      /* @__PURE__ */ jsx(Icon, { icon, className: "size-7 text-brand-700" }),
      /* @__PURE__ */ jsx("h2", { className: "mt-3 text-lg font-semibold text-slate-900", children: heading }),
      /* @__PURE__ */ jsx("p", { className: "mt-1 text-slate-600", children: text }),
      /* @__PURE__ */ jsx(Link, { to: href, prefetch: "intent", className: "btn btn-secondary mt-4", children: action })
    ] }, href)) }),
    /* @__PURE__ */ jsxs("section", { "aria-labelledby": "others-heading", className: "no-print mt-10", children: [
      /* @__PURE__ */ jsx("h2", { id: "others-heading", className: "text-2xl font-bold text-slate-900", children: "Try Another Calculator" }),
      /* @__PURE__ */ jsx("ul", { className: "mt-4 grid gap-4 md:grid-cols-3", children: otherCalculators(calculatorKey).map((other) => /* @__PURE__ */ jsxs("li", { className: "card flex flex-col", children: [
        /* @__PURE__ */ jsx(CalculatorIcon, { name: other.icon, className: "size-6 text-brand-700" }),
        /* @__PURE__ */ jsx("h3", { className: "mt-2 font-semibold text-slate-900", children: other.name }),
        /* @__PURE__ */ jsx("p", { className: "mt-1 flex-1 text-sm text-slate-600", children: other.shortDescription }),
        /* @__PURE__ */ jsxs(
          Link,
          {
            to: other.path,
            prefetch: "intent",
            className: "link mt-3 inline-flex items-center gap-1 py-1",
            "aria-label": `Open Calculator: ${other.name}`,
            children: [
              "Open Calculator",
              /* @__PURE__ */ jsx(Icon, { icon: ArrowRight, className: "size-4" })
            ]
          }
        )
      ] }, other.key)) })
    ] })
  ] });
}
export {
  CalculatorMore
};
