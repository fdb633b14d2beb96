/**
 * The cookie banner, without a framework, so that every page, with a React island or without one,
 * asks the same way: shown at the bottom of the page until the visitor chooses; the footer's Cookie settings
 * brings it back. It sits fixed at the bottom of the viewport and shifts nothing.
 */
import X from "lucide/dist/esm/icons/x.mjs";
import { iconElement } from "~/site/icon-element";
import { readConsent, setConsent, subscribeOpenSettings } from "./consent";

const BANNER_HTML = `<div class="container-page relative flex flex-col gap-3 py-3 pr-12 sm:flex-row sm:items-center">
<p class="text-sm text-slate-700 sm:flex-1">We use cookies for ads and analytics only if you accept. Calculators work either way and send nothing. <a href="/privacy" class="link">Privacy Policy</a></p>
<div class="flex gap-2"><button type="button" class="btn btn-primary btn-sm" data-consent="accept">Accept All</button><button type="button" class="btn btn-secondary btn-sm" data-consent="reject">Reject Non-Essential</button></div>
<button type="button" class="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100" aria-label="Close (reject non-essential cookies)" data-consent="reject"></button>
</div>`;

let banner: HTMLElement | null = null;

function showBanner() {
  if (banner) return;
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Cookie consent");
  section.className =
    "no-print fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]";
  section.innerHTML = BANNER_HTML;
  // BANNER_HTML, just set, has the close button.
  section.querySelector('button[aria-label^="Close"]')!.append(iconElement(X, "size-5"));
  section.addEventListener("click", (event) => {
    const button = (event.target as Element).closest("[data-consent]");
    if (!button) return;
    setConsent(button.getAttribute("data-consent") === "accept");
    section.remove();
    banner = null;
  });
  banner = section;
  document.body.append(section);
}

/**
 * Asks a visitor who has not chosen yet (the prerendered page cannot know), and answers Cookie
 * settings until the returned function is called.
 */
export function startConsentBanner() {
  if (readConsent() === null) showBanner();
  return subscribeOpenSettings(showBanner);
}
