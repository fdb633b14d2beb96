import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { useSyncExternalStore, lazy, memo, Suspense, createElement, useState, useId, useEffect } from "react";
import Menu from "lucide/dist/esm/icons/menu.mjs";
import X from "lucide/dist/esm/icons/x.mjs";
import { useLocation, Link, NavLink } from "react-router";
import ChevronRight from "lucide/dist/esm/icons/chevron-right.mjs";
var define_SITE_CONFIG_default = { siteUrl: "http://localhost:4173", contactEmail: "hello@costwise.example", adsense: null };
const siteConfig = define_SITE_CONFIG_default;
const SITE_NAME = "Costwise";
const CONTENT_YEAR = 2025;
const TITLE_SUFFIX = ` | Free Cost of Living & Home Calculators (${CONTENT_YEAR})`;
const DEFAULT_OG_IMAGE = "/og.jpg";
const STORAGE_PREFIX = "costwise:";
const POLICY_LAST_UPDATED = "2026-11-22";
const DESKTOP = "(min-width: 768px)";
const PHONE = "(max-width: 767.98px)";
const AD_SLOT_SIZES = {
  header: { width: 728, height: 90, responsive: true, media: DESKTOP },
  headerMobile: { width: 320, height: 100, responsive: true, media: PHONE },
  inContent: { width: 728, height: 90, responsive: false },
  footer: { width: 728, height: 90, responsive: true },
  stickyMobile: { width: 320, height: 50, responsive: true, media: PHONE },
  calcMid: { width: 728, height: 90, responsive: false },
  articleEnd: { width: 728, height: 90, responsive: false }
};
const adUnitId = (name) => siteConfig.adsense?.slots[name.toUpperCase()];
const IN_CONTENT_SCROLL_PX = 300;
const IN_CONTENT_SLOTS = ["inContent"];
const CONSENT_STORAGE_KEY = "cookie_consent";
const CONSENT_UPDATED_EVENT = "consent-updated";
const OPEN_SETTINGS_EVENT = "costwise:open-consent-settings";
let choice;
function readConsent() {
  if (choice !== void 0) return choice;
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    const record = raw ? JSON.parse(raw) : null;
    choice = typeof record?.analytics === "boolean" && typeof record.timestamp === "string" ? record.analytics : null;
  } catch {
    choice = null;
  }
  return choice;
}
function setConsent(analytics2) {
  const record = { analytics: analytics2, timestamp: (/* @__PURE__ */ new Date()).toISOString() };
  choice = analytics2;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
  }
  window.dispatchEvent(new CustomEvent(CONSENT_UPDATED_EVENT, { detail: record }));
}
function subscribeConsent(onChange) {
  window.addEventListener(CONSENT_UPDATED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_UPDATED_EVENT, onChange);
}
function openConsentSettings() {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}
function subscribeOpenSettings(onOpen) {
  window.addEventListener(OPEN_SETTINGS_EVENT, onOpen);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, onOpen);
}
function useConsent() {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
let analytics = null;
const connectAnalytics = (module) => {
  analytics = module;
};
function trackEvent(name, params = {}) {
  analytics?.trackEvent(name, params);
}
function trackPageView() {
  analytics?.trackPageView();
}
function CookieSettingsButton({ className }) {
  return /* @__PURE__ */ jsx("button", { type: "button", className, onClick: openConsentSettings, children: "Cookie settings" });
}
function deferred(load) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return memo(function Deferred(props) {
    return /* @__PURE__ */ jsx(Suspense, { fallback: null, children: /* @__PURE__ */ jsx(Lazy, { ...props }) });
  });
}
function Icon({
  icon,
  className = "",
  ...props
}) {
  return /* @__PURE__ */ jsx(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: "24",
      height: "24",
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: "2",
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": "true",
      focusable: "false",
      className: `shrink-0 ${className}`,
      ...props,
      children: icon.map(
        ([tag, attributes], index) => (
          // Lucide's path lists are fixed, so the position is a stable key.
          createElement(tag, { key: index, ...attributes })
        )
      )
    }
  );
}
function Logo({ className = "" }) {
  return /* @__PURE__ */ jsxs("span", { className: `flex items-center gap-2 ${className}`, children: [
    /* @__PURE__ */ jsxs("svg", { viewBox: "0 0 32 32", width: "32", height: "32", "aria-hidden": "true", className: "shrink-0", children: [
      /* @__PURE__ */ jsx("rect", { width: "32", height: "32", rx: "8", fill: "var(--color-brand-700)" }),
      /* @__PURE__ */ jsx(
        "path",
        {
          d: "M20.5 10.6a4.6 4.6 0 0 0-8.3 2.7v2.9h-2v2.3h2v3.2h-2.4v2.3h12.4v-2.3h-7.5v-3.2h4.6v-2.3h-4.6v-2.9a2.3 2.3 0 0 1 4.2-1.3z",
          fill: "#fff"
        }
      )
    ] }),
    /* @__PURE__ */ jsx("span", { className: "text-xl font-bold tracking-tight text-slate-900", children: "Costwise" })
  ] });
}
const MAIN_NAV = [
  { label: "Calculators", href: "/calculators" },
  { label: "Guides", href: "/guides" },
  { label: "Scenarios", href: "/scenarios" },
  { label: "FAQ", href: "/faq" },
  { label: "Contact", href: "/contact" }
];
const navLinkClass = ({ isActive }) => `rounded-md px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 ${isActive ? "text-brand-800" : "text-slate-700"}`;
function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return /* @__PURE__ */ jsxs("header", { className: "no-print border-b border-slate-200 bg-white", children: [
    /* @__PURE__ */ jsxs("div", { className: "container-page flex h-16 items-center justify-between gap-4", children: [
      /* @__PURE__ */ jsx(
        Link,
        {
          to: "/",
          className: "flex items-center gap-2 rounded-md",
          "aria-label": "Costwise home",
          prefetch: "intent",
          children: /* @__PURE__ */ jsx(Logo, {})
        }
      ),
      /* @__PURE__ */ jsx("nav", { "aria-label": "Main", className: "hidden md:block", children: /* @__PURE__ */ jsx("ul", { className: "flex items-center gap-1", children: MAIN_NAV.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, { to: item.href, className: navLinkClass, prefetch: "intent", children: item.label }) }, item.href)) }) }),
      /* @__PURE__ */ jsxs(
        "button",
        {
          type: "button",
          className: "inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden",
          "aria-expanded": menuOpen,
          "aria-controls": menuId,
          onClick: () => setMenuOpen((open) => !open),
          children: [
            menuOpen ? /* @__PURE__ */ jsx(Icon, { icon: X, className: "size-6" }) : /* @__PURE__ */ jsx(Icon, { icon: Menu, className: "size-6" }),
            /* @__PURE__ */ jsx("span", { className: "sr-only", children: "Menu" })
          ]
        }
      )
    ] }),
    /* @__PURE__ */ jsx(
      "nav",
      {
        id: menuId,
        "aria-label": "Main",
        hidden: !menuOpen,
        className: "border-t border-slate-200 md:hidden",
        children: /* @__PURE__ */ jsx("ul", { className: "container-page flex flex-col py-2", children: MAIN_NAV.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(
          NavLink,
          {
            to: item.href,
            className: (state) => `block ${navLinkClass(state)}`,
            prefetch: "intent",
            children: item.label
          }
        ) }, item.href)) })
      }
    )
  ] });
}
const stylesheet = '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-translate-y:0;--tw-translate-z:0;--tw-rotate-x:initial;--tw-rotate-y:initial;--tw-rotate-z:initial;--tw-skew-x:initial;--tw-skew-y:initial;--tw-space-y-reverse:0;--tw-divide-y-reverse:0;--tw-border-style:solid;--tw-gradient-position:initial;--tw-gradient-from:#0000;--tw-gradient-via:#0000;--tw-gradient-to:#0000;--tw-gradient-stops:initial;--tw-gradient-via-stops:initial;--tw-gradient-from-position:0%;--tw-gradient-via-position:50%;--tw-gradient-to-position:100%;--tw-leading:initial;--tw-font-weight:initial;--tw-tracking:initial;--tw-ordinal:initial;--tw-slashed-zero:initial;--tw-numeric-figure:initial;--tw-numeric-spacing:initial;--tw-numeric-fraction:initial;--tw-shadow:0 0 #0000;--tw-shadow-color:initial;--tw-shadow-alpha:100%;--tw-inset-shadow:0 0 #0000;--tw-inset-shadow-color:initial;--tw-inset-shadow-alpha:100%;--tw-ring-color:initial;--tw-ring-shadow:0 0 #0000;--tw-inset-ring-color:initial;--tw-inset-ring-shadow:0 0 #0000;--tw-ring-inset:initial;--tw-ring-offset-width:0px;--tw-ring-offset-color:#fff;--tw-ring-offset-shadow:0 0 #0000;--tw-blur:initial;--tw-brightness:initial;--tw-contrast:initial;--tw-grayscale:initial;--tw-hue-rotate:initial;--tw-invert:initial;--tw-opacity:initial;--tw-saturate:initial;--tw-sepia:initial;--tw-drop-shadow:initial;--tw-drop-shadow-color:initial;--tw-drop-shadow-alpha:100%;--tw-drop-shadow-size:initial;--tw-outline-style:solid}}}@layer theme{:root,:host{--font-sans:system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;--font-mono:ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace;--color-red-50:oklch(97.1% .013 17.38);--color-red-700:oklch(50.5% .213 27.518);--color-red-900:oklch(39.6% .141 25.723);--color-red-950:oklch(25.8% .092 26.042);--color-amber-50:oklch(98.7% .022 95.277);--color-amber-300:oklch(87.9% .169 91.605);--color-amber-500:oklch(76.9% .188 70.08);--color-amber-600:oklch(66.6% .179 58.318);--color-amber-950:oklch(27.9% .077 45.635);--color-emerald-50:oklch(97.9% .021 166.113);--color-emerald-700:oklch(50.8% .118 165.612);--color-emerald-950:oklch(26.2% .051 172.552);--color-slate-50:oklch(98.4% .003 247.858);--color-slate-100:oklch(96.8% .007 247.896);--color-slate-200:oklch(92.9% .013 255.508);--color-slate-300:oklch(86.9% .022 252.894);--color-slate-400:oklch(70.4% .04 256.788);--color-slate-500:oklch(55.4% .046 257.417);--color-slate-600:oklch(44.6% .043 257.281);--color-slate-700:oklch(37.2% .044 257.287);--color-slate-800:oklch(27.9% .041 260.031);--color-slate-900:oklch(20.8% .042 265.755);--color-white:#fff;--spacing:.25rem;--container-xl:36rem;--container-3xl:48rem;--container-6xl:72rem;--text-xs:.75rem;--text-xs--line-height:calc(1 / .75);--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875);--text-base:1rem;--text-base--line-height: 1.5 ;--text-lg:1.125rem;--text-lg--line-height:calc(1.75 / 1.125);--text-xl:1.25rem;--text-xl--line-height:calc(1.75 / 1.25);--text-2xl:1.5rem;--text-2xl--line-height:calc(2 / 1.5);--text-3xl:1.875rem;--text-3xl--line-height: 1.2 ;--text-4xl:2.25rem;--text-4xl--line-height:calc(2.5 / 2.25);--text-5xl:3rem;--text-5xl--line-height:1;--text-7xl:4.5rem;--text-7xl--line-height:1;--text-8xl:6rem;--text-8xl--line-height:1;--font-weight-normal:400;--font-weight-medium:500;--font-weight-semibold:600;--font-weight-bold:700;--font-weight-extrabold:800;--tracking-tight:-.025em;--leading-relaxed:1.625;--radius-md:.375rem;--radius-lg:.5rem;--radius-xl:.75rem;--default-transition-duration:.15s;--default-transition-timing-function:cubic-bezier(.4, 0, .2, 1);--default-font-family:var(--font-sans);--default-mono-font-family:var(--font-mono);--color-brand-50:#f0fdfa;--color-brand-200:#99f6e4;--color-brand-700:#0f766e;--color-brand-800:#115e59}}@layer base{*,:after,:before,::backdrop{box-sizing:border-box;border:0 solid;margin:0;padding:0}::file-selector-button{box-sizing:border-box;border:0 solid;margin:0;padding:0}html,:host{-webkit-text-size-adjust:100%;tab-size:4;line-height:1.5;font-family:var(--default-font-family,-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji");font-feature-settings:var(--default-font-feature-settings,normal);font-variation-settings:var(--default-font-variation-settings,normal);-webkit-tap-highlight-color:transparent}hr{height:0;color:inherit;border-top-width:1px}abbr:where([title]){-webkit-text-decoration:underline dotted;text-decoration:underline dotted}h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}a{color:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}b,strong{font-weight:bolder}code,kbd,samp,pre{font-family:var(--default-mono-font-family,ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace);font-feature-settings:var(--default-mono-font-feature-settings,normal);font-variation-settings:var(--default-mono-font-variation-settings,normal);font-size:1em}small{font-size:80%}sub,sup{vertical-align:baseline;font-size:75%;line-height:0;position:relative}sub{bottom:-.25em}sup{top:-.5em}table{text-indent:0;border-color:inherit;border-collapse:collapse}:-moz-focusring:where(:not(iframe)){outline:auto}progress{vertical-align:baseline}summary{display:list-item}ol,ul,menu{list-style:none}img,svg,video,canvas,audio,iframe,embed,object{vertical-align:middle;display:block}img,video{max-width:100%;height:auto}button,input,select,optgroup,textarea{font:inherit;font-feature-settings:inherit;font-variation-settings:inherit;letter-spacing:inherit;color:inherit;opacity:1;background-color:#0000;border-radius:0}::file-selector-button{font:inherit;font-feature-settings:inherit;font-variation-settings:inherit;letter-spacing:inherit;color:inherit;opacity:1;background-color:#0000;border-radius:0}:where(select:is([multiple],[size])) optgroup{font-weight:bolder}:where(select:is([multiple],[size])) optgroup option{padding-inline-start:20px}::file-selector-button{margin-inline-end:4px}::placeholder{opacity:1}@supports (not ((-webkit-appearance:-apple-pay-button))) or (contain-intrinsic-size:1px){::placeholder{color:currentColor}@supports (color:color-mix(in lab,red,red)){::placeholder{color:color-mix(in oklab,currentcolor 50%,transparent)}}}textarea{resize:vertical}::-webkit-search-decoration{-webkit-appearance:none}::-webkit-date-and-time-value{min-height:1lh;text-align:inherit}::-webkit-datetime-edit{display:inline-flex}::-webkit-datetime-edit-fields-wrapper{padding:0}::-webkit-datetime-edit{padding-block:0}::-webkit-datetime-edit-year-field{padding-block:0}::-webkit-datetime-edit-month-field{padding-block:0}::-webkit-datetime-edit-day-field{padding-block:0}::-webkit-datetime-edit-hour-field{padding-block:0}::-webkit-datetime-edit-minute-field{padding-block:0}::-webkit-datetime-edit-second-field{padding-block:0}::-webkit-datetime-edit-millisecond-field{padding-block:0}::-webkit-datetime-edit-meridiem-field{padding-block:0}::-webkit-calendar-picker-indicator{line-height:1}:-moz-ui-invalid{box-shadow:none}button,input:where([type=button],[type=reset],[type=submit]){appearance:button}::file-selector-button{appearance:button}::-webkit-inner-spin-button{height:auto}::-webkit-outer-spin-button{height:auto}[hidden]:where(:not([hidden=until-found])){display:none!important}html{-webkit-text-size-adjust:100%;scroll-padding-top:1rem}body{background-color:var(--color-white);color:var(--color-slate-800);-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}:focus-visible{outline:3px solid var(--color-amber-500);outline-offset:2px}}@layer components{.link{--tw-font-weight:var(--font-weight-medium);font-weight:var(--font-weight-medium);color:var(--color-brand-700);text-decoration-line:underline;text-decoration-color:#0f766e66}@supports (color:color-mix(in lab,red,red)){.link{-webkit-text-decoration-color:color-mix(in oklab,var(--color-brand-700) 40%,transparent);text-decoration-color:color-mix(in oklab,var(--color-brand-700) 40%,transparent)}}.link{text-underline-offset:2px}@media(hover:hover){.link:hover{-webkit-text-decoration-color:var(--color-brand-700);text-decoration-color:var(--color-brand-700)}}.footer-link{padding-block:var(--spacing);color:var(--color-slate-700);display:inline-block}@media(hover:hover){.footer-link:hover{color:var(--color-brand-800);text-decoration-line:underline}}.btn{min-height:calc(var(--spacing) * 11);justify-content:center;align-items:center;gap:calc(var(--spacing) * 2);border-radius:var(--radius-lg);padding-inline:calc(var(--spacing) * 5);padding-block:calc(var(--spacing) * 2.5);--tw-font-weight:var(--font-weight-semibold);font-weight:var(--font-weight-semibold);transition-property:color,background-color,border-color,outline-color,text-decoration-color,fill,stroke,--tw-gradient-from,--tw-gradient-via,--tw-gradient-to;transition-timing-function:var(--tw-ease,var(--default-transition-timing-function));transition-duration:var(--tw-duration,var(--default-transition-duration));display:inline-flex}.btn:disabled{cursor:not-allowed;opacity:.6}.btn-sm{min-height:calc(var(--spacing) * 10);padding-inline:calc(var(--spacing) * 4);padding-block:calc(var(--spacing) * 2);font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}.btn-primary{background-color:var(--color-brand-700);color:var(--color-white)}@media(hover:hover){.btn-primary:hover{background-color:var(--color-brand-800)}}.btn-secondary{border-style:var(--tw-border-style);border-width:1px;border-color:var(--color-slate-300);background-color:var(--color-white);color:var(--color-slate-800)}@media(hover:hover){.btn-secondary:hover{background-color:var(--color-slate-50)}}.card{border-radius:var(--radius-xl);border-style:var(--tw-border-style);border-width:1px;border-color:var(--color-slate-200);background-color:var(--color-white);padding:calc(var(--spacing) * 5);--tw-shadow:0 1px 3px 0 var(--tw-shadow-color,#0000001a), 0 1px 2px -1px var(--tw-shadow-color,#0000001a);box-shadow:var(--tw-inset-shadow),var(--tw-inset-ring-shadow),var(--tw-ring-offset-shadow),var(--tw-ring-shadow),var(--tw-shadow)}@media(min-width:40rem){.card{padding:calc(var(--spacing) * 6)}}.page-title{font-size:var(--text-3xl);line-height:var(--tw-leading,var(--text-3xl--line-height));--tw-font-weight:var(--font-weight-bold);font-weight:var(--font-weight-bold);--tw-tracking:var(--tracking-tight);letter-spacing:var(--tracking-tight);color:var(--color-slate-900)}@media(min-width:40rem){.page-title{font-size:var(--text-4xl);line-height:var(--tw-leading,var(--text-4xl--line-height))}}.lead{margin-top:calc(var(--spacing) * 3);max-width:var(--container-3xl);font-size:var(--text-lg);line-height:var(--tw-leading,var(--text-lg--line-height));color:var(--color-slate-600)}.prose-article{max-width:var(--container-3xl);font-size:var(--text-lg);line-height:var(--tw-leading,var(--text-lg--line-height));--tw-leading:var(--leading-relaxed);line-height:var(--leading-relaxed);color:var(--color-slate-800)}.prose-article>*+*{margin-top:calc(var(--spacing) * 5)}.prose-article h2{margin-top:calc(var(--spacing) * 10);font-size:var(--text-2xl);line-height:var(--tw-leading,var(--text-2xl--line-height));--tw-font-weight:var(--font-weight-bold);font-weight:var(--font-weight-bold);color:var(--color-slate-900)}.prose-article h3{margin-top:calc(var(--spacing) * 8);font-size:var(--text-xl);line-height:var(--tw-leading,var(--text-xl--line-height));--tw-font-weight:var(--font-weight-semibold);font-weight:var(--font-weight-semibold);color:var(--color-slate-900)}.prose-article ul{list-style-type:disc}:where(.prose-article ul>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(calc(var(--spacing) * 2) * var(--tw-space-y-reverse));margin-block-end:calc(calc(var(--spacing) * 2) * calc(1 - var(--tw-space-y-reverse)))}.prose-article ul{padding-left:calc(var(--spacing) * 6)}.prose-article ol{list-style-type:decimal}:where(.prose-article ol>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(calc(var(--spacing) * 2) * var(--tw-space-y-reverse));margin-block-end:calc(calc(var(--spacing) * 2) * calc(1 - var(--tw-space-y-reverse)))}.prose-article ol{padding-left:calc(var(--spacing) * 6)}.prose-article a{--tw-font-weight:var(--font-weight-medium);font-weight:var(--font-weight-medium);color:var(--color-brand-700);text-decoration-line:underline;text-decoration-color:#0f766e66}@supports (color:color-mix(in lab,red,red)){.prose-article a{-webkit-text-decoration-color:color-mix(in oklab,var(--color-brand-700) 40%,transparent);text-decoration-color:color-mix(in oklab,var(--color-brand-700) 40%,transparent)}}.prose-article a{text-underline-offset:2px}@media(hover:hover){.prose-article a:hover{-webkit-text-decoration-color:var(--color-brand-700);text-decoration-color:var(--color-brand-700)}}.prose-article strong{--tw-font-weight:var(--font-weight-semibold);font-weight:var(--font-weight-semibold);color:var(--color-slate-900)}.prose-article blockquote{border-left-style:var(--tw-border-style);border-left-width:4px;border-color:var(--color-brand-200);padding-left:calc(var(--spacing) * 4);color:var(--color-slate-700)}.table-scroll{border-radius:var(--radius-lg);border-style:var(--tw-border-style);border-width:1px;border-color:var(--color-slate-200);background:linear-gradient(90deg,#fff 30%,#0000) 0/2.5rem 100% no-repeat local,linear-gradient(270deg,#fff 30%,#0000) 100%/2.5rem 100% no-repeat local,radial-gradient(farthest-side at 0,#0f172a2e,#0000) 0/.875rem 100% no-repeat,radial-gradient(farthest-side at 100%,#0f172a2e,#0000) 100%/.875rem 100% no-repeat;overflow-x:auto}.table-scroll table{border-collapse:collapse;text-align:left;width:100%;font-size:var(--text-base);line-height:var(--tw-leading,var(--text-base--line-height))}.table-scroll th{min-width:calc(var(--spacing) * 32);background-color:var(--color-slate-50);padding-inline:calc(var(--spacing) * 4);padding-block:calc(var(--spacing) * 2);vertical-align:bottom;--tw-font-weight:var(--font-weight-semibold);font-weight:var(--font-weight-semibold);color:var(--color-slate-900)}.table-scroll td{min-width:calc(var(--spacing) * 32);border-top-style:var(--tw-border-style);border-top-width:1px;border-color:var(--color-slate-200);padding-inline:calc(var(--spacing) * 4);padding-block:calc(var(--spacing) * 2);vertical-align:top}}@layer utilities{.pointer-events-none{pointer-events:none}.visible{visibility:visible}.sr-only{clip-path:inset(50%);white-space:nowrap;border-width:0;width:1px;height:1px;margin:-1px;padding:0;position:absolute;overflow:hidden}.absolute{position:absolute}.fixed{position:fixed}.relative{position:relative}.static{position:static}.sticky{position:sticky}.inset-x-0{inset-inline:0}.-top-5{top:calc(var(--spacing) * -5)}.top-0{top:0}.top-1\\/2{top:50%}.top-2{top:calc(var(--spacing) * 2)}.right-2{right:calc(var(--spacing) * 2)}.bottom-0{bottom:0}.-left-\\[10000px\\]{left:-10000px}.left-3{left:calc(var(--spacing) * 3)}.z-30{z-index:30}.z-40{z-index:40}.container-page{width:100%;max-width:var(--container-6xl);padding-inline:calc(var(--spacing) * 4);margin-inline:auto}@media(min-width:40rem){.container-page{padding-inline:calc(var(--spacing) * 6)}}.mx-auto{margin-inline:auto}.my-6{margin-block:calc(var(--spacing) * 6)}.mt-1{margin-top:var(--spacing)}.mt-2{margin-top:calc(var(--spacing) * 2)}.mt-3{margin-top:calc(var(--spacing) * 3)}.mt-4{margin-top:calc(var(--spacing) * 4)}.mt-5{margin-top:calc(var(--spacing) * 5)}.mt-6{margin-top:calc(var(--spacing) * 6)}.mt-8{margin-top:calc(var(--spacing) * 8)}.mt-10{margin-top:calc(var(--spacing) * 10)}.mt-12{margin-top:calc(var(--spacing) * 12)}.mt-16{margin-top:calc(var(--spacing) * 16)}.mr-1{margin-right:var(--spacing)}.mb-4{margin-bottom:calc(var(--spacing) * 4)}.mb-8{margin-bottom:calc(var(--spacing) * 8)}.mb-10{margin-bottom:calc(var(--spacing) * 10)}.block{display:block}.contents{display:contents}.flex{display:flex}.grid{display:grid}.hidden{display:none}.inline{display:inline}.inline-block{display:inline-block}.inline-flex{display:inline-flex}.table{display:table}.size-3\\.5{width:calc(var(--spacing) * 3.5);height:calc(var(--spacing) * 3.5)}.size-4{width:calc(var(--spacing) * 4);height:calc(var(--spacing) * 4)}.size-5{width:calc(var(--spacing) * 5);height:calc(var(--spacing) * 5)}.size-6{width:calc(var(--spacing) * 6);height:calc(var(--spacing) * 6)}.size-7{width:calc(var(--spacing) * 7);height:calc(var(--spacing) * 7)}.size-10{width:calc(var(--spacing) * 10);height:calc(var(--spacing) * 10)}.size-11{width:calc(var(--spacing) * 11);height:calc(var(--spacing) * 11)}.size-12{width:calc(var(--spacing) * 12);height:calc(var(--spacing) * 12)}.h-1{height:var(--spacing)}.h-3{height:calc(var(--spacing) * 3)}.h-16{height:calc(var(--spacing) * 16)}.h-auto{height:auto}.h-px{height:1px}.max-h-80{max-height:calc(var(--spacing) * 80)}.min-h-11{min-height:calc(var(--spacing) * 11)}.min-h-64{min-height:calc(var(--spacing) * 64)}.min-h-screen{min-height:100vh}.w-5{width:calc(var(--spacing) * 5)}.w-full{width:100%}.w-px{width:1px}.max-w-3xl{max-width:var(--container-3xl)}.max-w-\\[70ch\\]{max-width:70ch}.max-w-xl{max-width:var(--container-xl)}.min-w-0{min-width:0}.flex-1{flex:1}.shrink{flex-shrink:1}.shrink-0{flex-shrink:0}.-translate-y-1\\/2{--tw-translate-y: -50% ;translate:var(--tw-translate-x) var(--tw-translate-y)}.transform{transform:var(--tw-rotate-x, ) var(--tw-rotate-y, ) var(--tw-rotate-z, ) var(--tw-skew-x, ) var(--tw-skew-y, )}.cursor-pointer{cursor:pointer}.resize{resize:both}.list-none{list-style-type:none}.flex-col{flex-direction:column}.flex-wrap{flex-wrap:wrap}.items-baseline{align-items:baseline}.items-center{align-items:center}.items-start{align-items:flex-start}.items-stretch{align-items:stretch}.justify-between{justify-content:space-between}.justify-center{justify-content:center}.gap-1{gap:var(--spacing)}.gap-2{gap:calc(var(--spacing) * 2)}.gap-3{gap:calc(var(--spacing) * 3)}.gap-4{gap:calc(var(--spacing) * 4)}.gap-6{gap:calc(var(--spacing) * 6)}.gap-8{gap:calc(var(--spacing) * 8)}:where(.space-y-1>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(var(--spacing) * var(--tw-space-y-reverse));margin-block-end:calc(var(--spacing) * calc(1 - var(--tw-space-y-reverse)))}:where(.space-y-2>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(calc(var(--spacing) * 2) * var(--tw-space-y-reverse));margin-block-end:calc(calc(var(--spacing) * 2) * calc(1 - var(--tw-space-y-reverse)))}:where(.space-y-3>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(calc(var(--spacing) * 3) * var(--tw-space-y-reverse));margin-block-end:calc(calc(var(--spacing) * 3) * calc(1 - var(--tw-space-y-reverse)))}:where(.space-y-5>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(calc(var(--spacing) * 5) * var(--tw-space-y-reverse));margin-block-end:calc(calc(var(--spacing) * 5) * calc(1 - var(--tw-space-y-reverse)))}:where(.space-y-8>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(calc(var(--spacing) * 8) * var(--tw-space-y-reverse));margin-block-end:calc(calc(var(--spacing) * 8) * calc(1 - var(--tw-space-y-reverse)))}.gap-x-6{column-gap:calc(var(--spacing) * 6)}.gap-y-2{row-gap:calc(var(--spacing) * 2)}:where(.divide-y>:not(:last-child)){--tw-divide-y-reverse:0;border-bottom-style:var(--tw-border-style);border-top-style:var(--tw-border-style);border-top-width:calc(1px * var(--tw-divide-y-reverse));border-bottom-width:calc(1px * calc(1 - var(--tw-divide-y-reverse)))}:where(.divide-slate-200>:not(:last-child)){border-color:var(--color-slate-200)}.self-start{align-self:flex-start}.overflow-auto{overflow:auto}.overflow-hidden{overflow:hidden}.overflow-x-auto{overflow-x:auto}.rounded{border-radius:.25rem}.rounded-full{border-radius:2147483647px}.rounded-lg{border-radius:var(--radius-lg)}.rounded-md{border-radius:var(--radius-md)}.rounded-xl{border-radius:var(--radius-xl)}.border{border-style:var(--tw-border-style);border-width:1px}.border-2{border-style:var(--tw-border-style);border-width:2px}.border-t{border-top-style:var(--tw-border-style);border-top-width:1px}.border-b{border-bottom-style:var(--tw-border-style);border-bottom-width:1px}.border-l-4{border-left-style:var(--tw-border-style);border-left-width:4px}.border-dashed{--tw-border-style:dashed;border-style:dashed}.border-amber-300{border-color:var(--color-amber-300)}.border-amber-600{border-color:var(--color-amber-600)}.border-emerald-700{border-color:var(--color-emerald-700)}.border-red-700{border-color:var(--color-red-700)}.border-slate-200{border-color:var(--color-slate-200)}.border-slate-300{border-color:var(--color-slate-300)}.border-slate-400{border-color:var(--color-slate-400)}.border-slate-500{border-color:var(--color-slate-500)}.bg-amber-50{background-color:var(--color-amber-50)}.bg-amber-500{background-color:var(--color-amber-500)}.bg-brand-50{background-color:var(--color-brand-50)}.bg-brand-700{background-color:var(--color-brand-700)}.bg-emerald-50{background-color:var(--color-emerald-50)}.bg-red-50{background-color:var(--color-red-50)}.bg-slate-50{background-color:var(--color-slate-50)}.bg-slate-100{background-color:var(--color-slate-100)}.bg-slate-500{background-color:var(--color-slate-500)}.bg-white{background-color:var(--color-white)}.bg-gradient-to-b{--tw-gradient-position:to bottom in oklab;background-image:linear-gradient(var(--tw-gradient-stops))}.from-brand-50{--tw-gradient-from:var(--color-brand-50);--tw-gradient-stops:var(--tw-gradient-via-stops,var(--tw-gradient-position), var(--tw-gradient-from) var(--tw-gradient-from-position), var(--tw-gradient-to) var(--tw-gradient-to-position))}.to-white{--tw-gradient-to:var(--color-white);--tw-gradient-stops:var(--tw-gradient-via-stops,var(--tw-gradient-position), var(--tw-gradient-from) var(--tw-gradient-from-position), var(--tw-gradient-to) var(--tw-gradient-to-position))}.p-2{padding:calc(var(--spacing) * 2)}.p-3{padding:calc(var(--spacing) * 3)}.p-4{padding:calc(var(--spacing) * 4)}.p-5{padding:calc(var(--spacing) * 5)}.p-6{padding:calc(var(--spacing) * 6)}.p-8{padding:calc(var(--spacing) * 8)}.px-2\\.5{padding-inline:calc(var(--spacing) * 2.5)}.px-3{padding-inline:calc(var(--spacing) * 3)}.px-5{padding-inline:calc(var(--spacing) * 5)}.py-0\\.5{padding-block:calc(var(--spacing) * .5)}.py-1{padding-block:var(--spacing)}.py-2{padding-block:calc(var(--spacing) * 2)}.py-2\\.5{padding-block:calc(var(--spacing) * 2.5)}.py-3{padding-block:calc(var(--spacing) * 3)}.py-6{padding-block:calc(var(--spacing) * 6)}.py-8{padding-block:calc(var(--spacing) * 8)}.py-10{padding-block:calc(var(--spacing) * 10)}.py-12{padding-block:calc(var(--spacing) * 12)}.py-16{padding-block:calc(var(--spacing) * 16)}.pr-3{padding-right:calc(var(--spacing) * 3)}.pr-12{padding-right:calc(var(--spacing) * 12)}.pb-4{padding-bottom:calc(var(--spacing) * 4)}.pb-5{padding-bottom:calc(var(--spacing) * 5)}.pl-10{padding-left:calc(var(--spacing) * 10)}.text-center{text-align:center}.text-left{text-align:left}.text-right{text-align:right}.align-middle{vertical-align:middle}.text-2xl{font-size:var(--text-2xl);line-height:var(--tw-leading,var(--text-2xl--line-height))}.text-3xl{font-size:var(--text-3xl);line-height:var(--tw-leading,var(--text-3xl--line-height))}.text-4xl{font-size:var(--text-4xl);line-height:var(--tw-leading,var(--text-4xl--line-height))}.text-7xl{font-size:var(--text-7xl);line-height:var(--tw-leading,var(--text-7xl--line-height))}.text-base{font-size:var(--text-base);line-height:var(--tw-leading,var(--text-base--line-height))}.text-lg{font-size:var(--text-lg);line-height:var(--tw-leading,var(--text-lg--line-height))}.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}.text-xl{font-size:var(--text-xl);line-height:var(--tw-leading,var(--text-xl--line-height))}.text-xs{font-size:var(--text-xs);line-height:var(--tw-leading,var(--text-xs--line-height))}.leading-relaxed{--tw-leading:var(--leading-relaxed);line-height:var(--leading-relaxed)}.font-bold{--tw-font-weight:var(--font-weight-bold);font-weight:var(--font-weight-bold)}.font-extrabold{--tw-font-weight:var(--font-weight-extrabold);font-weight:var(--font-weight-extrabold)}.font-medium{--tw-font-weight:var(--font-weight-medium);font-weight:var(--font-weight-medium)}.font-normal{--tw-font-weight:var(--font-weight-normal);font-weight:var(--font-weight-normal)}.font-semibold{--tw-font-weight:var(--font-weight-semibold);font-weight:var(--font-weight-semibold)}.tracking-tight{--tw-tracking:var(--tracking-tight);letter-spacing:var(--tracking-tight)}.wrap-break-word{overflow-wrap:break-word}.break-all{word-break:break-all}.whitespace-nowrap{white-space:nowrap}.text-amber-950{color:var(--color-amber-950)}.text-brand-700{color:var(--color-brand-700)}.text-brand-800{color:var(--color-brand-800)}.text-emerald-950{color:var(--color-emerald-950)}.text-red-700{color:var(--color-red-700)}.text-red-900{color:var(--color-red-900)}.text-red-950{color:var(--color-red-950)}.text-slate-400{color:var(--color-slate-400)}.text-slate-500{color:var(--color-slate-500)}.text-slate-600{color:var(--color-slate-600)}.text-slate-700{color:var(--color-slate-700)}.text-slate-800{color:var(--color-slate-800)}.text-slate-900{color:var(--color-slate-900)}.italic{font-style:italic}.tabular-nums{--tw-numeric-spacing:tabular-nums;font-variant-numeric:var(--tw-ordinal, ) var(--tw-slashed-zero, ) var(--tw-numeric-figure, ) var(--tw-numeric-spacing, ) var(--tw-numeric-fraction, )}.underline{text-decoration-line:underline}.accent-brand-700{accent-color:var(--color-brand-700)}.shadow-\\[0_-4px_16px_rgb\\(0_0_0\\/0\\.08\\)\\]{--tw-shadow:0 -4px 16px var(--tw-shadow-color,#00000014);box-shadow:var(--tw-inset-shadow),var(--tw-inset-ring-shadow),var(--tw-ring-offset-shadow),var(--tw-ring-shadow),var(--tw-shadow)}.blur{--tw-blur:blur(8px);filter:var(--tw-blur, ) var(--tw-brightness, ) var(--tw-contrast, ) var(--tw-grayscale, ) var(--tw-hue-rotate, ) var(--tw-invert, ) var(--tw-saturate, ) var(--tw-sepia, ) var(--tw-drop-shadow, )}.filter{filter:var(--tw-blur, ) var(--tw-brightness, ) var(--tw-contrast, ) var(--tw-grayscale, ) var(--tw-hue-rotate, ) var(--tw-invert, ) var(--tw-saturate, ) var(--tw-sepia, ) var(--tw-drop-shadow, )}.filter\\!{filter:var(--tw-blur, ) var(--tw-brightness, ) var(--tw-contrast, ) var(--tw-grayscale, ) var(--tw-hue-rotate, ) var(--tw-invert, ) var(--tw-saturate, ) var(--tw-sepia, ) var(--tw-drop-shadow, )!important}.transition{transition-property:color,background-color,border-color,outline-color,text-decoration-color,fill,stroke,--tw-gradient-from,--tw-gradient-via,--tw-gradient-to,opacity,box-shadow,transform,translate,scale,rotate,filter,-webkit-backdrop-filter,backdrop-filter,display,content-visibility,overlay,pointer-events;transition-timing-function:var(--tw-ease,var(--default-transition-timing-function));transition-duration:var(--tw-duration,var(--default-transition-duration))}.transition-transform{transition-property:transform,translate,scale,rotate;transition-timing-function:var(--tw-ease,var(--default-transition-timing-function));transition-duration:var(--tw-duration,var(--default-transition-duration))}.outline-none{--tw-outline-style:none;outline-style:none}:is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-180){rotate:180deg}.focus-within\\:outline-3:focus-within{outline-style:var(--tw-outline-style);outline-width:3px}.focus-within\\:outline-offset-2:focus-within{outline-offset:2px}.focus-within\\:outline-amber-500:focus-within{outline-color:var(--color-amber-500)}@media(hover:hover){.hover\\:bg-brand-50:hover{background-color:var(--color-brand-50)}.hover\\:bg-slate-50:hover{background-color:var(--color-slate-50)}.hover\\:bg-slate-100:hover{background-color:var(--color-slate-100)}.hover\\:text-brand-800:hover{color:var(--color-brand-800)}}.focus\\:not-sr-only:focus{clip-path:none;white-space:normal;width:auto;height:auto;margin:0;padding:0;position:static;overflow:visible}.focus\\:absolute:focus{position:absolute}.focus\\:top-2:focus{top:calc(var(--spacing) * 2)}.focus\\:left-2:focus{left:calc(var(--spacing) * 2)}.focus\\:z-50:focus{z-index:50}.focus\\:rounded:focus{border-radius:.25rem}.focus\\:bg-white:focus{background-color:var(--color-white)}.focus\\:px-4:focus{padding-inline:calc(var(--spacing) * 4)}.focus\\:py-2:focus{padding-block:calc(var(--spacing) * 2)}.has-checked\\:border-brand-700:has(:checked){border-color:var(--color-brand-700)}.has-checked\\:bg-brand-50:has(:checked){background-color:var(--color-brand-50)}@media(min-width:40rem){.sm\\:flex-1{flex:1}.sm\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.sm\\:flex-row{flex-direction:row}.sm\\:items-center{align-items:center}.sm\\:p-8{padding:calc(var(--spacing) * 8)}.sm\\:py-16{padding-block:calc(var(--spacing) * 16)}.sm\\:text-5xl{font-size:var(--text-5xl);line-height:var(--tw-leading,var(--text-5xl--line-height))}.sm\\:text-8xl{font-size:var(--text-8xl);line-height:var(--tw-leading,var(--text-8xl--line-height))}}@media(min-width:48rem){.md\\:block{display:block}.md\\:hidden{display:none}.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}}@media(min-width:64rem){.lg\\:sticky{position:sticky}.lg\\:top-4{top:calc(var(--spacing) * 4)}.lg\\:col-span-1{grid-column:span 1/span 1}.lg\\:col-span-2{grid-column:span 2/span 2}.lg\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.lg\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}.lg\\:grid-cols-5{grid-template-columns:repeat(5,minmax(0,1fr))}}@media print{.print\\:hidden{display:none}.print\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.print\\:gap-4{gap:calc(var(--spacing) * 4)}}.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}}@media print{@page{margin:12mm}.no-print{display:none!important}body{-webkit-print-color-adjust:exact;print-color-adjust:exact;font-size:10pt}form .space-y-5>:not(:last-child){margin-block-end:.35rem}form .mt-2,form .mt-5{margin-top:.2rem}.card{box-shadow:none;padding:.75rem}form input,form select,form label,form .min-h-11{min-height:0;padding-top:.125rem;padding-bottom:.125rem}h1{font-size:1.5rem}.lead{margin-top:.25rem;font-size:.9rem}}html [data-sonner-toaster][data-sonner-theme=light]{--error-text:#991b1b;--success-text:#166534}html [data-sonner-toaster] [data-sonner-toast] [data-close-button]{width:24px;height:24px}@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}@property --tw-translate-y{syntax:"*";inherits:false;initial-value:0}@property --tw-translate-z{syntax:"*";inherits:false;initial-value:0}@property --tw-rotate-x{syntax:"*";inherits:false}@property --tw-rotate-y{syntax:"*";inherits:false}@property --tw-rotate-z{syntax:"*";inherits:false}@property --tw-skew-x{syntax:"*";inherits:false}@property --tw-skew-y{syntax:"*";inherits:false}@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}@property --tw-divide-y-reverse{syntax:"*";inherits:false;initial-value:0}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-gradient-position{syntax:"*";inherits:false}@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}@property --tw-gradient-via{syntax:"<color>";inherits:false;initial-value:#0000}@property --tw-gradient-to{syntax:"<color>";inherits:false;initial-value:#0000}@property --tw-gradient-stops{syntax:"*";inherits:false}@property --tw-gradient-via-stops{syntax:"*";inherits:false}@property --tw-gradient-from-position{syntax:"<length-percentage>";inherits:false;initial-value:0%}@property --tw-gradient-via-position{syntax:"<length-percentage>";inherits:false;initial-value:50%}@property --tw-gradient-to-position{syntax:"<length-percentage>";inherits:false;initial-value:100%}@property --tw-leading{syntax:"*";inherits:false}@property --tw-font-weight{syntax:"*";inherits:false}@property --tw-tracking{syntax:"*";inherits:false}@property --tw-ordinal{syntax:"*";inherits:false}@property --tw-slashed-zero{syntax:"*";inherits:false}@property --tw-numeric-figure{syntax:"*";inherits:false}@property --tw-numeric-spacing{syntax:"*";inherits:false}@property --tw-numeric-fraction{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-shadow-color{syntax:"*";inherits:false}@property --tw-shadow-alpha{syntax:"<percentage>";inherits:false;initial-value:100%}@property --tw-inset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-inset-shadow-color{syntax:"*";inherits:false}@property --tw-inset-shadow-alpha{syntax:"<percentage>";inherits:false;initial-value:100%}@property --tw-ring-color{syntax:"*";inherits:false}@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-inset-ring-color{syntax:"*";inherits:false}@property --tw-inset-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-inset{syntax:"*";inherits:false}@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}@property --tw-ring-offset-color{syntax:"*";inherits:false;initial-value:#fff}@property --tw-ring-offset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}@property --tw-brightness{syntax:"*";inherits:false}@property --tw-contrast{syntax:"*";inherits:false}@property --tw-grayscale{syntax:"*";inherits:false}@property --tw-hue-rotate{syntax:"*";inherits:false}@property --tw-invert{syntax:"*";inherits:false}@property --tw-opacity{syntax:"*";inherits:false}@property --tw-saturate{syntax:"*";inherits:false}@property --tw-sepia{syntax:"*";inherits:false}@property --tw-drop-shadow{syntax:"*";inherits:false}@property --tw-drop-shadow-color{syntax:"*";inherits:false}@property --tw-drop-shadow-alpha{syntax:"<percentage>";inherits:false;initial-value:100%}@property --tw-drop-shadow-size{syntax:"*";inherits:false}@property --tw-outline-style{syntax:"*";inherits:false;initial-value:solid}';
function InlineStylesheet() {
  return /* @__PURE__ */ jsx("style", { dangerouslySetInnerHTML: { __html: stylesheet } });
}
const TOAST_DURATION_MS = 5e3;
const sonner = () => import("sonner");
const SonnerToaster = lazy(() => sonner().then((module) => ({ default: module.Toaster })));
let requestMount = null;
let mounted = null;
let resolveMounted = () => {
};
function Toasts() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    requestMount = () => setActive(true);
    return () => {
      requestMount = null;
    };
  }, []);
  if (!active) return null;
  return /* @__PURE__ */ jsxs(Suspense, { fallback: null, children: [
    /* @__PURE__ */ jsx(SonnerToaster, { position: "bottom-center", duration: TOAST_DURATION_MS, richColors: true, closeButton: true }),
    /* @__PURE__ */ jsx(MountSignal, {})
  ] });
}
function MountSignal() {
  useEffect(() => resolveMounted(), []);
  return null;
}
async function toast(message) {
  if (!mounted) {
    mounted = new Promise((resolve) => {
      resolveMounted = resolve;
    });
    requestMount?.();
  }
  const [{ toast: show }] = await Promise.all([sonner(), mounted]);
  const options = { description: message.description };
  if (message.variant === "destructive") show.error(message.title, options);
  else show.success(message.title, options);
}
lazy(() => import("./ad-unit-AY2mNx1-.js"));
function AdSlot({ name, className = "" }) {
  return null;
}
function HeaderAds() {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(AdSlot, { name: "header", className: "my-6" }),
    /* @__PURE__ */ jsx(AdSlot, { name: "headerMobile", className: "my-6" })
  ] });
}
const CALCULATOR_KEYS = [
  "rent-affordability",
  "mortgage-payment",
  "fuel-cost",
  "ev-charging",
  "energy-bill",
  "moving-cost"
];
const CATEGORIES = ["rent", "mortgage", "fuel", "ev", "energy", "moving"];
const calculators = [
  {
    key: "rent-affordability",
    name: "Rent Affordability Calculator",
    path: "/calculators/rent-affordability",
    shortDescription: "See how much rent fits your take-home pay, after your other debts.",
    category: "rent",
    icon: "house"
  },
  {
    key: "mortgage-payment",
    name: "Mortgage Payment Calculator",
    path: "/calculators/mortgage-payment",
    shortDescription: "Estimate your monthly repayment, total interest and what overpaying saves.",
    category: "mortgage",
    icon: "landmark"
  },
  {
    key: "fuel-cost",
    name: "Fuel Cost Calculator",
    path: "/calculators/fuel-cost",
    shortDescription: "Price a journey or a month of commuting in petrol or diesel.",
    category: "fuel",
    icon: "fuel"
  },
  {
    key: "ev-charging",
    name: "EV Charging Cost Calculator",
    path: "/calculators/ev-charging",
    shortDescription: "Compare the cost per mile of an electric car against petrol.",
    category: "ev",
    icon: "plug-zap"
  },
  {
    key: "energy-bill",
    name: "Energy Bill Estimator",
    path: "/calculators/energy-bill",
    shortDescription: "Estimate your monthly electricity and gas bill from your home.",
    category: "energy",
    icon: "lightbulb"
  },
  {
    key: "moving-cost",
    name: "Moving Cost Calculator",
    path: "/calculators/moving-cost",
    shortDescription: "Budget for a house move: removals, packing, storage and assembly.",
    category: "moving",
    icon: "truck"
  }
];
function findCalculator(key) {
  return calculators.find((calculator) => calculator.key === key);
}
function otherCalculators(key, count = 3) {
  return calculators.filter((calculator) => calculator.key !== key).slice(0, count);
}
const savedInputsKey = (key) => `${STORAGE_PREFIX}${key}:inputs`;
function readRecord(key) {
  let raw;
  try {
    raw = window.localStorage.getItem(savedInputsKey(key));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const record = JSON.parse(raw);
    const inputs = record.inputs;
    if (!inputs || typeof inputs !== "object" || Object.values(inputs).some((v) => typeof v !== "string")) {
      throw new Error("not an inputs record");
    }
    return { savedAt: typeof record.savedAt === "string" ? record.savedAt : "", inputs };
  } catch (error) {
    console.warn("Failed to load saved inputs", error);
    return null;
  }
}
const loadSavedInputs = (key) => readRecord(key)?.inputs ?? null;
function saveInputs(key, inputs) {
  try {
    const record = { savedAt: (/* @__PURE__ */ new Date()).toISOString(), inputs };
    window.localStorage.setItem(savedInputsKey(key), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}
function removeSavedInputs(key) {
  try {
    window.localStorage.removeItem(savedInputsKey(key));
  } catch {
  }
}
function recentlyUsed(limit = 3) {
  return CALCULATOR_KEYS.map((key) => ({ key, record: readRecord(key) })).filter((entry) => entry.record !== null).sort((a, b) => b.record.savedAt.localeCompare(a.record.savedAt)).slice(0, limit).map((entry) => entry.key);
}
const absoluteUrl = (path) => new URL(path, siteConfig.siteUrl).href;
function pageMeta(page) {
  const title = `${page.title}${TITLE_SUFFIX}`;
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(page.image ?? DEFAULT_OG_IMAGE);
  const descriptors = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_GB" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${SITE_NAME}: free UK cost of living calculators` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image }
  ];
  if (page.published)
    descriptors.push({ property: "article:published_time", content: page.published });
  if (page.modified)
    descriptors.push({ property: "article:modified_time", content: page.modified });
  if (page.crumbs) descriptors.push({ "script:ld+json": breadcrumbJsonLd(page.crumbs, page.path) });
  for (const item of page.jsonLd ?? []) descriptors.push({ "script:ld+json": item });
  return descriptors;
}
const withHome = (crumbs) => [{ name: "Home", href: "/" }, ...crumbs];
function breadcrumbJsonLd(crumbs, currentPath) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: withHome(crumbs).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href ?? currentPath)
    }))
  };
}
function faqJsonLd(faqs) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer }
    }))
  };
}
function Breadcrumbs({ items }) {
  const trail = withHome(items);
  return /* @__PURE__ */ jsx("nav", { "aria-label": "Breadcrumb", className: "no-print mb-4 text-sm text-slate-600", children: /* @__PURE__ */ jsx("ol", { className: "flex flex-wrap items-center gap-1", children: trail.map((crumb, index) => {
    const last = index === trail.length - 1;
    return /* @__PURE__ */ jsxs("li", { className: "flex items-center gap-1", children: [
      last || !crumb.href ? /* @__PURE__ */ jsx("span", { "aria-current": last ? "page" : void 0, className: "text-slate-800", children: crumb.name }) : /* @__PURE__ */ jsx(Link, { to: crumb.href, className: "link inline-block py-0.5", prefetch: "intent", children: crumb.name }),
      !last && /* @__PURE__ */ jsx(Icon, { icon: ChevronRight, className: "size-3.5 text-slate-400" })
    ] }, crumb.name);
  }) }) });
}
const DISCLAIMER_TEXT = "Our calculators give estimates only. They are not professional financial advice, moving quotes or mortgage brokerage. Check important decisions with a qualified adviser.";
function Disclaimer({ className = "" }) {
  return /* @__PURE__ */ jsxs("p", { className, children: [
    /* @__PURE__ */ jsx("strong", { className: "font-semibold text-slate-700", children: "Disclaimer:" }),
    " ",
    DISCLAIMER_TEXT
  ] });
}
function PageHeader({
  crumbs,
  title,
  lead
}) {
  return /* @__PURE__ */ jsxs("header", { className: "mb-8", children: [
    /* @__PURE__ */ jsx(Breadcrumbs, { items: crumbs }),
    /* @__PURE__ */ jsx("h1", { className: "page-title", children: title }),
    lead && /* @__PURE__ */ jsx("p", { className: "lead", children: lead })
  ] });
}
function describedBy(id, { hint, error, note }) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`, note && `${id}-note`];
  return ids.filter(Boolean).join(" ") || void 0;
}
function controlProps(id, messages) {
  return {
    id,
    "aria-describedby": describedBy(id, messages),
    "aria-invalid": messages.error ? true : void 0
  };
}
function FieldMessages({ id, hint, error }) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    hint && /* @__PURE__ */ jsx("p", { id: `${id}-hint`, className: "mt-1 text-sm text-slate-600 print:hidden", children: hint }),
    error && /* @__PURE__ */ jsxs("p", { id: `${id}-error`, className: "mt-1 text-sm font-semibold text-red-700", children: [
      /* @__PURE__ */ jsx("span", { className: "sr-only", children: "Error: " }),
      error
    ] })
  ] });
}
function FormField({
  id,
  label,
  children,
  ...messages
}) {
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("label", { htmlFor: id, className: "block font-semibold text-slate-900", children: label }),
    /* @__PURE__ */ jsx(FieldMessages, { id, hint: messages.hint, error: messages.error }),
    children(controlProps(id, messages)),
    messages.note && /* @__PURE__ */ jsx("p", { id: `${id}-note`, className: "mt-1 text-sm text-slate-600", children: messages.note })
  ] });
}
function ScrollRegion({
  label,
  className,
  children
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrolling region must be named and reachable by keyboard
    /* @__PURE__ */ jsx("div", { className, role: "region", "aria-label": label, tabIndex: 0, children })
  );
}
export {
  AdSlot as A,
  Breadcrumbs as B,
  CookieSettingsButton as C,
  Disclaimer as D,
  setConsent as E,
  FieldMessages as F,
  useConsent as G,
  HeaderAds as H,
  Icon as I,
  AD_SLOT_SIZES as J,
  adUnitId as K,
  Logo as L,
  IN_CONTENT_SCROLL_PX as M,
  IN_CONTENT_SLOTS as N,
  otherCalculators as O,
  PageHeader as P,
  ScrollRegion as S,
  Toasts as T,
  FormField as a,
  trackEvent as b,
  controlProps as c,
  deferred as d,
  readConsent as e,
  findCalculator as f,
  trackPageView as g,
  subscribeConsent as h,
  siteConfig as i,
  connectAnalytics as j,
  subscribeOpenSettings as k,
  loadSavedInputs as l,
  Header as m,
  InlineStylesheet as n,
  recentlyUsed as o,
  pageMeta as p,
  calculators as q,
  removeSavedInputs as r,
  saveInputs as s,
  toast as t,
  absoluteUrl as u,
  CATEGORIES as v,
  CALCULATOR_KEYS as w,
  SITE_NAME as x,
  faqJsonLd as y,
  POLICY_LAST_UPDATED as z
};
