import "react/jsx-runtime";
import { useRef, useState, useEffect } from "react";
import { G as useConsent, J as AD_SLOT_SIZES, K as adUnitId, M as IN_CONTENT_SCROLL_PX, N as IN_CONTENT_SLOTS } from "./shell-CUZjnTwD.js";
import "lucide/dist/esm/icons/menu.mjs";
import "lucide/dist/esm/icons/x.mjs";
import "react-router";
import "lucide/dist/esm/icons/chevron-right.mjs";
function useScrolledPast(px) {
  const [past, setPast] = useState(px === 0);
  useEffect(() => {
    if (past) return;
    const check = () => window.scrollY > px && setPast(true);
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [past, px]);
  return past;
}
function AdUnit({ name, className = "" }) {
  const slotId = adUnitId(name);
  const consent = useConsent();
  const size = AD_SLOT_SIZES[name];
  const scrolled = useScrolledPast(IN_CONTENT_SLOTS.includes(name) ? IN_CONTENT_SCROLL_PX : 0);
  useRef(null);
  const [holder] = useState(() => Symbol(name));
  const [live, setLive] = useState(false);
  useEffect(() => {
    return;
  }, [slotId, consent, scrolled, holder, size.media]);
  return null;
}
export {
  AdUnit as default
};
