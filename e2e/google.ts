import type { BrowserContext, Page } from "@playwright/test";
import { GOOGLE_PLATFORM_PORT, GOOGLE_PORT } from "../playwright.config";

export const googleSite = `http://localhost:${GOOGLE_PORT}`;
/** The build whose consent is asked by Google's platform (VITE_CONSENT_PLATFORM=google). */
export const googlePlatformSite = `http://localhost:${GOOGLE_PLATFORM_PORT}`;

/** Stand-ins for Google's scripts: AdSense fills each pushed <ins>; gtag.js marks itself loaded. */
const FAKE_ADSENSE = `(function () {
  var queued = window.adsbygoogle || [];
  function fill() {
    var ins = document.querySelector("ins.adsbygoogle:not([data-adsbygoogle-status])");
    if (!ins) throw new Error("adsbygoogle.push() error: All ins elements already have ads in them.");
    ins.setAttribute("data-adsbygoogle-status", "done");
    ins.innerHTML = '<div data-test-ad style="width:100%;height:100%;background:#eee"></div>';
  }
  window.adsbygoogle = { loaded: true, push: fill };
  queued.forEach(fill);
})();`;
const FAKE_GTAG = "window.__gtagLoaded = true;";

/**
 * The AdSense code as it is with Google's consent platform turned on: the stand-in above, plus the
 * IAB's TCF v2.2 CMP API (ping, addEventListener, removeEventListener, answering the calls queued
 * in __tcfapi.a before it loaded) and googlefc's callback queue and revocation call. A test sets
 * `window.__testCmpStart` (a choice made on an earlier visit; none shows the message) and makes a
 * choice with `__testCmp.choose({ storeOnDevice, google })`; `__testCmp.revocations` counts the
 * revocation messages shown.
 */
const FAKE_ADSENSE_WITH_PLATFORM = `${FAKE_ADSENSE}
(function () {
  function data(status, choice) {
    return {
      tcString: choice ? "test-tc-string" : "",
      gdprApplies: true,
      cmpStatus: "loaded",
      eventStatus: status,
      tcfPolicyVersion: 5,
      cmpId: 300,
      cmpVersion: 1,
      purpose: { consents: choice ? { 1: choice.storeOnDevice } : {}, legitimateInterests: {} },
      vendor: { consents: choice ? { 755: choice.google } : {}, legitimateInterests: {} },
    };
  }
  var choice = window.__testCmpStart || null;
  var state = data(choice ? "tcloaded" : "cmpuishown", choice);
  var listeners = {};
  var nextId = 1;
  function answer(id) {
    var tcData = Object.assign({ listenerId: id }, state);
    listeners[id](tcData, true);
  }
  function tcfapi(command, version, callback, parameter) {
    if (command === "ping")
      return callback({ gdprApplies: true, cmpLoaded: true, cmpStatus: "loaded", displayStatus: state.eventStatus === "cmpuishown" ? "visible" : "hidden", apiVersion: "2.2", cmpVersion: 1, cmpId: 300, gvlVersion: 1, tcfPolicyVersion: 5 }, true);
    if (command === "addEventListener") {
      var id = nextId++;
      listeners[id] = callback;
      return answer(id);
    }
    if (command === "removeEventListener") {
      var had = parameter in listeners;
      delete listeners[parameter];
      return callback(had);
    }
    callback(null, false);
  }
  function tellAll() { for (var id in listeners) answer(Number(id)); }
  var queued = (window.__tcfapi && window.__tcfapi.a) || [];
  window.__tcfapi = tcfapi;
  queued.forEach(function (call) { tcfapi.apply(null, call); });
  window.__testCmp = {
    revocations: 0,
    choose: function (next) { choice = next; state = data("useractioncomplete", choice); tellAll(); },
  };
  var googlefc = (window.googlefc = window.googlefc || {});
  var waiting = googlefc.callbackQueue || [];
  googlefc.showRevocationMessage = function () {
    window.__testCmp.revocations++;
    state = data("cmpuishown", choice);
    tellAll();
  };
  googlefc.callbackQueue = { push: function (callback) { callback(); } };
  waiting.forEach(function (callback) { callback(); });
})();`;

const GOOGLE =
  /googlesyndication\.com|googletagmanager\.com|google-analytics\.com|doubleclick\.net|adservice\.google/;

/** Intercepts Google in the browser and records every request that leaves for another host. */
export async function interceptGoogle(
  context: BrowserContext,
  { blockAds = false, consentPlatform = false } = {},
) {
  const thirdParty: string[] = [];
  context.on("request", (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== "localhost" && host !== "127.0.0.1") thirdParty.push(request.url());
  });
  await context.route(GOOGLE, (route) => {
    const url = route.request().url();
    if (url.includes("adsbygoogle.js")) {
      return blockAds
        ? route.abort("blockedbyclient")
        : route.fulfill({
            contentType: "text/javascript",
            body: consentPlatform ? FAKE_ADSENSE_WITH_PLATFORM : FAKE_ADSENSE,
          });
    }
    if (url.includes("gtag/js"))
      return route.fulfill({ contentType: "text/javascript", body: FAKE_GTAG });
    return route.fulfill({ status: 204, body: "" });
  });
  return thirdParty;
}

/** gtag commands pushed so far, as plain arrays. */
export const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) =>
      JSON.parse(JSON.stringify(Array.from(args))),
    ),
  );
