import { useHydrated } from "~/site/use-hydrated";
import { openConsentSettings } from "./consent";

/** Reopens the cookie banner, so consent can be withdrawn as easily as it was given. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const ready = useHydrated();
  return (
    <button type="button" className={className} onClick={openConsentSettings} disabled={!ready}>
      Cookie settings
    </button>
  );
}
