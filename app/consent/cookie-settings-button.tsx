import { GOOGLE_CONSENT_PLATFORM } from "~/site/config";
import { useHydrated } from "~/site/use-hydrated";
import { openConsentSettings } from "./consent";

/**
 * Reopens the cookie banner, so consent can be withdrawn as easily as it was given. With Google's
 * platform it opens Google's message, under the title Google's consent programme requires.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const ready = useHydrated();
  return (
    <button type="button" className={className} onClick={openConsentSettings} disabled={!ready}>
      {GOOGLE_CONSENT_PLATFORM ? "Privacy and cookie settings" : "Cookie settings"}
    </button>
  );
}
