function gtag(..._args) {
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push(arguments);
}
let defaultsSet = false;
const consentFields = (state) => ({
  ad_storage: state,
  analytics_storage: state,
  ad_user_data: state,
  ad_personalization: state
});
function setDefaults() {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag("consent", "default", consentFields("denied"));
}
function removeGaCookies() {
  const names = document.cookie.split(";").map((part) => part.trim().split("=")[0] ?? "").filter((name) => name === "_ga" || name.startsWith("_ga_"));
  const parts = window.location.hostname.split(".");
  const domains = [
    "",
    ...parts.map((_, index) => parts.slice(index).join(".")).filter((d) => d.includes("."))
  ];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=.${domain}` : ""}`;
    }
  }
}
function applyConsent(analytics) {
  setDefaults();
  if (analytics === null) return;
  gtag("consent", "update", consentFields(analytics ? "granted" : "denied"));
  if (!analytics) removeGaCookies();
}
function trackPageView() {
  return;
}
function trackEvent(name, params = {}) {
  return;
}
export {
  applyConsent,
  trackEvent,
  trackPageView
};
