import { jsxs, jsx } from "react/jsx-runtime";
import { Link } from "react-router";
import { L as Logo, D as Disclaimer } from "./shell-CUZjnTwD.js";
import "react";
import "lucide/dist/esm/icons/menu.mjs";
import "lucide/dist/esm/icons/x.mjs";
import "lucide/dist/esm/icons/chevron-right.mjs";
const OTHER_CALCULATORS = [
  {
    name: "MoneyHelper budget planner",
    url: "https://www.moneyhelper.org.uk/en/everyday-money/budgeting/budget-planner"
  },
  {
    name: "MoneyHelper mortgage calculator",
    url: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-calculator"
  },
  {
    name: "MoneyHelper mortgage affordability",
    url: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-affordability-calculator"
  },
  {
    name: "MoneyHelper pension calculator",
    url: "https://www.moneyhelper.org.uk/en/pensions-and-retirement/pensions-basics/pension-calculator"
  },
  {
    name: "HMRC Stamp Duty calculator",
    url: "https://www.tax.service.gov.uk/calculate-stamp-duty-land-tax/"
  },
  { name: "GOV.UK income tax estimate", url: "https://www.gov.uk/estimate-income-tax" },
  { name: "GOV.UK benefits calculators", url: "https://www.gov.uk/benefits-calculators" },
  {
    name: "GOV.UK Child Benefit tax calculator",
    url: "https://www.gov.uk/child-benefit-tax-calculator"
  }
];
const columns = [
  {
    heading: "About",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Contact", href: "/contact" },
      { label: "FAQ", href: "/faq" }
    ]
  },
  {
    heading: "Resources",
    links: [
      { label: "All Calculators", href: "/calculators" },
      { label: "Guides", href: "/guides" },
      { label: "Scenarios", href: "/scenarios" }
    ]
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" }
    ]
  }
];
function Footer({ LegalAction }) {
  return /* @__PURE__ */ jsxs("footer", { className: "no-print mt-16 border-t border-slate-200 bg-slate-50 text-sm", children: [
    /* @__PURE__ */ jsxs("div", { className: "container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-5", children: [
      /* @__PURE__ */ jsxs("div", { className: "lg:col-span-1", children: [
        /* @__PURE__ */ jsx(Logo, {}),
        /* @__PURE__ */ jsx("p", { className: "mt-3 text-slate-600", children: "Free calculators for the everyday costs of UK households." })
      ] }),
      columns.map((column) => /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("h2", { className: "font-semibold text-slate-900", children: column.heading }),
        /* @__PURE__ */ jsxs("ul", { className: "mt-3 space-y-1", children: [
          column.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: link.href, className: "footer-link", prefetch: "intent", children: link.label }) }, link.href)),
          column.heading === "Legal" && LegalAction && /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(LegalAction, { className: "footer-link" }) })
        ] })
      ] }, column.heading)),
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("h2", { className: "font-semibold text-slate-900", children: "Other Calculators" }),
        /* @__PURE__ */ jsx("ul", { className: "mt-3 space-y-1", children: OTHER_CALCULATORS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
          "a",
          {
            href: link.url,
            target: "_blank",
            rel: "noopener noreferrer",
            className: "footer-link",
            children: [
              link.name,
              /* @__PURE__ */ jsx("span", { className: "sr-only", children: " (opens in a new tab)" })
            ]
          }
        ) }, link.url)) })
      ] })
    ] }),
    /* @__PURE__ */ jsx("div", { className: "border-t border-slate-200", children: /* @__PURE__ */ jsxs("div", { className: "container-page space-y-2 py-6 text-slate-600", children: [
      /* @__PURE__ */ jsx(Disclaimer, {}),
      /* @__PURE__ */ jsxs("p", { children: [
        "© ",
        /* @__PURE__ */ jsx("span", { suppressHydrationWarning: true, children: (/* @__PURE__ */ new Date()).getFullYear() }),
        " Costwise. All rights reserved."
      ] })
    ] }) })
  ] });
}
export {
  Footer
};
