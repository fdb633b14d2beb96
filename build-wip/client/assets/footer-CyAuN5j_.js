import { j as e, i as l, c as n, L as r, o as t } from "./shell-CyLvIMRH.js";
const o = [
    {
      name: "MoneyHelper budget planner",
      url: "https://www.moneyhelper.org.uk/en/everyday-money/budgeting/budget-planner",
    },
    {
      name: "MoneyHelper mortgage calculator",
      url: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-calculator",
    },
    {
      name: "MoneyHelper mortgage affordability",
      url: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-affordability-calculator",
    },
    {
      name: "MoneyHelper pension calculator",
      url: "https://www.moneyhelper.org.uk/en/pensions-and-retirement/pensions-basics/pension-calculator",
    },
    {
      name: "HMRC Stamp Duty calculator",
      url: "https://www.tax.service.gov.uk/calculate-stamp-duty-land-tax/",
    },
    { name: "GOV.UK income tax estimate", url: "https://www.gov.uk/estimate-income-tax" },
    { name: "GOV.UK benefits calculators", url: "https://www.gov.uk/benefits-calculators" },
    {
      name: "GOV.UK Child Benefit tax calculator",
      url: "https://www.gov.uk/child-benefit-tax-calculator",
    },
  ],
  i = [
    {
      heading: "About",
      links: [
        { label: "About Us", href: "/about" },
        { label: "Contact", href: "/contact" },
        { label: "FAQ", href: "/faq" },
      ],
    },
    {
      heading: "Resources",
      links: [
        { label: "All Calculators", href: "/calculators" },
        { label: "Guides", href: "/guides" },
        { label: "Scenarios", href: "/scenarios" },
      ],
    },
    {
      heading: "Legal",
      links: [
        { label: "Privacy Policy", href: "/privacy" },
        { label: "Terms of Service", href: "/terms" },
      ],
    },
  ];
function h() {
  return e.jsxs("footer", {
    className: "no-print mt-16 border-t border-slate-200 bg-slate-50 text-sm",
    children: [
      e.jsxs("div", {
        className: "container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-5",
        children: [
          e.jsxs("div", {
            className: "lg:col-span-1",
            children: [
              e.jsx(l, {}),
              e.jsx("p", {
                className: "mt-3 text-slate-600",
                children: "Free calculators for the everyday costs of UK households.",
              }),
            ],
          }),
          i.map((a) =>
            e.jsxs(
              "div",
              {
                children: [
                  e.jsx("h2", { className: "font-semibold text-slate-900", children: a.heading }),
                  e.jsxs("ul", {
                    className: "mt-3 space-y-1",
                    children: [
                      a.links.map((s) =>
                        e.jsx(
                          "li",
                          {
                            children: e.jsx(r, {
                              to: s.href,
                              className: "footer-link",
                              prefetch: "intent",
                              children: s.label,
                            }),
                          },
                          s.href,
                        ),
                      ),
                      a.heading === "Legal" &&
                        e.jsx("li", {
                          children: e.jsx("button", {
                            type: "button",
                            className: "footer-link",
                            onClick: t,
                            children: "Cookie settings",
                          }),
                        }),
                    ],
                  }),
                ],
              },
              a.heading,
            ),
          ),
          e.jsxs("div", {
            children: [
              e.jsx("h2", {
                className: "font-semibold text-slate-900",
                children: "Other Calculators",
              }),
              e.jsx("ul", {
                className: "mt-3 space-y-1",
                children: o.map((a) =>
                  e.jsx(
                    "li",
                    {
                      children: e.jsxs("a", {
                        href: a.url,
                        target: "_blank",
                        rel: "noopener noreferrer",
                        className: "footer-link",
                        children: [
                          a.name,
                          e.jsx("span", {
                            className: "sr-only",
                            children: " (opens in a new tab)",
                          }),
                        ],
                      }),
                    },
                    a.url,
                  ),
                ),
              }),
            ],
          }),
        ],
      }),
      e.jsx("div", {
        className: "border-t border-slate-200",
        children: e.jsxs("div", {
          className: "container-page space-y-2 py-6 text-slate-600",
          children: [
            e.jsx(n, {}),
            e.jsxs("p", {
              children: [
                "© ",
                e.jsx("span", { suppressHydrationWarning: !0, children: new Date().getFullYear() }),
                " Costwise. All rights reserved.",
              ],
            }),
          ],
        }),
      }),
    ],
  });
}
export { h as Footer };
