function i(...n) {
  (window.dataLayer = window.dataLayer || []), window.dataLayer.push(arguments);
}
let a = !1;
const r = (n) => ({ ad_storage: n, analytics_storage: n, ad_user_data: n, ad_personalization: n });
function d() {
  a || ((a = !0), i("consent", "default", r("denied")));
}
function c() {
  const n = document.cookie
      .split(";")
      .map((t) => t.trim().split("=")[0] ?? "")
      .filter((t) => t === "_ga" || t.startsWith("_ga_")),
    o = window.location.hostname.split("."),
    s = ["", ...o.map((t, e) => o.slice(e).join(".")).filter((t) => t.includes("."))];
  for (const t of n)
    for (const e of s) document.cookie = `${t}=; Max-Age=0; path=/${e ? `; domain=.${e}` : ""}`;
}
function u(n) {
  d(), n !== null && (i("consent", "update", r(n ? "granted" : "denied")), n || c());
}
function f() {}
function l(n, o = {}) {}
export { f as trackPageView, l as trackEvent, u as applyConsent };
