/**
 * The phone-only ad fixed to the bottom of every page, built without a
 * framework: only on a site that configures its slot, only while consent is accepted, hidden while
 * the visitor types (so it never covers the field in use), and gone for the page once closed. Its
 * box is an ordinary slot, which watch-ad-slot.ts fills and reserves at the slot's size.
 */
import X from "lucide/dist/esm/icons/x.mjs";
import { readConsent, subscribeConsent } from "~/consent/consent";
import { iconElement } from "~/site/icon-element";
import { AD_SLOT_SIZES, adUnitId, SLOT_VISIBILITY, slotBox } from "./slots";
import { watchAdSlot } from "./watch-ad-slot";

/** Back 1 s after the field loses focus, or after about 2 s without typing (checked every 1 s). */
const SHOW_AFTER_BLUR_MS = 1000;
const IDLE_MS = 2000;
const IDLE_CHECK_MS = 1000;

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit"].includes(target.type));

/**
 * Calls `onChange` with true when the visitor starts typing and false once they have stopped;
 * returns what stops watching.
 */
function watchTyping(onChange: (typing: boolean) => void) {
  let lastInput = 0;
  let blurTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(idleTimer);
    idleTimer = undefined;
    onChange(false);
  };
  const typed = (event: Event) => {
    if (!isTextField(event.target)) return;
    clearTimeout(blurTimer);
    lastInput = Date.now();
    // The pause is checked only while the ad is hidden for typing, not on every page all the time.
    idleTimer ??= setInterval(() => Date.now() - lastInput >= IDLE_MS && stop(), IDLE_CHECK_MS);
    onChange(true);
  };
  const left = (event: FocusEvent) => {
    if (isTextField(event.target)) blurTimer = setTimeout(stop, SHOW_AFTER_BLUR_MS);
  };
  document.addEventListener("focusin", typed);
  document.addEventListener("input", typed);
  document.addEventListener("focusout", left);
  return () => {
    clearTimeout(blurTimer);
    clearInterval(idleTimer);
    document.removeEventListener("focusin", typed);
    document.removeEventListener("input", typed);
    document.removeEventListener("focusout", left);
  };
}

/** The ad and, before it, room at the end of the page, so the ad never covers the last buttons. */
function buildStickyAd() {
  const room = document.createElement("div");
  room.setAttribute("aria-hidden", "true");
  room.className = "h-16 md:hidden";
  const aside = document.createElement("aside");
  aside.setAttribute("aria-label", "Advertisement");
  aside.dataset.stickyAd = "";
  aside.className =
    "no-print fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white py-1 md:hidden";
  const box = document.createElement("div");
  box.className = `no-print mx-auto overflow-hidden ${SLOT_VISIBILITY.stickyMobile}`;
  Object.assign(box.style, slotBox(AD_SLOT_SIZES.stickyMobile));
  box.dataset.adSlotName = "stickyMobile";
  box.setAttribute("aria-hidden", "true");
  const close = document.createElement("button");
  close.type = "button";
  close.className =
    "absolute -top-5 right-2 inline-flex size-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700";
  close.setAttribute("aria-label", "Close advertisement");
  close.append(iconElement(X, "size-4"));
  aside.append(box, close);
  return { room, aside, box, close };
}

let started = false;

/**
 * Shows the sticky ad whenever it may be shown, from now until the visitor closes it; returns what
 * stops it and takes it down.
 */
export function startStickyAd(): () => void {
  if (started || !adUnitId("stickyMobile")) return () => {};
  started = true;
  let typing = false;
  let shown: { aside: HTMLElement; remove: () => void } | null = null;

  const hide = () => {
    shown?.remove();
    shown = null;
  };
  const update = () => {
    if (readConsent() !== true) return hide();
    if (shown) return;
    const { room, aside, box, close } = buildStickyAd();
    aside.hidden = typing;
    document.body.append(room, aside);
    const stopWatching = watchAdSlot(box);
    shown = {
      aside,
      remove: () => {
        stopWatching();
        room.remove();
        aside.remove();
      },
    };
    close.addEventListener("click", stop);
  };
  const stopTyping = watchTyping((now) => {
    typing = now;
    if (shown) shown.aside.hidden = now;
  });
  const unsubscribe = subscribeConsent(update);
  function stop() {
    unsubscribe();
    stopTyping();
    hide();
  }
  update();
  return stop;
}
