import X from "lucide/dist/esm/icons/x.mjs";
import { useEffect, useState } from "react";
import { useConsent } from "~/consent/use-consent";
import { Icon } from "~/site/icon";
import AdUnit from "./ad-unit";
import { adUnitId } from "./slots";

/** Back 1 s after the field loses focus, or after about 2 s without typing (checked every 1 s). */
const SHOW_AFTER_BLUR_MS = 1000;
const IDLE_MS = 2000;
const IDLE_CHECK_MS = 1000;

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit"].includes(target.type));

/** Hidden while the visitor types, so it never covers the field in use. */
function useTyping() {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let lastInput = 0;
    let blurTimer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = (event: FocusEvent) => {
      if (!isTextField(event.target)) return;
      clearTimeout(blurTimer);
      lastInput = Date.now();
      setTyping(true);
    };
    const onInput = (event: Event) => {
      if (!isTextField(event.target)) return;
      lastInput = Date.now();
      setTyping(true);
    };
    const onBlur = (event: FocusEvent) => {
      if (!isTextField(event.target)) return;
      blurTimer = setTimeout(() => setTyping(false), SHOW_AFTER_BLUR_MS);
    };
    const idle = setInterval(() => {
      if (Date.now() - lastInput >= IDLE_MS) setTyping(false);
    }, IDLE_CHECK_MS);
    document.addEventListener("focusin", onFocus);
    document.addEventListener("input", onInput);
    document.addEventListener("focusout", onBlur);
    return () => {
      clearTimeout(blurTimer);
      clearInterval(idle);
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("input", onInput);
      document.removeEventListener("focusout", onBlur);
    };
  }, []);
  return typing;
}

/** The phone-only ad fixed to the bottom: dismissible, and shown only with consent and while not typing. */
export default function StickyAd() {
  const consent = useConsent();
  const typing = useTyping();
  const [dismissed, setDismissed] = useState(false);
  if (!adUnitId("stickyMobile") || consent !== true || dismissed) return null;
  return (
    <>
      {/* Room at the end of the page, so the ad never covers the last buttons. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
      <aside
        aria-label="Advertisement"
        hidden={typing}
        data-sticky-ad
        className="no-print fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white py-1 md:hidden"
      >
        <AdUnit name="stickyMobile" />
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="absolute -top-5 right-2 inline-flex size-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700"
          aria-label="Close advertisement"
        >
          <Icon icon={X} className="size-4" />
        </button>
      </aside>
    </>
  );
}
