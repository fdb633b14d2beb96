import { lazy, Suspense, useEffect, useState } from "react";
import { readConsent, subscribeOpenSettings } from "./consent";

// Most page views come from visitors who have already chosen, so the banner's code is fetched
// only when it is shown. It sits fixed at the bottom of the viewport and shifts nothing.
const ConsentBannerPanel = lazy(() => import("./consent-banner-panel"));

/** Shown at the bottom of every page until the visitor chooses; "Cookie settings" brings it back. */
export function ConsentBanner() {
  const [open, setOpen] = useState(false);
  // Decided after hydration: the prerendered HTML cannot know the visitor's choice.
  useEffect(() => {
    setOpen(readConsent() === null);
    return subscribeOpenSettings(() => setOpen(true));
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerPanel onChosen={() => setOpen(false)} />
    </Suspense>
  );
}
