import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { prerender as prerender$1 } from "react-dom/static";
import { ServerRouter, useLocation, UNSAFE_withComponentProps, Outlet, UNSAFE_withErrorBoundaryProps, isRouteErrorResponse, Meta, Links, ScrollRestoration, Scripts, Link, useSearchParams, useNavigate, PrefetchPageLinks, useRouteError, Navigate, redirect } from "react-router";
import { useEffect, lazy, useState, Suspense, useId, useRef } from "react";
import { e as readConsent, g as trackPageView, h as subscribeConsent, i as siteConfig, j as connectAnalytics, k as subscribeOpenSettings, d as deferred, m as Header, C as CookieSettingsButton, T as Toasts, n as InlineStylesheet, I as Icon, o as recentlyUsed, f as findCalculator, H as HeaderAds, q as calculators$1, A as AdSlot, p as pageMeta, u as absoluteUrl, B as Breadcrumbs, P as PageHeader, v as CATEGORIES, w as CALCULATOR_KEYS, S as ScrollRegion, x as SITE_NAME, y as faqJsonLd, a as FormField, t as toast, b as trackEvent, z as POLICY_LAST_UPDATED } from "./shell-CUZjnTwD.js";
import Gift from "lucide/dist/esm/icons/gift.mjs";
import MousePointerClick from "lucide/dist/esm/icons/mouse-pointer-click.mjs";
import Zap from "lucide/dist/esm/icons/zap.mjs";
import ArrowRight from "lucide/dist/esm/icons/arrow-right.mjs";
import { C as CalculatorIcon } from "./calculator-icon-GOR6D_eV.js";
import History from "lucide/dist/esm/icons/rotate-ccw-clock.mjs";
import { p as parseNumber, a as parseCost, b as allFinite, r as roundShown, f as formatMoney, c as formatPercent, d as calculatorMeta, e as calculatorRoute, g as firstInvalid, h as distanceUnitOf, K as KM_PER_MILE, L as LITRES_PER_UK_GALLON, M as MILES_PER_KM, t as toMiles, D as DISTANCE_UNIT_OPTIONS, i as formatMoneyPrecise, j as formatWhole, k as perDistanceWord, S as SQFT_PER_SQM, l as formatOneDecimal, m as defaultInputs, n as inputsToSearch } from "./calculator-Dw9zRmYy.js";
import Search from "lucide/dist/esm/icons/search.mjs";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import BookOpen from "lucide/dist/esm/icons/book-open.mjs";
import { renderToStaticMarkup } from "react-dom/server";
import ChevronDown from "lucide/dist/esm/icons/chevron-down.mjs";
import Check from "lucide/dist/esm/icons/check.mjs";
import ShieldCheck from "lucide/dist/esm/icons/shield-check.mjs";
import Users from "lucide/dist/esm/icons/users.mjs";
import Clock from "lucide/dist/esm/icons/clock.mjs";
import Info from "lucide/dist/esm/icons/info.mjs";
import Mail from "lucide/dist/esm/icons/mail.mjs";
import Send from "lucide/dist/esm/icons/send.mjs";
const RENDER_TIMEOUT_MS = 1e4;
async function handleRequest(request, responseStatusCode, responseHeaders, routerContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let renderError;
  const { prelude } = await prerender$1(/* @__PURE__ */ jsx(ServerRouter, { context: routerContext, url: request.url }), {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // React would otherwise move a finished part past the first 12.8 KB out of place too.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails would ship as an empty box filled in by the browser: fail the build instead.
    onError(error) {
      renderError ??= error;
    }
  });
  if (renderError) throw renderError;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
const entryServer = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: handleRequest
}, Symbol.toStringTag, { value: "Module" }));
const googleInUse = Boolean(siteConfig.adsense);
function useAnalytics() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!googleInUse) return;
    let unsubscribe = () => {
    };
    import("./analytics-mG7yXvlO.js").then((module) => {
      connectAnalytics(module);
      module.applyConsent(readConsent());
      trackPageView();
      unsubscribe = subscribeConsent(() => {
        module.applyConsent(readConsent());
        trackPageView();
      });
    });
    return () => unsubscribe();
  }, []);
  useEffect(() => {
    if (!pathname) return;
    const timer = setTimeout(trackPageView, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}
const ConsentBannerPanel = lazy(() => import("./consent-banner-panel-dXjj5rzL.js"));
function ConsentBanner() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(readConsent() === null);
    return subscribeOpenSettings(() => setOpen(true));
  }, []);
  if (!open) return null;
  return /* @__PURE__ */ jsx(Suspense, { fallback: null, children: /* @__PURE__ */ jsx(ConsentBannerPanel, { onChosen: () => setOpen(false) }) });
}
const links = () => [{
  rel: "icon",
  href: "/favicon.svg",
  type: "image/svg+xml"
}, {
  rel: "apple-touch-icon",
  href: "/apple-touch-icon.png"
}];
const Footer = deferred(() => import("./footer-CBxEhupM.js").then((module) => module.Footer));
const StickyAd = null;
function Layout({
  children
}) {
  return /* @__PURE__ */ jsxs("html", {
    lang: "en-GB",
    children: [/* @__PURE__ */ jsxs("head", {
      children: [/* @__PURE__ */ jsx("meta", {
        charSet: "utf-8"
      }), /* @__PURE__ */ jsx("meta", {
        name: "viewport",
        content: "width=device-width, initial-scale=1"
      }), /* @__PURE__ */ jsx("meta", {
        name: "theme-color",
        content: "#0f766e"
      }), /* @__PURE__ */ jsx(Meta, {}), /* @__PURE__ */ jsx(Links, {}), /* @__PURE__ */ jsx(InlineStylesheet, {})]
    }), /* @__PURE__ */ jsxs("body", {
      className: "flex min-h-screen flex-col",
      children: [/* @__PURE__ */ jsx("a", {
        href: "#main",
        className: "sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2",
        children: "Skip to content"
      }), children, /* @__PURE__ */ jsx(ScrollRestoration, {}), /* @__PURE__ */ jsx(Scripts, {})]
    })]
  });
}
const root = UNSAFE_withComponentProps(function App() {
  useAnalytics();
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx(Header, {}), /* @__PURE__ */ jsx("main", {
      id: "main",
      className: "flex-1",
      children: /* @__PURE__ */ jsx(Outlet, {})
    }), /* @__PURE__ */ jsx(Footer, {
      LegalAction: CookieSettingsButton
    }), StickyAd, /* @__PURE__ */ jsx(ConsentBanner, {}), /* @__PURE__ */ jsx(Toasts, {})]
  });
});
const ErrorBoundary$2 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary2({
  error
}) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : "Something went wrong.";
  const stack = void 0;
  return /* @__PURE__ */ jsxs("main", {
    id: "main",
    className: "container-page flex-1 py-12",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "page-title",
      children: "Unexpected Application Error!"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-4 text-lg text-slate-700",
      children: detail
    }), stack, /* @__PURE__ */ jsx("p", {
      className: "mt-6",
      children: /* @__PURE__ */ jsx("a", {
        href: "/",
        className: "link",
        children: "Go to the home page"
      })
    })]
  });
});
const route0 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$2,
  Layout,
  default: root,
  links
}, Symbol.toStringTag, { value: "Module" }));
const CATEGORY_LABELS = {
  rent: "Renting",
  mortgage: "Buying",
  fuel: "Driving",
  ev: "Driving",
  energy: "Home energy",
  moving: "Moving"
};
function CalculatorCard({
  calculator,
  action = "Calculate Now",
  headingLevel: Heading = "h3"
}) {
  return /* @__PURE__ */ jsxs("article", { className: "card flex flex-col", children: [
    /* @__PURE__ */ jsxs("div", { className: "flex items-start justify-between gap-3", children: [
      /* @__PURE__ */ jsx("span", { className: "inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700", children: /* @__PURE__ */ jsx(CalculatorIcon, { name: calculator.icon, className: "size-6" }) }),
      /* @__PURE__ */ jsx("span", { className: "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700", children: CATEGORY_LABELS[calculator.category] })
    ] }),
    /* @__PURE__ */ jsx(Heading, { className: "mt-4 text-lg font-semibold text-slate-900", children: calculator.name }),
    /* @__PURE__ */ jsx("p", { className: "mt-2 flex-1 text-slate-600", children: calculator.shortDescription }),
    /* @__PURE__ */ jsxs(
      Link,
      {
        to: calculator.path,
        prefetch: "intent",
        className: "btn btn-primary mt-5 self-start",
        "aria-label": `${action}: ${calculator.name}`,
        children: [
          action,
          /* @__PURE__ */ jsx(Icon, { icon: ArrowRight, className: "size-4" })
        ]
      }
    )
  ] });
}
function RecentlyUsed() {
  const [recent, setRecent] = useState([]);
  useEffect(() => {
    setRecent(recentlyUsed().flatMap((key) => findCalculator(key) ?? []));
  }, []);
  if (recent.length === 0) return null;
  return /* @__PURE__ */ jsxs("section", { "aria-labelledby": "recent-heading", className: "container-page py-10", children: [
    /* @__PURE__ */ jsxs("h2", { id: "recent-heading", className: "flex items-center gap-2 text-2xl font-bold text-slate-900", children: [
      /* @__PURE__ */ jsx(Icon, { icon: History, className: "size-6 text-brand-700" }),
      "Recently Used Calculators"
    ] }),
    /* @__PURE__ */ jsx("ul", { className: "mt-4 flex flex-wrap gap-3", children: recent.map((calculator) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, { to: calculator.path, prefetch: "intent", className: "btn btn-secondary", children: [
      /* @__PURE__ */ jsx(CalculatorIcon, { name: calculator.icon, className: "size-5 text-brand-700" }),
      calculator.name
    ] }) }, calculator.key)) })
  ] });
}
const meta$h = () => pageMeta({
  title: "Costwise: Free UK Cost of Living Calculators",
  description: "Free UK calculators for rent, mortgages, fuel, EV charging, energy bills and moving house. Instant, private estimates worked out in your browser.",
  path: "/",
  jsonLd: [{
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: "Costwise",
    url: absoluteUrl("/")
  }]
});
const benefits = [{
  icon: Zap,
  title: "Instant Results",
  text: "Answers appear as soon as you press Calculate, worked out on your own device."
}, {
  icon: MousePointerClick,
  title: "Easy to Use",
  text: "Plain questions, UK units and every step of the sum explained."
}, {
  icon: Gift,
  title: "Always Free",
  text: "No sign-up, no paywall. Your figures stay in your browser."
}];
const home = UNSAFE_withComponentProps(function Home() {
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx("section", {
      className: "border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container-page py-12 sm:py-16",
        children: [/* @__PURE__ */ jsx("h1", {
          className: "max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl",
          children: "Know what it costs before you commit"
        }), /* @__PURE__ */ jsx("p", {
          className: "lead",
          children: "Free calculators for the big household costs in the UK: rent, mortgages, fuel, electric cars, energy bills and moving house. Clear answers in seconds, with the sums shown."
        }), /* @__PURE__ */ jsxs("div", {
          className: "mt-8 flex flex-wrap gap-3",
          children: [/* @__PURE__ */ jsx(Link, {
            to: "/calculators",
            className: "btn btn-primary",
            prefetch: "intent",
            children: "Browse All Calculators"
          }), /* @__PURE__ */ jsx(Link, {
            to: "/guides",
            className: "btn btn-secondary",
            prefetch: "intent",
            children: "Read Guides"
          })]
        })]
      })
    }), /* @__PURE__ */ jsx("div", {
      className: "container-page",
      children: /* @__PURE__ */ jsx(HeaderAds, {})
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "calculators-heading",
      className: "container-page py-12",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "calculators-heading",
        className: "text-2xl font-bold text-slate-900",
        children: "Our calculators"
      }), /* @__PURE__ */ jsx("div", {
        className: "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
        children: calculators$1.map((calculator) => /* @__PURE__ */ jsx(CalculatorCard, {
          calculator
        }, calculator.key))
      })]
    }), /* @__PURE__ */ jsx("section", {
      "aria-labelledby": "why-heading",
      className: "border-t border-slate-200 py-12",
      children: /* @__PURE__ */ jsxs("div", {
        className: "container-page",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "why-heading",
          className: "text-2xl font-bold text-slate-900",
          children: "Why Costwise"
        }), /* @__PURE__ */ jsx("ul", {
          className: "mt-6 grid gap-6 md:grid-cols-3",
          children: benefits.map(({
            icon,
            title: title2,
            text
          }) => /* @__PURE__ */ jsxs("li", {
            className: "card",
            children: [/* @__PURE__ */ jsx(Icon, {
              icon,
              className: "size-7 text-brand-700"
            }), /* @__PURE__ */ jsx("h3", {
              className: "mt-3 text-lg font-semibold text-slate-900",
              children: title2
            }), /* @__PURE__ */ jsx("p", {
              className: "mt-1 text-slate-600",
              children: text
            })]
          }, title2))
        })]
      })
    }), /* @__PURE__ */ jsx(RecentlyUsed, {}), /* @__PURE__ */ jsx("div", {
      className: "container-page",
      children: /* @__PURE__ */ jsx(AdSlot, {
        name: "footer",
        className: "mt-10"
      })
    })]
  });
});
const route1 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: home,
  meta: meta$h
}, Symbol.toStringTag, { value: "Module" }));
const crumbs$3 = [{
  name: "Calculators"
}];
const meta$g = () => pageMeta({
  title: "All Calculators",
  description: "Every Costwise calculator in one place: rent affordability, mortgage payments, fuel cost, EV charging, energy bills and moving costs.",
  path: "/calculators",
  crumbs: crumbs$3
});
const calculators = UNSAFE_withComponentProps(function Calculators() {
  return /* @__PURE__ */ jsxs("div", {
    className: "container-page py-8",
    children: [/* @__PURE__ */ jsx(Breadcrumbs, {
      items: crumbs$3
    }), /* @__PURE__ */ jsx("h1", {
      className: "page-title",
      children: "All Calculators"
    }), /* @__PURE__ */ jsx("p", {
      className: "lead",
      children: "Six free calculators for the costs that shape a UK household budget. Pick one to start."
    }), /* @__PURE__ */ jsx("div", {
      className: "mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
      children: calculators$1.map((calculator) => /* @__PURE__ */ jsx(CalculatorCard, {
        calculator,
        headingLevel: "h2"
      }, calculator.key))
    })]
  });
});
const route2 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: calculators,
  meta: meta$g
}, Symbol.toStringTag, { value: "Module" }));
const DEFAULT_RENT_SHARE_PCT = 30;
function rentGuidance(rentPctOfIncome) {
  const shown = roundShown(rentPctOfIncome, 1);
  if (shown <= 30) return "within";
  if (shown <= 35) return "slightly-above";
  return "above";
}
function calculateRent(inputs) {
  const income = parseNumber(inputs.monthlyIncomeAfterTax);
  const invalid = {
    ok: false,
    message: "Please enter a valid monthly income.",
    field: "monthlyIncomeAfterTax"
  };
  if (!(income > 0)) return invalid;
  const sharePct = parseNumber(inputs.rentSharePct);
  const share = sharePct > 0 ? sharePct : DEFAULT_RENT_SHARE_PCT;
  const maxRecommendedRent = income * share / 100;
  const adjustedMaxRent = Math.max(0, maxRecommendedRent - parseCost(inputs.existingDebtsPerMonth));
  const rentPctOfIncome = adjustedMaxRent / income * 100;
  const weeklyRent = adjustedMaxRent * 12 / 52;
  const deposit = weeklyRent * 5;
  const result = {
    maxRecommendedRent,
    adjustedMaxRent,
    rentPctOfIncome,
    guidance: adjustedMaxRent > 0 ? rentGuidance(rentPctOfIncome) : "no-room",
    weeklyRent,
    deposit,
    moveInCash: deposit + adjustedMaxRent
  };
  return allFinite(result) ? { ok: true, result } : invalid;
}
const RENT_GUIDANCE_TEXT = {
  within: "This is within the commonly recommended 30% of take-home pay. Most landlords will accept this.",
  "slightly-above": "This is slightly above the 30% guideline but should be manageable with careful budgeting.",
  above: "This is above typical guidelines. You may face questions in landlord affordability checks, or find the budget tight each month.",
  "no-room": "Your debt repayments take up this whole share of your pay, so it leaves nothing for rent. Paying debts down first, or a larger share, would change that."
};
const rentAffordability$1 = {
  key: "rent-affordability",
  page: {
    description: "Work out how much rent you can afford on your take-home pay with the 30% rule, your debts, and the cash you need to move in. Free UK calculator.",
    intro: "Enter your monthly take-home pay to see the rent most landlords and budgeting guides would call affordable, adjusted for the debts you already repay.",
    promptSubject: "your monthly take-home pay",
    actionLabel: "Calculate"
  },
  fields: [
    {
      key: "monthlyIncomeAfterTax",
      kind: "number",
      label: "Monthly take-home pay",
      hint: "What reaches your bank account each month, after tax, National Insurance and pension.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      placeholder: "2,500"
    },
    {
      key: "rentSharePct",
      kind: "number",
      label: "Share of pay for rent",
      hint: "30% is the common guideline. Leave blank or 0 to use 30%.",
      default: "30",
      inputMode: "decimal",
      suffix: "%"
    },
    {
      key: "existingDebtsPerMonth",
      kind: "number",
      label: "Existing debt repayments per month",
      hint: "Loans, car finance, credit cards. Leave blank if none.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true
    }
  ],
  calculate: calculateRent,
  rows: (result) => [
    {
      key: "adjustedMaxRent",
      label: "Rent you can afford per month",
      value: formatMoney(result.adjustedMaxRent),
      primary: true
    },
    {
      key: "maxRecommendedRent",
      label: "Before debt repayments",
      value: formatMoney(result.maxRecommendedRent)
    },
    {
      key: "rentPctOfIncome",
      label: "Share of take-home pay",
      value: formatPercent(result.rentPctOfIncome)
    },
    { key: "weeklyRent", label: "Weekly equivalent", value: formatMoney(result.weeklyRent) },
    { key: "deposit", label: "Deposit (5 weeks' rent)", value: formatMoney(result.deposit) },
    {
      key: "moveInCash",
      label: "Cash to move in (deposit + first month)",
      value: formatMoney(result.moveInCash)
    }
  ]
};
const meta$f = calculatorMeta(rentAffordability$1);
const rentAffordability = UNSAFE_withComponentProps(calculatorRoute(rentAffordability$1, () => import("./results-tNXRjjQG.js")));
const route3 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: rentAffordability,
  meta: meta$f
}, Symbol.toStringTag, { value: "Module" }));
const MAX_SCHEDULE_MONTHS = 100 * 12;
function monthlyPayment(loan, annualRatePct, months) {
  const rate = annualRatePct / 100 / 12;
  return loan * rate / (1 - (1 + rate) ** -months);
}
function amortise(loan, annualRatePct, payment, overpayment = 0) {
  const rate = annualRatePct / 100 / 12;
  const years = [];
  let balance = loan;
  let month = 0;
  let totalInterest = 0;
  while (balance > 5e-3 && month < MAX_SCHEDULE_MONTHS) {
    const interest = balance * rate;
    const principal = Math.min(balance, payment + overpayment - interest);
    balance -= principal;
    totalInterest += interest;
    const yearIndex = Math.floor(month / 12);
    if (month % 12 === 0)
      years.push({ year: yearIndex + 1, interest: 0, principal: 0, closingBalance: 0 });
    const year = years[yearIndex];
    year.interest += interest;
    year.principal += principal;
    year.closingBalance = Math.max(0, balance);
    month += 1;
  }
  return { years, months: month, totalInterest };
}
function calculateMortgage(inputs) {
  const loan = parseNumber(inputs.loanAmount);
  const ratePct = parseNumber(inputs.interestRatePct);
  const years = parseNumber(inputs.termYears);
  const message = "Please enter valid loan amount, interest rate, and term.";
  const field = firstInvalid([
    [loan > 0, "loanAmount"],
    [ratePct > 0, "interestRatePct"],
    [years > 0, "termYears"]
  ]);
  if (field) return { ok: false, message, field };
  const months = years * 12;
  const payment = monthlyPayment(loan, ratePct, months);
  const monthlyTax = parseCost(inputs.propertyTaxPerYear) / 12;
  const monthlyInsurance = parseCost(inputs.homeInsurancePerYear) / 12;
  const totalPaidOverTerm = payment * months;
  const headline = {
    monthlyPrincipalInterest: payment,
    estimatedMonthlyTotal: payment + monthlyTax + monthlyInsurance,
    totalPaidOverTerm,
    totalInterestPaid: totalPaidOverTerm - loan,
    monthlyTax,
    monthlyInsurance
  };
  if (!allFinite(headline)) return { ok: false, message, field: "loanAmount" };
  const scheduled = months <= MAX_SCHEDULE_MONTHS && Number.isInteger(months);
  const schedule = scheduled ? amortise(loan, ratePct, payment).years : [];
  const extra = parseCost(inputs.monthlyOverpayment);
  let overpayment = null;
  let overpaidSchedule = null;
  if (scheduled && extra > 0) {
    const overpaid = amortise(loan, ratePct, payment, extra);
    overpaidSchedule = overpaid.years;
    overpayment = {
      monthly: extra,
      months: overpaid.months,
      monthsSaved: months - overpaid.months,
      interestSaved: headline.totalInterestPaid - overpaid.totalInterest
    };
  }
  return {
    ok: true,
    result: { ...headline, loanAmount: loan, months, schedule, overpaidSchedule, overpayment }
  };
}
function formatDuration(months) {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years) parts.push(`${years} year${years === 1 ? "" : "s"}`);
  if (rest || !years) parts.push(`${rest} month${rest === 1 ? "" : "s"}`);
  return parts.join(" ");
}
const mortgagePayment$1 = {
  key: "mortgage-payment",
  page: {
    description: "Estimate your monthly UK mortgage repayment, the total interest over the term, and how much an overpayment saves, with a year-by-year table.",
    intro: "Enter the amount you want to borrow, the interest rate and the term to see your monthly repayment and what the loan costs over its life.",
    promptSubject: "your loan amount, interest rate and term",
    actionLabel: "Calculate"
  },
  fields: [
    {
      key: "loanAmount",
      kind: "number",
      label: "Loan amount",
      hint: "The amount you borrow: the price less your deposit.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      placeholder: "250,000"
    },
    {
      key: "interestRatePct",
      kind: "number",
      label: "Interest rate",
      hint: "The yearly rate, e.g. 4.5.",
      default: "",
      inputMode: "decimal",
      suffix: "% a year",
      placeholder: "4.5"
    },
    {
      key: "termYears",
      kind: "number",
      label: "Mortgage term",
      default: "25",
      inputMode: "numeric",
      suffix: "years"
    },
    {
      key: "propertyTaxPerYear",
      kind: "number",
      label: "Council tax per year",
      hint: "Paid to your council, not the lender; added to the monthly total.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true
    },
    {
      key: "homeInsurancePerYear",
      kind: "number",
      label: "Home insurance per year",
      hint: "Buildings (and contents) cover.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true
    },
    {
      key: "monthlyOverpayment",
      kind: "number",
      label: "Monthly overpayment",
      hint: "See how much interest and time paying extra each month saves.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true
    }
  ],
  calculate: calculateMortgage,
  rows: (result) => [
    {
      key: "monthlyPrincipalInterest",
      label: "Monthly repayment",
      value: formatMoney(result.monthlyPrincipalInterest),
      primary: true
    },
    {
      key: "estimatedMonthlyTotal",
      label: "Monthly total with council tax and insurance",
      value: formatMoney(result.estimatedMonthlyTotal)
    },
    {
      key: "totalPaidOverTerm",
      label: "Total repaid over the term",
      value: formatMoney(result.totalPaidOverTerm)
    },
    {
      key: "totalInterestPaid",
      label: "Total interest",
      value: formatMoney(result.totalInterestPaid)
    },
    { key: "monthlyTax", label: "Council tax per month", value: formatMoney(result.monthlyTax) },
    {
      key: "monthlyInsurance",
      label: "Insurance per month",
      value: formatMoney(result.monthlyInsurance)
    },
    ...result.overpayment ? [
      {
        key: "interestSaved",
        label: `Interest saved by overpaying ${formatMoney(result.overpayment.monthly)} a month`,
        value: formatMoney(result.overpayment.interestSaved)
      },
      {
        key: "timeSaved",
        label: "Paid off sooner by",
        value: formatDuration(result.overpayment.monthsSaved)
      }
    ] : []
  ]
};
const meta$e = calculatorMeta(mortgagePayment$1);
const mortgagePayment = UNSAFE_withComponentProps(calculatorRoute(mortgagePayment$1, () => import("./results-Ba2aEYRL.js")));
const route4 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: mortgagePayment,
  meta: meta$e
}, Symbol.toStringTag, { value: "Module" }));
const COMMUTE_MULTIPLIER = 2 * 5 * 4;
function calculateFuel(inputs) {
  const distance = parseNumber(inputs.distance);
  const economy = parseNumber(inputs.fuelEconomy);
  const price = parseNumber(inputs.fuelPrice);
  const message = "Please enter valid distance, fuel economy, and price.";
  const field = firstInvalid([
    [distance > 0, "distance"],
    [economy > 0, "fuelEconomy"],
    [price > 0, "fuelPrice"]
  ]);
  if (field) return { ok: false, message, field };
  const distanceUnit = distanceUnitOf(inputs.distanceUnit);
  const totalDistance = inputs.tripMode === "daily" ? distance * COMMUTE_MULTIPLIER : distance;
  const costPerMile = inputs.economyUnit === "l100km" ? economy * price / 100 * KM_PER_MILE : (inputs.priceUnit === "litre" ? price * LITRES_PER_UK_GALLON : price) / economy;
  const result = {
    period: inputs.tripMode === "daily" || inputs.tripMode === "monthly" ? "month" : "journey",
    estimatedFuelCost: costPerMile * toMiles(totalDistance, distanceUnit),
    costPerMile,
    costPerKm: costPerMile * MILES_PER_KM,
    totalDistance,
    distanceUnit
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "distance" };
}
const perLitre = (inputs) => inputs.economyUnit === "l100km" || inputs.priceUnit === "litre";
const TRIP_MODE_HELP = {
  "one-way": "A single journey: enter its distance.",
  daily: "Daily commute: enter the one-way distance. We count the round trip × 5 days × 4 weeks for a month.",
  monthly: "Monthly driving: enter the total distance you drive in a month."
};
const fuelCost$1 = {
  key: "fuel-cost",
  page: {
    description: "Work out the fuel cost of a trip, a daily commute or a month of driving from your car's mpg or L/100km and the price at the pump. Free UK calculator.",
    intro: "Enter a distance, your car's fuel economy and the fuel price to see what the journey costs and your cost per mile.",
    promptSubject: "your distance, fuel economy and fuel price",
    actionLabel: "Calculate"
  },
  fields: [
    {
      key: "tripMode",
      kind: "radio",
      label: "What are you pricing?",
      default: "one-way",
      options: [
        { value: "one-way", label: "One journey" },
        { value: "daily", label: "Daily commute" },
        { value: "monthly", label: "A month of driving" }
      ]
    },
    {
      key: "distance",
      kind: "number",
      label: (inputs) => inputs.tripMode === "daily" ? "One-way distance" : inputs.tripMode === "monthly" ? "Distance per month" : "Distance",
      hint: (inputs) => TRIP_MODE_HELP[inputs.tripMode],
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => distanceUnitOf(inputs.distanceUnit)
    },
    {
      key: "distanceUnit",
      kind: "select",
      label: "Distance unit",
      default: "miles",
      options: DISTANCE_UNIT_OPTIONS
    },
    {
      key: "fuelEconomy",
      kind: "number",
      label: "Fuel economy",
      hint: (inputs) => inputs.economyUnit === "l100km" ? "Litres per 100 km, e.g. 6.5." : "UK miles per gallon, e.g. 45.",
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => inputs.economyUnit === "l100km" ? "L/100km" : "mpg"
    },
    {
      key: "economyUnit",
      kind: "select",
      label: "Economy unit",
      default: "mpg",
      options: [
        { value: "mpg", label: "Miles per gallon (mpg)" },
        { value: "l100km", label: "Litres per 100 km" }
      ]
    },
    {
      key: "fuelPrice",
      kind: "number",
      label: (inputs) => `Fuel price (£ per ${perLitre(inputs) ? "litre" : "gallon"})`,
      hint: (inputs) => perLitre(inputs) ? "Pump price per litre, e.g. 1.40 or 140p." : "Price per UK gallon (4.546 litres): £1.40 a litre is about £6.36 a gallon.",
      default: "",
      inputMode: "decimal",
      prefix: "£"
    },
    {
      key: "priceUnit",
      kind: "select",
      label: "Price is per",
      default: "gallon",
      options: [
        { value: "gallon", label: "Gallon" },
        { value: "litre", label: "Litre" }
      ],
      visible: (inputs) => inputs.economyUnit !== "l100km"
    }
  ],
  calculate: calculateFuel,
  rows: (result) => [
    {
      key: "estimatedFuelCost",
      label: result.period === "journey" ? "Fuel cost of the journey" : "Fuel cost per month",
      value: formatMoney(result.estimatedFuelCost),
      primary: true
    },
    result.distanceUnit === "km" ? { key: "costPerKm", label: "Cost per km", value: formatMoneyPrecise(result.costPerKm) } : {
      key: "costPerMile",
      label: "Cost per mile",
      value: formatMoneyPrecise(result.costPerMile)
    },
    {
      key: "totalDistance",
      label: "Distance driven",
      value: `${formatWhole(result.totalDistance)} ${result.distanceUnit}`
    }
  ]
};
const meta$d = calculatorMeta(fuelCost$1);
const fuelCost = UNSAFE_withComponentProps(calculatorRoute(fuelCost$1));
const route5 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: fuelCost,
  meta: meta$d
}, Symbol.toStringTag, { value: "Module" }));
const ANNUAL_DISTANCE = 12e3;
function calculateEv(inputs) {
  const consumption = parseNumber(inputs.evKWhPer100);
  const homePrice = parseNumber(inputs.electricityPrice);
  const petrolPrice = parseNumber(inputs.petrolPrice);
  const petrolEconomy = parseNumber(inputs.petrolEconomy);
  const message = "Please enter all required values.";
  const field = firstInvalid([
    [consumption > 0, "evKWhPer100"],
    [homePrice > 0, "electricityPrice"],
    [petrolPrice > 0, "petrolPrice"],
    [petrolEconomy > 0, "petrolEconomy"]
  ]);
  if (field) return { ok: false, message, field };
  const publicShare = Math.min(100, parseCost(inputs.publicChargingSharePct)) / 100;
  const publicPrice = parseNumber(inputs.publicChargingPrice);
  if (publicShare > 0 && !(publicPrice > 0)) {
    return {
      ok: false,
      message: "Please enter the public charging price, or leave the public share blank.",
      field: "publicChargingPrice"
    };
  }
  const electricityPrice = publicShare > 0 ? (1 - publicShare) * homePrice + publicShare * publicPrice : homePrice;
  const distanceUnit = distanceUnitOf(inputs.distanceUnit);
  const perKm = distanceUnit === "km";
  const costEV = consumption * electricityPrice / 100;
  const byLitre2 = inputs.fuelUnit !== "gallon";
  const petrolNative = byLitre2 ? petrolEconomy * petrolPrice / 100 : petrolPrice / petrolEconomy;
  const costPetrol = byLitre2 === perKm ? petrolNative : byLitre2 ? petrolNative * KM_PER_MILE : petrolNative * MILES_PER_KM;
  const savingsPer100Distance = (costPetrol - costEV) * 100;
  const result = {
    distanceUnit,
    evCostPerDistance: costEV,
    petrolCostPerDistance: costPetrol,
    savingsPer100Distance,
    annualSavings: savingsPer100Distance * ANNUAL_DISTANCE / 100,
    evIsCheaper: savingsPer100Distance > 0,
    effectiveElectricityPrice: electricityPrice
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "evKWhPer100" };
}
const byLitre = (inputs) => inputs.fuelUnit !== "gallon";
const evVerdict = (result) => result.evIsCheaper ? "EV is cheaper" : "Petrol is cheaper";
const evCharging$1 = {
  key: "ev-charging",
  page: {
    description: "Compare the running cost of an electric car with a petrol car: cost per mile, savings per 100 miles and per year, with home and public charging.",
    intro: "Enter your EV's consumption, your electricity price and a petrol car's price and economy to see which costs less per mile, and by how much a year.",
    promptSubject: "your EV and petrol car details",
    actionLabel: "Compare"
  },
  fields: [
    {
      key: "distanceUnit",
      kind: "select",
      label: "Distance unit",
      default: "miles",
      options: DISTANCE_UNIT_OPTIONS
    },
    {
      key: "evKWhPer100",
      kind: "number",
      label: (inputs) => `EV consumption (kWh per 100 ${distanceUnitOf(inputs.distanceUnit)})`,
      hint: "From your car's trip computer. 3.5 miles per kWh is about 29 kWh per 100 miles (100 ÷ 3.5).",
      default: "",
      inputMode: "decimal",
      suffix: "kWh",
      placeholder: "30"
    },
    {
      key: "electricityPrice",
      kind: "number",
      label: "Home electricity price (£ per kWh)",
      hint: "e.g. 0.07 on an overnight EV tariff, 0.25 on a standard rate. 7p works too.",
      default: "",
      inputMode: "decimal",
      prefix: "£"
    },
    {
      key: "fuelUnit",
      kind: "select",
      label: "Petrol priced and measured by",
      default: "gallon",
      options: [
        { value: "gallon", label: "Gallon (price per gallon, mpg)" },
        { value: "litre", label: "Litre (price per litre, L/100km)" }
      ]
    },
    {
      key: "petrolPrice",
      kind: "number",
      label: (inputs) => `Petrol price (£ per ${byLitre(inputs) ? "litre" : "gallon"})`,
      hint: (inputs) => byLitre(inputs) ? "e.g. 1.40" : "£1.40 a litre is about £6.36 a UK gallon.",
      default: "",
      inputMode: "decimal",
      prefix: "£"
    },
    {
      key: "petrolEconomy",
      kind: "number",
      label: (inputs) => byLitre(inputs) ? "Petrol car economy (L/100km)" : "Petrol car economy (mpg)",
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => byLitre(inputs) ? "L/100km" : "mpg"
    },
    {
      key: "publicChargingSharePct",
      kind: "number",
      label: "Share of charging on public chargers",
      hint: "Leave blank if you charge only at home.",
      default: "",
      inputMode: "decimal",
      suffix: "%",
      optional: true
    },
    {
      key: "publicChargingPrice",
      kind: "number",
      label: "Public charging price (£ per kWh)",
      hint: "Needed when some charging is public. Rapid chargers often cost 0.70-0.85.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      visible: (inputs) => parseNumber(inputs.publicChargingSharePct) > 0
    }
  ],
  calculate: calculateEv,
  // When petrol is cheaper the rows say "extra cost" rather than show a negative saving.
  // The keys name the unit: costPerMileEV in miles (the product's result keys), costPerKmEV in km.
  rows: (result) => {
    const km = result.distanceUnit === "km";
    return [
      {
        key: km ? "savingsPer100Km" : "savingsPer100Miles",
        label: `${result.savingsPer100Distance < 0 ? "Extra cost" : "Saving"} per 100 ${result.distanceUnit} with the EV`,
        value: formatMoney(Math.abs(result.savingsPer100Distance)),
        primary: true
      },
      {
        key: km ? "costPerKmEV" : "costPerMileEV",
        label: `EV cost per ${perDistanceWord(result.distanceUnit)}`,
        value: formatMoneyPrecise(result.evCostPerDistance)
      },
      {
        key: km ? "costPerKmPetrol" : "costPerMilePetrol",
        label: `Petrol cost per ${perDistanceWord(result.distanceUnit)}`,
        value: formatMoneyPrecise(result.petrolCostPerDistance)
      },
      {
        key: "annualSavings",
        label: `Yearly ${result.annualSavings < 0 ? "extra cost" : "saving"} over 12,000 ${result.distanceUnit}`,
        value: formatMoney(Math.abs(result.annualSavings))
      }
    ];
  }
};
const meta$c = calculatorMeta(evCharging$1);
const evCharging = UNSAFE_withComponentProps(calculatorRoute(evCharging$1, () => import("./results-A9pP4gX9.js")));
const route6 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: evCharging,
  meta: meta$c
}, Symbol.toStringTag, { value: "Module" }));
const USAGE_MULTIPLIERS = { low: 0.7, average: 1, high: 1.3 };
const DAYS_PER_MONTH = 365 / 12;
const count = (raw) => {
  const value = parseNumber(raw.replace("+", ""));
  return value > 0 ? value : 2;
};
function calculateEnergy(inputs) {
  const size = parseNumber(inputs.propertySize);
  const sqft = inputs.sizeUnit === "sqm" ? size * SQFT_PER_SQM : size;
  const rate = parseNumber(inputs.electricityRate);
  const message = "Please enter valid property size and electricity rate.";
  const field = firstInvalid([
    [sqft > 0, "propertySize"],
    [rate > 0, "electricityRate"]
  ]);
  if (field) return { ok: false, message, field };
  const bedrooms = count(inputs.bedrooms);
  const occupants = count(inputs.occupants);
  const multiplier = USAGE_MULTIPLIERS[inputs.usageProfile] ?? 1;
  const gasRate = parseCost(inputs.gasRate);
  const hasGas = gasRate > 0;
  const electricityKWhMonthly = (sqft / 10 + bedrooms * 50 + occupants * 80) * multiplier;
  const gasKWhMonthly = hasGas ? (sqft / 8 + bedrooms * 70) * multiplier : 0;
  const estimatedElectricityMonthly = electricityKWhMonthly * rate + parseCost(inputs.electricityStandingCharge) * DAYS_PER_MONTH;
  const estimatedGasMonthly = hasGas ? gasKWhMonthly * gasRate + parseCost(inputs.gasStandingCharge) * DAYS_PER_MONTH : 0;
  const totalMonthlyBill = estimatedElectricityMonthly + estimatedGasMonthly;
  const result = {
    estimatedElectricityMonthly,
    estimatedGasMonthly,
    totalMonthlyBill,
    annualCost: totalMonthlyBill * 12,
    dailyUsageKWh: (electricityKWhMonthly + gasKWhMonthly) / 30,
    electricityKWhMonthly,
    gasKWhMonthly
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "propertySize" };
}
const COUNT_OPTIONS = ["1", "2", "3", "4", "5+"].map((value) => ({ value, label: value }));
const energyBill$1 = {
  key: "energy-bill",
  page: {
    description: "Estimate your monthly and yearly electricity and gas bill from your home's size, bedrooms, occupants, unit rates and standing charges. Free UK estimator.",
    intro: "Enter your home's floor area and your unit rates to see a planning estimate of your monthly electricity and gas costs.",
    promptSubject: "your home's size and electricity rate",
    actionLabel: "Calculate"
  },
  fields: [
    {
      key: "propertySize",
      kind: "number",
      label: "Floor area of your home",
      hint: "A 2-bed flat is often 600-800 sq ft (55-75 sq m).",
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => inputs.sizeUnit === "sqm" ? "sq m" : "sq ft",
      placeholder: "800"
    },
    {
      key: "sizeUnit",
      kind: "select",
      label: "Area unit",
      default: "sqft",
      options: [
        { value: "sqft", label: "Square feet" },
        { value: "sqm", label: "Square metres" }
      ]
    },
    { key: "bedrooms", kind: "select", label: "Bedrooms", default: "2", options: COUNT_OPTIONS },
    {
      key: "occupants",
      kind: "select",
      label: "People living there",
      default: "2",
      options: COUNT_OPTIONS
    },
    {
      key: "usageProfile",
      kind: "radio",
      label: "How much energy do you use?",
      default: "average",
      options: [
        { value: "low", label: "Low" },
        { value: "average", label: "Average" },
        { value: "high", label: "High" }
      ]
    },
    {
      key: "electricityRate",
      kind: "number",
      label: "Electricity unit rate (£ per kWh)",
      hint: "On your bill, e.g. 0.27. Typing 27p works too.",
      default: "",
      inputMode: "decimal",
      prefix: "£"
    },
    {
      key: "electricityStandingCharge",
      kind: "number",
      label: "Electricity standing charge (£ per day)",
      hint: "e.g. 0.52. Leave blank to leave it out.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true
    },
    {
      key: "gasRate",
      kind: "number",
      label: "Gas unit rate (£ per kWh)",
      hint: "Leave blank if your home has no gas.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true
    },
    {
      key: "gasStandingCharge",
      kind: "number",
      label: "Gas standing charge (£ per day)",
      hint: "e.g. 0.32.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      optional: true
    }
  ],
  calculate: calculateEnergy,
  rows: (result) => [
    {
      key: "totalMonthlyBill",
      label: "Estimated monthly bill",
      value: formatMoney(result.totalMonthlyBill),
      primary: true
    },
    {
      key: "estimatedElectricityMonthly",
      label: `Electricity per month (${formatWhole(result.electricityKWhMonthly)} kWh)`,
      value: formatMoney(result.estimatedElectricityMonthly)
    },
    {
      key: "estimatedGasMonthly",
      label: `Gas per month (${formatWhole(result.gasKWhMonthly)} kWh)`,
      value: formatMoney(result.estimatedGasMonthly)
    },
    { key: "annualCost", label: "Estimated yearly cost", value: formatMoney(result.annualCost) },
    {
      key: "dailyUsageKWh",
      label: "Average energy use per day",
      value: `${formatOneDecimal(result.dailyUsageKWh)} kWh`
    }
  ]
};
const meta$b = calculatorMeta(energyBill$1);
const energyBill = UNSAFE_withComponentProps(calculatorRoute(energyBill$1, () => import("./results-CpR0Pbvu.js")));
const route7 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: energyBill,
  meta: meta$b
}, Symbol.toStringTag, { value: "Module" }));
const SIZE_FACTORS = {
  studio: 1,
  "1bed": 1.3,
  "2bed": 1.7,
  "3bed": 2.2,
  "4bed": 2.8
};
const BASE_FEE = 300;
const PER_MILE = 1.5;
const PACKING_SHARE = 0.25;
const ASSEMBLY_FEE = 150;
function calculateMoving(inputs) {
  const distanceUnit = distanceUnitOf(inputs.distanceUnit);
  const miles = toMiles(parseNumber(inputs.distance), distanceUnit);
  const message = "Please enter a valid distance.";
  if (!(miles > 0)) return { ok: false, message, field: "distance" };
  const factor = SIZE_FACTORS[inputs.propertySize] ?? SIZE_FACTORS["2bed"];
  const baseCost = (BASE_FEE + PER_MILE * miles) * factor;
  const packingCost = inputs.packingService === "true" ? baseCost * PACKING_SHARE : 0;
  const assemblyCost = inputs.assemblyService === "true" ? ASSEMBLY_FEE * factor : 0;
  const storageCost = parseCost(inputs.storageMonths) * parseCost(inputs.storageRate);
  const totalEstimate = baseCost + packingCost + storageCost + assemblyCost;
  const costPerMile = totalEstimate / miles;
  const result = {
    baseCost,
    packingCost,
    storageCost,
    assemblyCost,
    totalEstimate,
    costPerMile,
    costPerKm: costPerMile * MILES_PER_KM,
    distanceUnit
  };
  return allFinite(result) ? { ok: true, result } : { ok: false, message, field: "distance" };
}
const movingCost$1 = {
  key: "moving-cost",
  page: {
    description: "Estimate what moving house costs in the UK: removals by distance and home size, packing, storage and furniture assembly. Free moving cost calculator.",
    intro: "Enter the distance and the size of your home, and choose the extra services you need, to see an estimate for your move.",
    promptSubject: "your moving distance",
    actionLabel: "Calculate"
  },
  fields: [
    {
      key: "distance",
      kind: "number",
      label: "Distance between homes",
      hint: "By road, door to door.",
      default: "",
      inputMode: "decimal",
      suffix: (inputs) => inputs.distanceUnit === "km" ? "km" : "miles",
      placeholder: "25"
    },
    {
      key: "distanceUnit",
      kind: "select",
      label: "Distance unit",
      default: "miles",
      options: DISTANCE_UNIT_OPTIONS
    },
    {
      key: "propertySize",
      kind: "select",
      label: "Size of home you are moving",
      default: "2bed",
      options: [
        { value: "studio", label: "Studio" },
        { value: "1bed", label: "1 bedroom" },
        { value: "2bed", label: "2 bedrooms" },
        { value: "3bed", label: "3 bedrooms" },
        { value: "4bed", label: "4 or more bedrooms" }
      ]
    },
    {
      key: "packingService",
      kind: "checkbox",
      label: "Professional packing",
      hint: "Adds 25% of the removal cost.",
      default: "false"
    },
    {
      key: "assemblyService",
      kind: "checkbox",
      label: "Furniture dismantling and assembly",
      default: "false"
    },
    {
      key: "storageMonths",
      kind: "number",
      label: "Months of storage",
      hint: "0 if you move straight in.",
      default: "0",
      inputMode: "numeric",
      suffix: "months"
    },
    {
      key: "storageRate",
      kind: "number",
      label: "Storage cost per month",
      hint: "A small unit is often £80-£150 a month.",
      default: "",
      inputMode: "decimal",
      prefix: "£",
      visible: (inputs) => parseNumber(inputs.storageMonths) > 0
    }
  ],
  calculate: calculateMoving,
  rows: (result) => [
    {
      key: "totalEstimate",
      label: "Estimated total",
      value: formatMoney(result.totalEstimate),
      primary: true
    },
    { key: "baseCost", label: "Removals", value: formatMoney(result.baseCost) },
    { key: "packingCost", label: "Packing", value: formatMoney(result.packingCost) },
    {
      key: "assemblyCost",
      label: "Dismantling and assembly",
      value: formatMoney(result.assemblyCost)
    },
    { key: "storageCost", label: "Storage", value: formatMoney(result.storageCost) },
    result.distanceUnit === "km" ? { key: "costPerKm", label: "Cost per km", value: formatMoneyPrecise(result.costPerKm) } : {
      key: "costPerMile",
      label: "Cost per mile",
      value: formatMoneyPrecise(result.costPerMile)
    }
  ]
};
const meta$a = calculatorMeta(movingCost$1);
const movingCost = UNSAFE_withComponentProps(calculatorRoute(movingCost$1, () => import("./results-BgBUFj0O.js")));
const route8 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: movingCost,
  meta: meta$a
}, Symbol.toStringTag, { value: "Module" }));
function filterLibrary(groups, query) {
  const needle = query.trim().toLocaleLowerCase("en-GB");
  if (!needle) return groups.filter((group) => group.items.length > 0);
  return groups.map((group) => ({
    ...group,
    items: group.items.filter(
      (item) => `${item.title}
${item.description}`.toLocaleLowerCase("en-GB").includes(needle)
    )
  })).filter((group) => group.items.length > 0);
}
function ArticleLibrary({
  groups,
  labels
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchId = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = hydrated ? searchParams.get("q") ?? "" : "";
  const visible = filterLibrary(groups, query);
  return /* @__PURE__ */ jsxs("div", { className: "container-page py-8", children: [
    /* @__PURE__ */ jsx(PageHeader, { crumbs: [{ name: labels.crumb }], title: labels.title, lead: labels.lead }),
    /* @__PURE__ */ jsx(HeaderAds, {}),
    /* @__PURE__ */ jsxs("search", { className: "mb-8 max-w-xl", children: [
      /* @__PURE__ */ jsx("label", { htmlFor: searchId, className: "sr-only", children: labels.searchPlaceholder.replace("...", "") }),
      /* @__PURE__ */ jsxs("div", { className: "relative", children: [
        /* @__PURE__ */ jsx(
          Icon,
          {
            icon: Search,
            className: "pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          }
        ),
        /* @__PURE__ */ jsx(
          "input",
          {
            id: searchId,
            type: "search",
            value: query,
            placeholder: labels.searchPlaceholder,
            autoComplete: "off",
            className: "w-full rounded-lg border border-slate-400 bg-white py-3 pr-3 pl-10 text-base",
            onChange: (event) => {
              const q = event.target.value;
              setSearchParams(q ? { q } : {}, { replace: true, preventScrollReset: true });
            }
          }
        )
      ] })
    ] }),
    /* @__PURE__ */ jsx("div", { "aria-live": "polite", className: "sr-only", children: query && `${visible.reduce((n, group) => n + group.items.length, 0)} ${labels.noun} found` }),
    visible.length === 0 ? /* @__PURE__ */ jsxs("div", { className: "rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700", children: [
      /* @__PURE__ */ jsxs("p", { children: [
        "No ",
        labels.noun,
        ' found matching "',
        query,
        '"'
      ] }),
      /* @__PURE__ */ jsxs(
        "button",
        {
          type: "button",
          className: "btn btn-secondary mt-4",
          onClick: () => {
            setSearchParams({}, { replace: true, preventScrollReset: true });
            document.getElementById(searchId)?.focus();
          },
          children: [
            "Show all ",
            labels.noun
          ]
        }
      )
    ] }) : visible.map((group, index) => /* @__PURE__ */ jsxs("section", { "aria-labelledby": `group-${group.calcKey}`, className: "mb-10", children: [
      /* @__PURE__ */ jsxs("h2", { id: `group-${group.calcKey}`, className: "text-2xl font-bold text-slate-900", children: [
        group.calculatorName,
        " ",
        labels.groupSuffix
      ] }),
      /* @__PURE__ */ jsx("ul", { className: "mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3", children: group.items.map((item) => /* @__PURE__ */ jsxs("li", { className: "card flex flex-col", children: [
        /* @__PURE__ */ jsx("h3", { className: "text-lg font-semibold text-slate-900", children: item.title }),
        /* @__PURE__ */ jsx("p", { className: "mt-2 flex-1 text-slate-600", children: item.description }),
        /* @__PURE__ */ jsxs(
          Link,
          {
            to: item.path,
            prefetch: "intent",
            className: "link mt-4 inline-flex items-center gap-1 self-start py-1",
            "aria-label": `${labels.action}: ${item.title}`,
            children: [
              labels.action,
              /* @__PURE__ */ jsx(Icon, { icon: ArrowRight, className: "size-4" })
            ]
          }
        )
      ] }, item.path)) }),
      index === 0 && /* @__PURE__ */ jsx(AdSlot, { name: "inContent", className: "mt-10" })
    ] }, group.calcKey)),
    /* @__PURE__ */ jsx(AdSlot, { name: "footer", className: "mt-10" })
  ] });
}
const definitions = {
  "rent-affordability": rentAffordability$1,
  "mortgage-payment": mortgagePayment$1,
  "fuel-cost": fuelCost$1,
  "ev-charging": evCharging$1,
  "energy-bill": energyBill$1,
  "moving-cost": movingCost$1
};
const isoDate = z.iso.date("must be a date written YYYY-MM-DD");
const articleFields = {
  title: z.string().min(10).max(110),
  description: z.string().min(50).max(200),
  category: z.enum(CATEGORIES),
  datePublished: isoDate,
  dateModified: isoDate
};
const guideFrontmatter = z.object({
  ...articleFields,
  faqs: z.array(z.object({ question: z.string().min(10), answer: z.string().min(20) }).strict()).min(3).max(5)
}).strict();
const scenarioFrontmatter = z.object({
  ...articleFields,
  inputs: z.record(z.string(), z.string())
}).strict();
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function loadCollection(root2, kind, schema, check = () => []) {
  const dir = path.join(root2, kind);
  const articles = [];
  const problems = [];
  for (const calcKey of readdirSync(dir).sort()) {
    const calculator = findCalculator(calcKey);
    if (!calculator) {
      problems.push(`${kind}/${calcKey}: not a calculator key (${CALCULATOR_KEYS.join(", ")})`);
      continue;
    }
    for (const name of readdirSync(path.join(dir, calcKey)).sort()) {
      const file = path.join(path.relative(process.cwd(), dir), calcKey, name);
      const slug = name.replace(/\.mdx$/, "");
      if (!name.endsWith(".mdx") || !SLUG.test(slug)) {
        problems.push(`${file}: expected a lower-case-hyphenated .mdx file name`);
        continue;
      }
      const match = FRONTMATTER.exec(readFileSync(path.join(dir, calcKey, name), "utf8"));
      if (!match?.[1]) {
        problems.push(`${file}: no frontmatter block (--- ... ---) at the top`);
        continue;
      }
      const parsed = schema.safeParse(parse(match[1]));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push(`${file}: ${issue.path.join(".") || "frontmatter"}: ${issue.message}`);
        }
        continue;
      }
      const frontmatter = parsed.data;
      if (frontmatter.category !== calculator.category) {
        problems.push(`${file}: category must be "${calculator.category}" for ${calcKey}`);
        continue;
      }
      const more = check(frontmatter, calculator.key);
      if (more.length > 0) {
        problems.push(...more.map((problem) => `${file}: ${problem}`));
        continue;
      }
      articles.push({
        kind,
        calcKey: calculator.key,
        slug,
        path: `/${kind}/${calcKey}/${slug}`,
        file,
        frontmatter
      });
    }
  }
  if (problems.length > 0) {
    throw new Error(`Invalid content:
${problems.map((line) => `  ${line}`).join("\n")}`);
  }
  const rank = (key) => CALCULATOR_KEYS.indexOf(key);
  return articles.sort(
    (a, b) => rank(a.calcKey) - rank(b.calcKey) || a.frontmatter.datePublished.localeCompare(b.frontmatter.datePublished) || a.slug.localeCompare(b.slug)
  );
}
const CONTENT_ROOT = path.resolve("content");
const guides$1 = loadCollection(CONTENT_ROOT, "guides", guideFrontmatter);
const scenarios$1 = loadCollection(
  CONTENT_ROOT,
  "scenarios",
  scenarioFrontmatter,
  (frontmatter, calcKey) => scenarioInputProblems(definitions[calcKey], frontmatter.inputs)
);
function scenarioInputProblems(calculator, inputs) {
  const fields = new Map(calculator.fields.map((field) => [field.key, field]));
  return Object.entries(inputs).flatMap(([key, value]) => {
    const field = fields.get(key);
    if (!field)
      return [`inputs.${key}: not a field of ${calculator.key} (${[...fields.keys()].join(", ")})`];
    if ((field.kind === "select" || field.kind === "radio") && !field.options.some((o) => o.value === value))
      return [
        `inputs.${key}: "${value}" is not one of ${field.options.map((o) => o.value).join(", ")}`
      ];
    if (field.kind === "checkbox" && value !== "true" && value !== "false")
      return [`inputs.${key}: must be "true" or "false"`];
    return [];
  });
}
function findArticle(list, calcKey, slug) {
  return list.find((article) => article.calcKey === calcKey && article.slug === slug);
}
function libraryGroups(kind) {
  const articles = kind === "guides" ? guides$1 : scenarios$1;
  return calculators$1.map((calculator) => ({
    calcKey: calculator.key,
    calculatorName: calculator.name,
    items: articles.filter((article) => article.calcKey === calculator.key).map(({ path: path2, frontmatter }) => ({
      path: path2,
      title: frontmatter.title,
      description: frontmatter.description
    }))
  }));
}
const title$6 = "Complete Guides Library";
const lead$6 = "Plain-English guides to renting, buying, driving, energy and moving in the UK, each linked to its calculator.";
const loader$6 = () => ({
  groups: libraryGroups("guides")
});
const meta$9 = () => pageMeta({
  title: title$6,
  description: lead$6,
  path: "/guides",
  crumbs: [{
    name: "Guides"
  }]
});
const guides = UNSAFE_withComponentProps(function Guides({
  loaderData
}) {
  return /* @__PURE__ */ jsx(ArticleLibrary, {
    groups: loaderData.groups,
    labels: {
      title: title$6,
      lead: lead$6,
      crumb: "Guides",
      searchPlaceholder: "Search guides...",
      groupSuffix: "Guides",
      noun: "guides",
      action: "Read Guide"
    }
  });
});
const route9 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: guides,
  loader: loader$6,
  meta: meta$9
}, Symbol.toStringTag, { value: "Module" }));
function ArticleBody({ html }) {
  const navigate = useNavigate();
  const [prefetch, setPrefetch] = useState(null);
  const internalHref = (target) => {
    const anchor = target.closest?.("a");
    const href = anchor?.getAttribute("href");
    return href?.startsWith("/") && !anchor?.target ? href : null;
  };
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(
      "div",
      {
        className: "prose-article",
        dangerouslySetInnerHTML: { __html: html },
        onClick: (event) => {
          const href = internalHref(event.target);
          if (!href || event.defaultPrevented || event.button !== 0) return;
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigate(href);
        },
        onPointerOver: (event) => setPrefetch(internalHref(event.target) ?? prefetch),
        onFocus: (event) => setPrefetch(internalHref(event.target) ?? prefetch)
      }
    ),
    prefetch && /* @__PURE__ */ jsx(PrefetchPageLinks, { page: prefetch })
  ] });
}
const modules = /* @__PURE__ */ Object.assign({ "/content/guides/energy-bill/gas-vs-electric-heating-costs.mdx": () => import("./gas-vs-electric-heating-costs-D2ByHXhv.js"), "/content/guides/energy-bill/how-to-estimate-your-electric-bill.mdx": () => import("./how-to-estimate-your-electric-bill-B8RoNIrV.js"), "/content/guides/energy-bill/what-uses-most-electricity-at-home.mdx": () => import("./what-uses-most-electricity-at-home-XajxT_xg.js"), "/content/guides/ev-charging/home-charging-vs-public-charging.mdx": () => import("./home-charging-vs-public-charging-CRabb3vT.js"), "/content/guides/ev-charging/how-to-estimate-ev-cost-per-mile.mdx": () => import("./how-to-estimate-ev-cost-per-mile-BEkjylUV.js"), "/content/guides/ev-charging/is-it-cheaper-to-run-an-ev.mdx": () => import("./is-it-cheaper-to-run-an-ev-DOTMN_K7.js"), "/content/guides/fuel-cost/how-driving-style-affects-fuel-cost.mdx": () => import("./how-driving-style-affects-fuel-cost-CzPP_9j1.js"), "/content/guides/fuel-cost/how-to-estimate-commute-cost.mdx": () => import("./how-to-estimate-commute-cost-BuW4r3Fp.js"), "/content/guides/fuel-cost/why-mpg-isnt-the-whole-story.mdx": () => import("./why-mpg-isnt-the-whole-story-BYkzHm4p.js"), "/content/guides/mortgage-payment/fixed-vs-variable-rate-explained.mdx": () => import("./fixed-vs-variable-rate-explained-CjJRTH-o.js"), "/content/guides/mortgage-payment/how-much-deposit-do-i-need.mdx": () => import("./how-much-deposit-do-i-need-D7rjOZwn.js"), "/content/guides/mortgage-payment/what-does-my-mortgage-payment-include.mdx": () => import("./what-does-my-mortgage-payment-include-DsYlnp0I.js"), "/content/guides/moving-cost/hidden-costs-of-moving.mdx": () => import("./hidden-costs-of-moving-Wg7LgsZ_.js"), "/content/guides/moving-cost/how-much-does-it-cost-to-move-house.mdx": () => import("./how-much-does-it-cost-to-move-house-CqB3WMKu.js"), "/content/guides/moving-cost/van-hire-vs-professional-movers.mdx": () => import("./van-hire-vs-professional-movers-BulsbVLt.js"), "/content/guides/rent-affordability/how-much-rent-can-i-afford.mdx": () => import("./how-much-rent-can-i-afford-BR4EF6Rs.js"), "/content/guides/rent-affordability/rent-vs-house-share-pros-and-cons.mdx": () => import("./rent-vs-house-share-pros-and-cons-DbPV3ve8.js"), "/content/guides/rent-affordability/what-landlords-look-for.mdx": () => import("./what-landlords-look-for-Bj75vC13.js"), "/content/scenarios/energy-bill/flat-300kwh-monthly.mdx": () => import("./flat-300kwh-monthly-BIC73kXw.js"), "/content/scenarios/energy-bill/house-with-gas-heating-winter.mdx": () => import("./house-with-gas-heating-winter-DhiovY2J.js"), "/content/scenarios/ev-charging/10000-miles-a-year-home-charging.mdx": () => import("./10000-miles-a-year-home-charging-D6u3oQg_.js"), "/content/scenarios/ev-charging/200-mile-weekend-trip.mdx": () => import("./200-mile-weekend-trip-DMhXnUPA.js"), "/content/scenarios/fuel-cost/40-mile-daily-commute.mdx": () => import("./40-mile-daily-commute-Cch1mOOq.js"), "/content/scenarios/fuel-cost/800km-monthly-driving.mdx": () => import("./800km-monthly-driving-Bph_a6Y3.js"), "/content/scenarios/mortgage-payment/adding-insurance-and-tax.mdx": () => import("./adding-insurance-and-tax-Ddc3EYr8.js"), "/content/scenarios/mortgage-payment/first-time-buyer-250k-at-5-percent.mdx": () => import("./first-time-buyer-250k-at-5-percent-DpqCHdoY.js"), "/content/scenarios/moving-cost/2-bed-flat-local-move-diy.mdx": () => import("./2-bed-flat-local-move-diy-DmR-tX4F.js"), "/content/scenarios/moving-cost/long-distance-full-service.mdx": () => import("./long-distance-full-service-s8Wu1UVN.js"), "/content/scenarios/rent-affordability/family-with-childcare-costs.mdx": () => import("./family-with-childcare-costs-C2jitGNr.js"), "/content/scenarios/rent-affordability/london-rent-2500-takehome.mdx": () => import("./london-rent-2500-takehome-qsNi3Jgv.js") });
const components = {
  a: ({ href = "", children, ...props }) => href.startsWith("/") ? /* @__PURE__ */ jsx("a", { href, ...props, children }) : /* @__PURE__ */ jsxs("a", { href, target: "_blank", rel: "noopener noreferrer", ...props, children: [
    children,
    /* @__PURE__ */ jsx("span", { className: "sr-only", children: " (opens in a new tab)" })
  ] }),
  // A wide table scrolls inside its own box on a phone; the box is focusable so keyboards can scroll it.
  table: (props) => /* @__PURE__ */ jsx(ScrollRegion, { className: "table-scroll", label: "Table (scrolls sideways)", children: /* @__PURE__ */ jsx("table", { ...props }) })
};
async function renderArticleHtml(file) {
  const load = modules[`/${file}`];
  if (!load) throw new Error(`No MDX module for ${file}`);
  const { default: Content } = await load();
  return renderToStaticMarkup(/* @__PURE__ */ jsx(Content, { components }));
}
async function loadArticle(list, params) {
  const article = findArticle(list, params.calcKey ?? "", params.slug ?? "");
  const calculator = article && findCalculator(article.calcKey);
  if (!article || !calculator) throw new Response("Not Found", { status: 404 });
  return {
    article: { path: article.path, calcKey: article.calcKey, ...article.frontmatter },
    calculator: { key: calculator.key, name: calculator.name, path: calculator.path },
    html: await renderArticleHtml(article.file)
  };
}
function articleCrumbs({ kind, article, calculator }) {
  return [
    { name: kind, href: `/${kind.toLowerCase()}` },
    { name: calculator.name, href: calculator.path },
    { name: article.title }
  ];
}
function articleMeta(input) {
  const { article } = input;
  const organisation = { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/") };
  return pageMeta({
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    published: article.datePublished,
    modified: article.dateModified,
    crumbs: articleCrumbs(input),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.description,
        url: absoluteUrl(article.path),
        mainEntityOfPage: absoluteUrl(article.path),
        datePublished: article.datePublished,
        dateModified: article.dateModified,
        image: absoluteUrl("/og.jpg"),
        inLanguage: "en-GB",
        author: organisation,
        publisher: organisation
      },
      ...article.faqs ? [faqJsonLd(article.faqs)] : []
    ]
  });
}
function libraryFallback(library) {
  return function ArticleErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404)
      return /* @__PURE__ */ jsx(Navigate, { to: library, replace: true });
    throw error;
  };
}
const DeferredShareBlock = deferred(
  () => import("./share-block-BMAVN1FU.js").then((module) => module.ShareBlock)
);
const loader$5 = ({
  params
}) => loadArticle(guides$1, params);
const ErrorBoundary$1 = UNSAFE_withErrorBoundaryProps(libraryFallback("/guides"));
const meta$8 = ({
  loaderData
}) => loaderData ? articleMeta({
  kind: "Guides",
  ...loaderData
}) : [];
const guide = UNSAFE_withComponentProps(function Guide({
  loaderData
}) {
  const {
    article,
    calculator,
    html
  } = loaderData;
  return /* @__PURE__ */ jsxs("article", {
    className: "container-page py-8",
    children: [/* @__PURE__ */ jsx(Breadcrumbs, {
      items: articleCrumbs({
        kind: "Guides",
        article,
        calculator
      })
    }), /* @__PURE__ */ jsxs("header", {
      className: "max-w-3xl",
      children: [/* @__PURE__ */ jsxs("p", {
        className: "flex flex-wrap items-center gap-2 text-sm font-medium text-brand-800",
        children: [/* @__PURE__ */ jsx(Icon, {
          icon: BookOpen,
          className: "size-4"
        }), /* @__PURE__ */ jsx("span", {
          children: calculator.name
        }), /* @__PURE__ */ jsx("span", {
          "aria-hidden": "true",
          children: "·"
        }), /* @__PURE__ */ jsx("span", {
          children: "Complete Guide"
        })]
      }), /* @__PURE__ */ jsx("h1", {
        className: "page-title mt-2",
        children: article.title
      }), /* @__PURE__ */ jsx("p", {
        className: "lead",
        children: article.description
      })]
    }), /* @__PURE__ */ jsx(HeaderAds, {}), /* @__PURE__ */ jsx("div", {
      className: "mt-8",
      children: /* @__PURE__ */ jsx(ArticleBody, {
        html
      })
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "faq-heading",
      className: "mt-12 max-w-3xl",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "faq-heading",
        className: "text-2xl font-bold text-slate-900",
        children: "Frequently Asked Questions"
      }), /* @__PURE__ */ jsx("dl", {
        className: "mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200",
        children: article.faqs.map((faq2) => /* @__PURE__ */ jsxs("div", {
          className: "p-5",
          children: [/* @__PURE__ */ jsx("dt", {
            className: "font-semibold text-slate-900",
            children: faq2.question
          }), /* @__PURE__ */ jsx("dd", {
            className: "mt-2 text-slate-700",
            children: faq2.answer
          })]
        }, faq2.question))
      })]
    }), /* @__PURE__ */ jsx(AdSlot, {
      name: "articleEnd",
      className: "mt-10"
    }), /* @__PURE__ */ jsx("div", {
      className: "mt-10 max-w-3xl",
      children: /* @__PURE__ */ jsx(DeferredShareBlock, {
        heading: "Share this guide",
        title: article.title,
        text: article.description
      })
    }), /* @__PURE__ */ jsxs("aside", {
      "aria-labelledby": "cta-heading",
      className: "mt-12 max-w-3xl rounded-xl bg-brand-50 p-6 sm:p-8",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "cta-heading",
        className: "text-2xl font-bold text-slate-900",
        children: "Ready to Calculate Your Results?"
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-2 text-slate-700",
        children: "Put your own figures into the calculator: it takes a minute and stays on your device."
      }), /* @__PURE__ */ jsxs(Link, {
        to: calculator.path,
        prefetch: "intent",
        className: "btn btn-primary mt-5",
        children: ["Use ", calculator.name, /* @__PURE__ */ jsx(Icon, {
          icon: ArrowRight,
          className: "size-4"
        })]
      })]
    }), /* @__PURE__ */ jsx(AdSlot, {
      name: "footer",
      className: "mt-10"
    })]
  });
});
const route10 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$1,
  default: guide,
  loader: loader$5,
  meta: meta$8
}, Symbol.toStringTag, { value: "Module" }));
const loader$4 = ({
  url
}) => redirect(url.pathname.replace(/\/404$/, ""), 301);
const missingArticle = UNSAFE_withComponentProps(function MissingArticle() {
  return null;
});
const route14 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: missingArticle,
  loader: loader$4
}, Symbol.toStringTag, { value: "Module" }));
const title$5 = "Real-World Cost Scenarios";
const lead$5 = "Worked examples for real UK households: the figures they entered, the results, and what they learned.";
const loader$3 = () => ({
  groups: libraryGroups("scenarios")
});
const meta$7 = () => pageMeta({
  title: title$5,
  description: lead$5,
  path: "/scenarios",
  crumbs: [{
    name: "Scenarios"
  }]
});
const scenarios = UNSAFE_withComponentProps(function Scenarios({
  loaderData
}) {
  return /* @__PURE__ */ jsx(ArticleLibrary, {
    groups: loaderData.groups,
    labels: {
      title: title$5,
      lead: lead$5,
      crumb: "Scenarios",
      searchPlaceholder: "Search scenarios...",
      groupSuffix: "Scenarios",
      noun: "scenarios",
      action: "View Scenario"
    }
  });
});
const route12 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: scenarios,
  loader: loader$3,
  meta: meta$7
}, Symbol.toStringTag, { value: "Module" }));
function scenarioResults(calcKey, scenarioInputs) {
  const definition = definitions[calcKey];
  const inputs = { ...defaultInputs(definition.fields), ...scenarioInputs };
  const outcome = definition.calculate(inputs);
  if (!outcome.ok)
    throw new Error(`Scenario inputs for ${calcKey} are invalid: ${outcome.message}`);
  return {
    rows: definition.rows(outcome.result),
    tryItHref: `${findCalculator(calcKey).path}${inputsToSearch(definition.fields, inputs)}`
  };
}
async function loader$2({
  params
}) {
  const data = await loadArticle(scenarios$1, params);
  return {
    ...data,
    summary: scenarioResults(data.article.calcKey, data.article.inputs)
  };
}
const ErrorBoundary = UNSAFE_withErrorBoundaryProps(libraryFallback("/scenarios"));
const meta$6 = ({
  loaderData
}) => loaderData ? articleMeta({
  kind: "Scenarios",
  ...loaderData
}) : [];
const scenario = UNSAFE_withComponentProps(function Scenario({
  loaderData
}) {
  const {
    article,
    calculator,
    html,
    summary
  } = loaderData;
  return /* @__PURE__ */ jsxs("article", {
    className: "container-page py-8",
    children: [/* @__PURE__ */ jsx(Breadcrumbs, {
      items: articleCrumbs({
        kind: "Scenarios",
        article,
        calculator
      })
    }), /* @__PURE__ */ jsxs("header", {
      className: "max-w-3xl",
      children: [/* @__PURE__ */ jsx("h1", {
        className: "page-title",
        children: article.title
      }), /* @__PURE__ */ jsx("p", {
        className: "lead",
        children: article.description
      })]
    }), /* @__PURE__ */ jsx("div", {
      className: "mt-8",
      children: /* @__PURE__ */ jsx(ArticleBody, {
        html
      })
    }), /* @__PURE__ */ jsx(AdSlot, {
      name: "inContent",
      className: "mt-10"
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "summary-heading",
      className: "card mt-10 max-w-3xl",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "summary-heading",
        className: "text-2xl font-bold text-slate-900",
        children: "Results Summary"
      }), /* @__PURE__ */ jsxs("p", {
        className: "mt-1 text-sm text-slate-600",
        children: ["Worked out by the ", calculator.name, " from the figures above. Each amount is rounded to the penny after the sums, so parts may differ from a total by a penny."]
      }), /* @__PURE__ */ jsx("dl", {
        className: "mt-4 divide-y divide-slate-200",
        children: summary.rows.map((row) => /* @__PURE__ */ jsxs("div", {
          className: "flex items-baseline justify-between gap-4 py-2.5",
          children: [/* @__PURE__ */ jsx("dt", {
            className: "text-slate-700",
            children: row.label
          }), /* @__PURE__ */ jsx("dd", {
            "data-result": row.key,
            className: `text-right whitespace-nowrap tabular-nums ${row.primary ? "text-xl font-bold text-brand-800" : "font-semibold text-slate-900"}`,
            children: row.value
          })]
        }, row.key))
      })]
    }), /* @__PURE__ */ jsxs("aside", {
      "aria-labelledby": "try-heading",
      className: "mt-10 max-w-3xl rounded-xl bg-brand-50 p-6 sm:p-8",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "try-heading",
        className: "text-2xl font-bold text-slate-900",
        children: "Try It Yourself"
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-2 text-slate-700",
        children: "Open the calculator with these figures filled in, then change them to match your own."
      }), /* @__PURE__ */ jsxs(Link, {
        to: summary.tryItHref,
        prefetch: "intent",
        className: "btn btn-primary mt-5",
        children: ["Open ", calculator.name, " with these figures", /* @__PURE__ */ jsx(Icon, {
          icon: ArrowRight,
          className: "size-4"
        })]
      }), /* @__PURE__ */ jsx("div", {
        className: "mt-6",
        children: /* @__PURE__ */ jsx(DeferredShareBlock, {
          heading: "Share this scenario",
          title: article.title,
          text: article.description
        })
      })]
    }), /* @__PURE__ */ jsx(AdSlot, {
      name: "footer",
      className: "mt-10"
    })]
  });
});
const route13 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary,
  default: scenario,
  loader: loader$2,
  meta: meta$6
}, Symbol.toStringTag, { value: "Module" }));
const FAQ_ITEMS = [
  {
    question: "Is Costwise free to use?",
    answer: "Yes. Every calculator, guide and worked scenario on Costwise is free for everyone, with no paid tier and no limits. The site is paid for by advertising, which is only loaded if you accept it."
  },
  {
    question: "Do I need to sign up or create an account?",
    answer: "No. There are no accounts and no sign-up. You can open any calculator and use it straight away."
  },
  {
    question: "Where does the data I enter go?",
    answer: "It stays in your browser. All calculations run on your own device, so the figures you type are never sent to us or to anyone else."
  },
  {
    question: "Do the calculators collect or transmit anything?",
    answer: "No. The calculators send nothing anywhere, and we never see the figures you enter. If you accept analytics, we only learn which pages were viewed and which buttons, such as Calculate, Save or Share, were used, never the figures themselves."
  },
  {
    question: "How do Save and Reset work?",
    answer: "Save stores a calculator's inputs in your browser's local storage, under a key such as costwise:rent-affordability:inputs, so they are there when you come back on the same device and browser. Reset deletes them, and you can also remove them at any time by clearing this site's data in your browser settings. When you press Calculate, your inputs are also put in the page address, so sharing that link shares those figures."
  },
  {
    question: "How accurate are the estimates?",
    answer: "The calculators use standard formulas, and the figures in our content were checked for 2025, but the results are only as good as the inputs and real prices change. Treat them as estimates for planning, not as financial advice, mortgage advice or a moving quote. For decisions that matter, check with your lender, supplier or a qualified adviser."
  },
  {
    question: "How do cookies, ads and analytics work on Costwise?",
    answer: "On your first visit a banner asks you to choose Accept All or Reject Non-Essential; closing it counts as rejecting. Only if you accept do we load Google AdSense for advertising and Google Analytics 4 for anonymous usage statistics, and rejecting means no Google scripts are loaded at all. You can change your choice at any time with the Cookie settings link in the footer."
  },
  {
    question: "How do I contact you or report a mistake?",
    answer: "Use the form on our Contact page, or write to the email address shown there. If you spot a wrong figure or an out-of-date rate, tell us which page it is on and we will check it. We aim to reply within 24 to 48 hours."
  }
];
const crumbs$2 = [{
  name: "FAQ"
}];
const title$4 = "Frequently Asked Questions";
const lead$4 = "Answers to common questions about Costwise: what it costs (nothing), what happens to your figures (they stay in your browser) and how the calculators work.";
const meta$5 = () => pageMeta({
  title: title$4,
  description: lead$4,
  path: "/faq",
  crumbs: crumbs$2,
  jsonLd: [faqJsonLd(FAQ_ITEMS)]
});
const faq = UNSAFE_withComponentProps(function FaqPage() {
  return /* @__PURE__ */ jsxs("div", {
    className: "container-page py-8",
    children: [/* @__PURE__ */ jsx(PageHeader, {
      crumbs: crumbs$2,
      title: title$4,
      lead: lead$4
    }), /* @__PURE__ */ jsx("div", {
      className: "max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200",
      children: FAQ_ITEMS.map((item) => /* @__PURE__ */ jsxs("details", {
        name: "faq",
        className: "group",
        children: [/* @__PURE__ */ jsxs("summary", {
          className: "flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden",
          children: [/* @__PURE__ */ jsx("h2", {
            children: item.question
          }), /* @__PURE__ */ jsx(Icon, {
            icon: ChevronDown,
            className: "size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
          })]
        }), /* @__PURE__ */ jsx("p", {
          className: "px-5 pb-5 text-slate-700",
          children: item.answer
        })]
      }, item.question))
    }), /* @__PURE__ */ jsxs("p", {
      className: "mt-8 text-lg text-slate-700",
      children: ["Still have a question?", " ", /* @__PURE__ */ jsx(Link, {
        to: "/contact",
        className: "link",
        prefetch: "intent",
        children: "Contact Us"
      })]
    })]
  });
});
const route15 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: faq,
  meta: meta$5
}, Symbol.toStringTag, { value: "Module" }));
const ABOUT = {
  mission: [
    "Costwise helps people in the UK work out what everyday household costs add up to before they commit. Rent, a mortgage, fuel, charging an electric car, energy bills and moving home are some of the biggest regular costs most of us face, and a rough figure in advance makes planning much easier.",
    "We keep the tools simple and the explanations plain. Each calculator shows how its estimate is worked out, and our guides and worked scenarios fill in the background, so you can see where a number comes from and change the parts that do not fit your situation."
  ],
  values: [
    {
      title: "Simple & Free",
      text: "Every calculator, guide and scenario is free for everyone. There are no accounts, no sign-up and no paid features, just the tools and the figures."
    },
    {
      title: "Privacy First",
      text: "All calculations run in your browser and the calculators send nothing anywhere. Ads and analytics are only loaded if you accept them, and you can change that choice at any time."
    },
    {
      title: "Real People",
      text: "Costwise is written and checked by people. If something is wrong or unclear, write to us and a person will read your message and reply, usually within 24 to 48 hours."
    }
  ],
  offers: [
    "Six calculators: rent affordability, mortgage payment, fuel cost, EV charging compared with petrol, energy bill and moving cost.",
    "18 guides that explain the costs behind each calculator in plain words.",
    "12 worked scenarios that take typical households through real examples step by step.",
    "A clear explanation of the method behind every calculator, so you can see how each result is reached.",
    "Save your inputs in your own browser and come back to them later, or share a link to your results."
  ],
  commitment: "We check the figures in our content against current sources and they were last reviewed for 2025. Our results are estimates to help you plan, not financial advice, mortgage brokerage or a moving quote, and we say so wherever it matters. When rates, caps or rules change we update the site, and if you find something out of date we want to hear about it.",
  partner: {
    heading: "Partner with us",
    text: "If you are an advertiser or run a related site and would like to work with Costwise, we would be glad to hear from you. Please get in touch through our Contact page with a short note about what you have in mind."
  }
};
const crumbs$1 = [{
  name: "About"
}];
const title$3 = "About Costwise";
const lead$3 = "Costwise is a free, independent set of UK household cost calculators. No sign-up, no tracking of your figures, just clear estimates with the sums shown.";
const VALUE_ICONS = [Gift, ShieldCheck, Users];
const meta$4 = () => pageMeta({
  title: title$3,
  description: lead$3,
  path: "/about",
  crumbs: crumbs$1
});
const about = UNSAFE_withComponentProps(function AboutPage() {
  return /* @__PURE__ */ jsxs("div", {
    className: "container-page py-8",
    children: [/* @__PURE__ */ jsx(PageHeader, {
      crumbs: crumbs$1,
      title: title$3,
      lead: lead$3
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "mission-heading",
      className: "max-w-[70ch]",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "mission-heading",
        className: "text-2xl font-bold text-slate-900",
        children: "Our mission"
      }), ABOUT.mission.map((paragraph) => /* @__PURE__ */ jsx("p", {
        className: "mt-3 text-lg leading-relaxed text-slate-700",
        children: paragraph
      }, paragraph))]
    }), /* @__PURE__ */ jsx("ul", {
      className: "mt-10 grid gap-6 md:grid-cols-3",
      children: ABOUT.values.map((value, index) => {
        const icon = VALUE_ICONS[index] ?? Gift;
        return /* @__PURE__ */ jsxs("li", {
          className: "card",
          children: [/* @__PURE__ */ jsx(Icon, {
            icon,
            className: "size-7 text-brand-700"
          }), /* @__PURE__ */ jsx("h2", {
            className: "mt-3 text-lg font-semibold text-slate-900",
            children: value.title
          }), /* @__PURE__ */ jsx("p", {
            className: "mt-1 text-slate-700",
            children: value.text
          })]
        }, value.title);
      })
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "offers-heading",
      className: "mt-10 max-w-[70ch]",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "offers-heading",
        className: "text-2xl font-bold text-slate-900",
        children: "What we offer"
      }), /* @__PURE__ */ jsx("ul", {
        className: "mt-4 space-y-2",
        children: ABOUT.offers.map((offer) => /* @__PURE__ */ jsxs("li", {
          className: "flex gap-3 text-slate-700",
          children: [/* @__PURE__ */ jsx(Icon, {
            icon: Check,
            className: "mt-1 size-5 shrink-0 text-brand-700"
          }), offer]
        }, offer))
      })]
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "commitment-heading",
      className: "mt-10 max-w-[70ch] rounded-xl bg-brand-50 p-6",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "commitment-heading",
        className: "text-xl font-bold text-slate-900",
        children: "Our commitment"
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-2 text-slate-700",
        children: ABOUT.commitment
      })]
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "partner-heading",
      className: "mt-10 max-w-[70ch]",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "partner-heading",
        className: "text-xl font-bold text-slate-900",
        children: ABOUT.partner.heading
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-2 text-slate-700",
        children: ABOUT.partner.text
      }), /* @__PURE__ */ jsx(Link, {
        to: "/contact",
        className: "btn btn-secondary mt-4",
        prefetch: "intent",
        children: "Get in touch"
      })]
    })]
  });
});
const route16 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: about,
  meta: meta$4
}, Symbol.toStringTag, { value: "Module" }));
const SEND_TIMEOUT_MS = 15e3;
async function sendMessage(payload, timeoutMs = SEND_TIMEOUT_MS) {
  throw new Error("Email sending is not configured (VITE_EMAILJS_* are unset)");
}
const NAME_MAX = 100;
const EMAIL_MAX = 255;
const MESSAGE_MAX = 1e3;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function validateContact(values) {
  if (values.website.trim() !== "") return { ok: false, silent: true };
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  const missing = ["name", "email", "message"].filter(
    (field) => !{ name, email, message }[field]
  );
  if (missing.length > 0) {
    return {
      ok: false,
      silent: false,
      title: "Missing Information",
      description: "Please fill in all fields.",
      fields: missing
    };
  }
  if (name.length > NAME_MAX) {
    return {
      ok: false,
      silent: false,
      title: "Invalid Input",
      description: "Name must be less than 100 characters.",
      fields: ["name"]
    };
  }
  if (message.length > MESSAGE_MAX) {
    return {
      ok: false,
      silent: false,
      title: "Invalid Input",
      description: "Message must be less than 1000 characters.",
      fields: ["message"]
    };
  }
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) {
    return {
      ok: false,
      silent: false,
      title: "Invalid Email",
      description: "Please enter a valid email address.",
      fields: ["email"]
    };
  }
  return { ok: true, payload: { from_name: name, from_email: email, message } };
}
const EMPTY = { name: "", email: "", message: "", website: "" };
const inputClass = (invalid) => `mt-2 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${invalid ? "border-2 border-red-700" : "border-slate-500"}`;
function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState(null);
  const [sendFailed, setSendFailed] = useState(false);
  const inFlight = useRef(false);
  const set = (field) => (event) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setError((current) => {
      if (!current?.fields.includes(field)) return current;
      const fields = current.fields.filter((other) => other !== field);
      return fields.length ? { ...current, fields } : null;
    });
  };
  const errorFor = (field) => error?.fields.includes(field) ? error.message : void 0;
  const submit = async (event) => {
    event.preventDefault();
    if (inFlight.current) return;
    const check = validateContact(values);
    if (!check.ok) {
      if (check.silent) return;
      setError({ message: check.description, fields: check.fields });
      toast({ title: check.title, description: check.description, variant: "destructive" });
      document.getElementById(`contact-${check.fields[0]}`)?.focus();
      return;
    }
    setError(null);
    setSendFailed(false);
    inFlight.current = true;
    setSending(true);
    trackEvent("contact_submit");
    try {
      await sendMessage(check.payload);
      setValues(EMPTY);
      toast({
        title: "Message Sent!",
        description: "Thank you for contacting us. We'll get back to you soon."
      });
    } catch (failure) {
      console.error("Contact form send failed", failure);
      setSendFailed(true);
      toast({
        title: "Failed to Send",
        description: "There was an error sending your message. Please try again or email us directly.",
        variant: "destructive"
      });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  return /* @__PURE__ */ jsxs(
    "form",
    {
      noValidate: true,
      onSubmit: submit,
      "aria-labelledby": "contact-form-heading",
      className: "card space-y-5",
      children: [
        /* @__PURE__ */ jsx("h2", { id: "contact-form-heading", className: "text-xl font-bold text-slate-900", children: "Send us a message" }),
        /* @__PURE__ */ jsx(FormField, { id: "contact-name", label: "Name", error: errorFor("name"), children: (control) => /* @__PURE__ */ jsx(
          "input",
          {
            name: "name",
            type: "text",
            autoComplete: "name",
            required: true,
            maxLength: NAME_MAX,
            value: values.name,
            onChange: set("name"),
            className: inputClass(Boolean(errorFor("name"))),
            ...control
          }
        ) }),
        /* @__PURE__ */ jsx(FormField, { id: "contact-email", label: "Email address", error: errorFor("email"), children: (control) => /* @__PURE__ */ jsx(
          "input",
          {
            name: "email",
            type: "email",
            inputMode: "email",
            autoComplete: "email",
            required: true,
            maxLength: EMAIL_MAX,
            value: values.email,
            onChange: set("email"),
            className: inputClass(Boolean(errorFor("email"))),
            ...control
          }
        ) }),
        /* @__PURE__ */ jsx(
          FormField,
          {
            id: "contact-message",
            label: "Message",
            error: errorFor("message"),
            note: `${values.message.length}/${MESSAGE_MAX} characters`,
            children: (control) => /* @__PURE__ */ jsx(
              "textarea",
              {
                name: "message",
                rows: 6,
                required: true,
                maxLength: MESSAGE_MAX,
                value: values.message,
                onChange: set("message"),
                className: inputClass(Boolean(errorFor("message"))),
                ...control
              }
            )
          }
        ),
        /* @__PURE__ */ jsxs("div", { "aria-hidden": "true", className: "absolute -left-[10000px] h-px w-px overflow-hidden", children: [
          /* @__PURE__ */ jsx("label", { htmlFor: "contact-website", children: "Website" }),
          /* @__PURE__ */ jsx(
            "input",
            {
              id: "contact-website",
              name: "website",
              type: "text",
              tabIndex: -1,
              autoComplete: "off",
              value: values.website,
              onChange: set("website")
            }
          )
        ] }),
        sendFailed && // The toast goes after a few seconds; this stays until the next attempt.
        /* @__PURE__ */ jsxs("p", { role: "alert", className: "rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900", children: [
          "Your message was not sent, and everything you typed is still here. Please try again, or email us at",
          " ",
          /* @__PURE__ */ jsx("a", { href: `mailto:${siteConfig.contactEmail}`, className: "underline", children: siteConfig.contactEmail }),
          "."
        ] }),
        /* @__PURE__ */ jsxs("button", { type: "submit", className: "btn btn-primary", disabled: sending, children: [
          /* @__PURE__ */ jsx(Icon, { icon: Send, className: "size-5" }),
          sending ? "Sending..." : "Send Message"
        ] })
      ]
    }
  );
}
const crumbs = [{
  name: "Contact"
}];
const title$2 = "Contact Us";
const lead$2 = "Questions, corrections or ideas for Costwise? Send us a message and we will reply within 24-48 hours.";
const meta$3 = () => pageMeta({
  title: title$2,
  description: lead$2,
  path: "/contact",
  crumbs
});
const contact = UNSAFE_withComponentProps(function ContactPage() {
  const cards = [{
    icon: Mail,
    heading: "Email",
    body: /* @__PURE__ */ jsx("a", {
      href: `mailto:${siteConfig.contactEmail}`,
      className: "link break-all",
      children: siteConfig.contactEmail
    })
  }, {
    icon: Clock,
    heading: "Response time",
    body: "We reply within 24-48 hours, Monday to Friday."
  }, {
    icon: Info,
    heading: "Informational only",
    body: "We can explain how the calculators work, but we cannot give financial or mortgage advice."
  }];
  return /* @__PURE__ */ jsxs("div", {
    className: "container-page py-8",
    children: [/* @__PURE__ */ jsx(PageHeader, {
      crumbs,
      title: title$2,
      lead: lead$2
    }), /* @__PURE__ */ jsx("ul", {
      className: "grid gap-4 md:grid-cols-3",
      children: cards.map(({
        icon,
        heading,
        body
      }) => /* @__PURE__ */ jsxs("li", {
        className: "card",
        children: [/* @__PURE__ */ jsx(Icon, {
          icon,
          className: "size-6 text-brand-700"
        }), /* @__PURE__ */ jsx("h2", {
          className: "mt-2 font-semibold text-slate-900",
          children: heading
        }), /* @__PURE__ */ jsx("p", {
          className: "mt-1 text-slate-700",
          children: body
        })]
      }, heading))
    }), /* @__PURE__ */ jsxs("div", {
      className: "mt-8 grid items-start gap-6 lg:grid-cols-3",
      children: [/* @__PURE__ */ jsx("div", {
        className: "lg:col-span-2",
        children: /* @__PURE__ */ jsx(ContactForm, {})
      }), /* @__PURE__ */ jsxs("aside", {
        "aria-label": "Before you write",
        className: "rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950",
        children: [/* @__PURE__ */ jsx("h2", {
          className: "font-semibold",
          children: "Before you write"
        }), /* @__PURE__ */ jsx("p", {
          className: "mt-2",
          children: "Costwise gives estimates only. We cannot give financial advice, moving quotes or mortgage brokerage, and we never need your bank details or passwords. Please do not send personal financial information."
        })]
      })]
    })]
  });
});
const route17 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: contact,
  meta: meta$3
}, Symbol.toStringTag, { value: "Module" }));
const TERMS_SECTIONS = [
  {
    heading: "Acceptance of these terms",
    paragraphs: [
      "These terms apply to your use of the Costwise website, including its calculators, guides and worked scenarios. By using the site you accept these terms. If you do not agree with them, please do not use the site.",
      "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute, although if you live elsewhere in the UK you may also bring a claim in your local courts."
    ]
  },
  {
    heading: "Use of the site",
    paragraphs: [
      "Costwise is free to use for your own personal, non-commercial purposes. You may use the calculators, save your inputs in your browser and share links to your results.",
      "You must not use the site in a way that is unlawful, that could damage or disrupt it, or that copies its content in bulk, for example by scraping it or republishing it as your own."
    ]
  },
  {
    heading: "Accuracy of information",
    paragraphs: [
      "We take care to keep our calculators and content accurate, and the figures in our content were checked for 2025. Prices, rates, caps and rules change often, however, and we cannot promise that everything on the site is complete, correct or up to date at all times.",
      "Every result is an estimate based on the figures you enter and on the assumptions explained with each calculator. Your actual costs may be different."
    ]
  },
  {
    heading: "No professional advice",
    paragraphs: [
      "Nothing on Costwise is financial, mortgage, legal or tax advice, and we are not a mortgage broker or a removals company. Our results are not quotes or offers. Before you make a financial decision, check the figures with your lender, supplier or provider, or speak to a qualified adviser. Free, impartial guidance is also available from MoneyHelper."
    ]
  },
  {
    heading: "Limitation of liability",
    paragraphs: [
      "The site is provided free of charge and as it is. To the extent the law allows, we are not liable for any loss or damage arising from your use of the site or from relying on its content or results, including any loss of money, income or opportunity, or any indirect or consequential loss.",
      "Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under the law of England and Wales. Nothing in these terms affects your statutory rights.",
      "The site contains links to other websites, such as MoneyHelper and GOV.UK. These are not under our control and we are not responsible for their content or availability."
    ]
  },
  {
    heading: "Intellectual property",
    paragraphs: [
      "The text, design, calculators and other content of Costwise belong to us or are used with permission. You may view, print and share them for personal use, and you may link to any page. You may not copy, republish or sell our content for commercial purposes without our written permission."
    ]
  },
  {
    heading: "Changes to these terms",
    paragraphs: [
      "We may update these terms from time to time, for example when the site changes. The current version is always the one on this page, and by continuing to use the site after a change you accept the updated terms."
    ]
  },
  {
    heading: "Contact",
    paragraphs: [
      "If you have a question about these terms, please use the form on our Contact page or write to the email address on our Contact page. We aim to reply within 24 to 48 hours."
    ]
  }
];
const lastUpdated = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
  new Date(POLICY_LAST_UPDATED)
);
function PolicyPage({
  title: title2,
  lead: lead2,
  sections
}) {
  const crumbs2 = [{ name: title2 }];
  return /* @__PURE__ */ jsxs("div", { className: "container-page py-8", children: [
    /* @__PURE__ */ jsx(PageHeader, { crumbs: crumbs2, title: title2, lead: lead2 }),
    /* @__PURE__ */ jsxs("p", { className: "text-sm text-slate-600", children: [
      "Last updated: ",
      lastUpdated
    ] }),
    /* @__PURE__ */ jsx("ol", { className: "mt-6 max-w-3xl space-y-8 wrap-break-word", children: sections.map((section, index) => /* @__PURE__ */ jsxs("li", { children: [
      /* @__PURE__ */ jsxs("h2", { className: "text-xl font-bold text-slate-900", children: [
        index + 1,
        ". ",
        section.heading
      ] }),
      section.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", { className: "mt-2 leading-relaxed text-slate-700", children: paragraph }, paragraph))
    ] }, section.heading)) })
  ] });
}
const title$1 = "Terms of Service";
const lead$1 = "The terms for using Costwise, a free UK cost of living calculator website: personal use, estimates only, no professional advice.";
const meta$2 = () => pageMeta({
  title: title$1,
  description: lead$1,
  path: "/terms",
  crumbs: [{
    name: title$1
  }]
});
const terms = UNSAFE_withComponentProps(function TermsPage() {
  return /* @__PURE__ */ jsx(PolicyPage, {
    title: title$1,
    lead: lead$1,
    sections: TERMS_SECTIONS
  });
});
const route18 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: terms,
  meta: meta$2
}, Symbol.toStringTag, { value: "Module" }));
const PRIVACY_SECTIONS = [
  {
    heading: "Calculator data is not collected",
    paragraphs: [
      "All Costwise calculations run in your browser, on your own device. The calculators send nothing anywhere: the figures you enter are never sent to us or to anyone else, and we cannot see them. There are no accounts and no sign-up, so we hold no profile about you."
    ]
  },
  {
    heading: "Local storage for Save My Inputs",
    paragraphs: [
      "If you press Save, the calculator's inputs are stored in your browser's local storage under a key such as costwise:rent-affordability:inputs, so they are there when you come back on the same device and browser. They stay on your device and are not sent to us. Reset deletes them, and you can also remove them at any time by clearing this site's data in your browser settings.",
      "When you press Calculate, your inputs are also added to the page address (URL) so that you can share your results. Anyone you send that link to will see those figures, so only share it with people you are happy to show them to."
    ]
  },
  {
    heading: "Cookies and analytics",
    paragraphs: [
      "On your first visit a banner asks you to choose Accept All or Reject Non-Essential. Closing the banner counts as rejecting. Your choice, and when you made it, is stored in your browser's local storage under cookie_consent so that we do not ask again. You can change it at any time with the Cookie settings link in the footer.",
      "Only if you choose Accept All do we use Google Analytics 4. It gives us anonymous usage statistics, such as which pages were viewed and which buttons like Calculate, Save or Share were used, and never the figures you enter. It sets cookies such as _ga. We use Google Consent Mode v2, which starts with everything denied.",
      "If you reject, no Google scripts are loaded at all. If you accept and later withdraw your consent, the analytics cookies (_ga) are deleted."
    ]
  },
  {
    heading: "Third-party advertising",
    paragraphs: [
      "Costwise is paid for by advertising from Google AdSense, which is loaded only if you choose Accept All. Google and its partners may then use cookies to show ads, including personalised ads based on your visits to this and other websites.",
      "You can find out more in Google's page How Google uses information from sites or apps that use our services, at https://policies.google.com/technologies/partner-sites. You can withdraw your consent at any time through Cookie settings in the footer."
    ]
  },
  {
    heading: "Contact form data",
    paragraphs: [
      "If you use our contact form, your name, email address and message are sent through EmailJS (emailjs.com), a third-party email delivery service, to our inbox. Nothing is sent until you press Send. The form also contains a hidden field that helps us filter out spam.",
      "We use these details only to reply to you. We keep messages for up to 12 months and then delete them."
    ]
  },
  {
    heading: "Third-party links",
    paragraphs: [
      "Our guides link to other websites, such as MoneyHelper and GOV.UK. These sites are not under our control and have their own privacy policies, so please read them before you give them any personal information."
    ]
  },
  {
    heading: "Children's privacy",
    paragraphs: [
      "Costwise is not directed at children under 13, and we do not knowingly collect personal data from them. If you believe a child under 13 has sent us their details, please contact us and we will delete them."
    ]
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "We may update this policy when the site or the law changes. The current version is always the one on this page."
    ]
  },
  {
    heading: "Contact us",
    paragraphs: [
      "We handle personal data in line with UK GDPR and the Data Protection Act 2018. You have the right to ask what personal data we hold about you, and to have it corrected or deleted. To do so, or to ask anything about this policy, please write to the email address on our Contact page. We aim to reply within 24 to 48 hours.",
      "If you are not happy with how we have handled your data, you can complain to the Information Commissioner's Office (ico.org.uk)."
    ]
  }
];
const title = "Privacy Policy";
const lead = "How Costwise handles your data: calculators run in your browser and send nothing; cookies for ads and analytics only with your consent.";
const meta$1 = () => pageMeta({
  title,
  description: lead,
  path: "/privacy",
  crumbs: [{
    name: title
  }]
});
const privacy = UNSAFE_withComponentProps(function PrivacyPage() {
  return /* @__PURE__ */ jsx(PolicyPage, {
    title,
    lead,
    sections: PRIVACY_SECTIONS
  });
});
const route19 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: privacy,
  meta: meta$1
}, Symbol.toStringTag, { value: "Module" }));
const OTHER_PAGES = [
  "/",
  "/calculators",
  "/guides",
  "/scenarios",
  "/faq",
  "/about",
  "/contact",
  "/terms",
  "/privacy"
];
function sitemapEntries() {
  return [
    ...OTHER_PAGES.map((path2) => ({ path: path2 })),
    ...calculators$1.map((calculator) => ({ path: calculator.path })),
    ...[...guides$1, ...scenarios$1].map((article) => ({
      path: article.path,
      lastModified: article.frontmatter.dateModified
    }))
  ];
}
function sitemapXml(origin = siteConfig.siteUrl) {
  const urls = sitemapEntries().map(({ path: path2, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
    return `  <url><loc>${new URL(path2, origin).href}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}
function robotsTxt(origin = siteConfig.siteUrl) {
  return `User-agent: *
Allow: /

Sitemap: ${new URL("/sitemap.xml", origin).href}
`;
}
const loader$1 = () => new Response(sitemapXml(), {
  headers: {
    "Content-Type": "application/xml; charset=utf-8"
  }
});
const route20 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$1
}, Symbol.toStringTag, { value: "Module" }));
const loader = () => new Response(robotsTxt(), {
  headers: {
    "Content-Type": "text/plain; charset=utf-8"
  }
});
const route21 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader
}, Symbol.toStringTag, { value: "Module" }));
const meta = () => [...pageMeta({
  title: "Page Not Found",
  description: "The page you were looking for is not here. Try one of our free UK cost of living calculators.",
  path: "/404"
}), {
  name: "robots",
  content: "noindex"
}];
const POPULAR = ["rent-affordability", "mortgage-payment", "fuel-cost", "ev-charging"].map((key) => findCalculator(key));
const notFound = UNSAFE_withComponentProps(function NotFound() {
  return /* @__PURE__ */ jsxs("div", {
    className: "container-page py-16 text-center",
    children: [/* @__PURE__ */ jsx("p", {
      className: "text-7xl font-extrabold text-brand-700 sm:text-8xl",
      "aria-hidden": "true",
      children: "404"
    }), /* @__PURE__ */ jsx("h1", {
      className: "mt-4 text-3xl font-bold text-slate-900",
      children: "Page Not Found"
    }), /* @__PURE__ */ jsx("p", {
      className: "mx-auto mt-3 max-w-xl text-lg text-slate-600",
      children: "Sorry, we could not find that page. It may have moved, or the link may be mistyped."
    }), /* @__PURE__ */ jsxs("div", {
      className: "mt-8 flex flex-wrap justify-center gap-3",
      children: [/* @__PURE__ */ jsx(Link, {
        to: "/",
        className: "btn btn-primary",
        prefetch: "intent",
        children: "Go Home"
      }), /* @__PURE__ */ jsx(Link, {
        to: "/calculators",
        className: "btn btn-secondary",
        prefetch: "intent",
        children: "Browse Calculators"
      })]
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "popular-heading",
      className: "mt-12",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "popular-heading",
        className: "text-lg font-semibold text-slate-900",
        children: "Popular calculators"
      }), /* @__PURE__ */ jsx("ul", {
        className: "mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2",
        children: POPULAR.map((calculator) => /* @__PURE__ */ jsx("li", {
          children: /* @__PURE__ */ jsx(Link, {
            to: calculator.path,
            className: "link",
            prefetch: "intent",
            children: calculator.name
          })
        }, calculator.key))
      })]
    })]
  });
});
const route22 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: notFound,
  meta
}, Symbol.toStringTag, { value: "Module" }));
const serverManifest = { "entry": { "module": "/assets/entry.client-DUyYqiUD.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/index-CPTWAVXp.js"], "css": [] }, "routes": { "root": { "id": "root", "parentId": void 0, "path": "", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/root-DVKEC2AP.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/index-CPTWAVXp.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/home": { "id": "routes/home", "parentId": "root", "path": void 0, "index": true, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/home-CgtTwqPs.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/gift-DJSJYmqM.js", "/assets/calculator-card-CW0fl6bX.js", "/assets/calculator-icon-91TtRBL8.js", "/assets/arrow-right-u_knq-J6.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/calculators": { "id": "routes/calculators", "parentId": "root", "path": "calculators", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/calculators-Dn-ffi0r.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/calculator-card-CW0fl6bX.js", "/assets/arrow-right-u_knq-J6.js", "/assets/calculator-icon-91TtRBL8.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/calculators/rent-affordability": { "id": "routes/calculators/rent-affordability", "parentId": "root", "path": "/calculators/rent-affordability", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/rent-affordability-D07CGh_H.js", "imports": ["/assets/rent-affordability-C7louB07.js", "/assets/shell-CL0N8xWc.js", "/assets/calculator-CN1wmj6G.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/calculators/mortgage-payment": { "id": "routes/calculators/mortgage-payment", "parentId": "root", "path": "/calculators/mortgage-payment", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/mortgage-payment-sO6pv-tf.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/calculator-CN1wmj6G.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/calculators/fuel-cost": { "id": "routes/calculators/fuel-cost", "parentId": "root", "path": "/calculators/fuel-cost", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/fuel-cost-DX3agevk.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/calculator-CN1wmj6G.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/calculators/ev-charging": { "id": "routes/calculators/ev-charging", "parentId": "root", "path": "/calculators/ev-charging", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/ev-charging-Bhdq_Gm3.js", "imports": ["/assets/ev-charging-BwRVqFN9.js", "/assets/shell-CL0N8xWc.js", "/assets/calculator-CN1wmj6G.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/calculators/energy-bill": { "id": "routes/calculators/energy-bill", "parentId": "root", "path": "/calculators/energy-bill", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/energy-bill-BQdpfa6w.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/calculator-CN1wmj6G.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/calculators/moving-cost": { "id": "routes/calculators/moving-cost", "parentId": "root", "path": "/calculators/moving-cost", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/moving-cost-TUYtIAvf.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/calculator-CN1wmj6G.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/guides": { "id": "routes/guides", "parentId": "root", "path": "guides", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/guides-DxsAavAn.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/article-library-B7uuAlTB.js", "/assets/arrow-right-u_knq-J6.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/guide": { "id": "routes/guide", "parentId": "root", "path": "guides/:calcKey/:slug", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/guide-CMcvA3zP.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/arrow-right-u_knq-J6.js", "/assets/book-open-JiAs2iKS.js", "/assets/deferred-share-block-BVCrsWZ8.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "missing-guide": { "id": "missing-guide", "parentId": "root", "path": "guides/404", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/missing-article-BCBjjGHA.js", "imports": ["/assets/shell-CL0N8xWc.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/scenarios": { "id": "routes/scenarios", "parentId": "root", "path": "scenarios", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/scenarios-D3l9wG57.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/article-library-B7uuAlTB.js", "/assets/arrow-right-u_knq-J6.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/scenario": { "id": "routes/scenario", "parentId": "root", "path": "scenarios/:calcKey/:slug", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/scenario-Bd7tEJ5H.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/arrow-right-u_knq-J6.js", "/assets/deferred-share-block-BVCrsWZ8.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "missing-scenario": { "id": "missing-scenario", "parentId": "root", "path": "scenarios/404", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/missing-article-BCBjjGHA.js", "imports": ["/assets/shell-CL0N8xWc.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/faq": { "id": "routes/faq", "parentId": "root", "path": "faq", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/faq-CZZMnzG2.js", "imports": ["/assets/shell-CL0N8xWc.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/about": { "id": "routes/about", "parentId": "root", "path": "about", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/about-B3VYhmcC.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/check-CBfqCce_.js", "/assets/gift-DJSJYmqM.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/contact": { "id": "routes/contact", "parentId": "root", "path": "contact", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/contact-DLeWvMVq.js", "imports": ["/assets/shell-CL0N8xWc.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/terms": { "id": "routes/terms", "parentId": "root", "path": "terms", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/terms-B8ejgEcB.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/policy-page-a24O3qmG.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/privacy": { "id": "routes/privacy", "parentId": "root", "path": "privacy", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/privacy-xuu3epUJ.js", "imports": ["/assets/shell-CL0N8xWc.js", "/assets/policy-page-a24O3qmG.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/sitemap.xml": { "id": "routes/sitemap.xml", "parentId": "root", "path": "sitemap.xml", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/sitemap.xml-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/robots.txt": { "id": "routes/robots.txt", "parentId": "root", "path": "robots.txt", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/robots.txt-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/not-found": { "id": "routes/not-found", "parentId": "root", "path": "*", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/not-found-COT1xeFx.js", "imports": ["/assets/shell-CL0N8xWc.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 } }, "url": "/assets/manifest-f20d101d.js", "version": "f20d101d", "sri": void 0 };
const assetsBuildDirectory = "build-wip/client";
const basename = "/";
const future = { "unstable_enableNodeReadableStream": false, "unstable_optimizeDeps": false };
const ssr = false;
const isSpaMode = false;
const prerender = ["/", "/calculators", "/calculators/rent-affordability", "/calculators/mortgage-payment", "/calculators/fuel-cost", "/calculators/ev-charging", "/calculators/energy-bill", "/calculators/moving-cost", "/guides", "/guides/404", "/scenarios", "/scenarios/404", "/faq", "/about", "/contact", "/terms", "/privacy", "/sitemap.xml", "/robots.txt", "/guides/rent-affordability/how-much-rent-can-i-afford", "/guides/rent-affordability/what-landlords-look-for", "/guides/rent-affordability/rent-vs-house-share-pros-and-cons", "/guides/mortgage-payment/fixed-vs-variable-rate-explained", "/guides/mortgage-payment/how-much-deposit-do-i-need", "/guides/mortgage-payment/what-does-my-mortgage-payment-include", "/guides/fuel-cost/how-to-estimate-commute-cost", "/guides/fuel-cost/why-mpg-isnt-the-whole-story", "/guides/fuel-cost/how-driving-style-affects-fuel-cost", "/guides/ev-charging/home-charging-vs-public-charging", "/guides/ev-charging/how-to-estimate-ev-cost-per-mile", "/guides/ev-charging/is-it-cheaper-to-run-an-ev", "/guides/energy-bill/gas-vs-electric-heating-costs", "/guides/energy-bill/how-to-estimate-your-electric-bill", "/guides/energy-bill/what-uses-most-electricity-at-home", "/guides/moving-cost/hidden-costs-of-moving", "/guides/moving-cost/how-much-does-it-cost-to-move-house", "/guides/moving-cost/van-hire-vs-professional-movers", "/scenarios/rent-affordability/london-rent-2500-takehome", "/scenarios/rent-affordability/family-with-childcare-costs", "/scenarios/mortgage-payment/first-time-buyer-250k-at-5-percent", "/scenarios/mortgage-payment/adding-insurance-and-tax", "/scenarios/fuel-cost/40-mile-daily-commute", "/scenarios/fuel-cost/800km-monthly-driving", "/scenarios/ev-charging/10000-miles-a-year-home-charging", "/scenarios/ev-charging/200-mile-weekend-trip", "/scenarios/energy-bill/flat-300kwh-monthly", "/scenarios/energy-bill/house-with-gas-heating-winter", "/scenarios/moving-cost/2-bed-flat-local-move-diy", "/scenarios/moving-cost/long-distance-full-service", "/404"];
const routeDiscovery = { "mode": "initial" };
const publicPath = "/";
const entry = { module: entryServer };
const routes = {
  "root": {
    id: "root",
    parentId: void 0,
    path: "",
    index: void 0,
    caseSensitive: void 0,
    module: route0
  },
  "routes/home": {
    id: "routes/home",
    parentId: "root",
    path: void 0,
    index: true,
    caseSensitive: void 0,
    module: route1
  },
  "routes/calculators": {
    id: "routes/calculators",
    parentId: "root",
    path: "calculators",
    index: void 0,
    caseSensitive: void 0,
    module: route2
  },
  "routes/calculators/rent-affordability": {
    id: "routes/calculators/rent-affordability",
    parentId: "root",
    path: "/calculators/rent-affordability",
    index: void 0,
    caseSensitive: void 0,
    module: route3
  },
  "routes/calculators/mortgage-payment": {
    id: "routes/calculators/mortgage-payment",
    parentId: "root",
    path: "/calculators/mortgage-payment",
    index: void 0,
    caseSensitive: void 0,
    module: route4
  },
  "routes/calculators/fuel-cost": {
    id: "routes/calculators/fuel-cost",
    parentId: "root",
    path: "/calculators/fuel-cost",
    index: void 0,
    caseSensitive: void 0,
    module: route5
  },
  "routes/calculators/ev-charging": {
    id: "routes/calculators/ev-charging",
    parentId: "root",
    path: "/calculators/ev-charging",
    index: void 0,
    caseSensitive: void 0,
    module: route6
  },
  "routes/calculators/energy-bill": {
    id: "routes/calculators/energy-bill",
    parentId: "root",
    path: "/calculators/energy-bill",
    index: void 0,
    caseSensitive: void 0,
    module: route7
  },
  "routes/calculators/moving-cost": {
    id: "routes/calculators/moving-cost",
    parentId: "root",
    path: "/calculators/moving-cost",
    index: void 0,
    caseSensitive: void 0,
    module: route8
  },
  "routes/guides": {
    id: "routes/guides",
    parentId: "root",
    path: "guides",
    index: void 0,
    caseSensitive: void 0,
    module: route9
  },
  "routes/guide": {
    id: "routes/guide",
    parentId: "root",
    path: "guides/:calcKey/:slug",
    index: void 0,
    caseSensitive: void 0,
    module: route10
  },
  "missing-guide": {
    id: "missing-guide",
    parentId: "root",
    path: "guides/404",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "routes/scenarios": {
    id: "routes/scenarios",
    parentId: "root",
    path: "scenarios",
    index: void 0,
    caseSensitive: void 0,
    module: route12
  },
  "routes/scenario": {
    id: "routes/scenario",
    parentId: "root",
    path: "scenarios/:calcKey/:slug",
    index: void 0,
    caseSensitive: void 0,
    module: route13
  },
  "missing-scenario": {
    id: "missing-scenario",
    parentId: "root",
    path: "scenarios/404",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "routes/faq": {
    id: "routes/faq",
    parentId: "root",
    path: "faq",
    index: void 0,
    caseSensitive: void 0,
    module: route15
  },
  "routes/about": {
    id: "routes/about",
    parentId: "root",
    path: "about",
    index: void 0,
    caseSensitive: void 0,
    module: route16
  },
  "routes/contact": {
    id: "routes/contact",
    parentId: "root",
    path: "contact",
    index: void 0,
    caseSensitive: void 0,
    module: route17
  },
  "routes/terms": {
    id: "routes/terms",
    parentId: "root",
    path: "terms",
    index: void 0,
    caseSensitive: void 0,
    module: route18
  },
  "routes/privacy": {
    id: "routes/privacy",
    parentId: "root",
    path: "privacy",
    index: void 0,
    caseSensitive: void 0,
    module: route19
  },
  "routes/sitemap.xml": {
    id: "routes/sitemap.xml",
    parentId: "root",
    path: "sitemap.xml",
    index: void 0,
    caseSensitive: void 0,
    module: route20
  },
  "routes/robots.txt": {
    id: "routes/robots.txt",
    parentId: "root",
    path: "robots.txt",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "routes/not-found": {
    id: "routes/not-found",
    parentId: "root",
    path: "*",
    index: void 0,
    caseSensitive: void 0,
    module: route22
  }
};
const allowedActionOrigins = false;
export {
  RENT_GUIDANCE_TEXT as R,
  allowedActionOrigins as a,
  assetsBuildDirectory as b,
  basename as c,
  entry as d,
  evVerdict as e,
  future as f,
  publicPath as g,
  routes as h,
  isSpaMode as i,
  ssr as j,
  prerender as p,
  routeDiscovery as r,
  serverManifest as s
};
