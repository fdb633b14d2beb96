import { openConsentSettings } from "./consent";

/** Reopens the cookie banner, so consent can be withdrawn as easily as it was given. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      Cookie settings
    </button>
  );
}
