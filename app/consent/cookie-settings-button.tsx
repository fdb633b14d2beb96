import { GOOGLE_CONSENT_PLATFORM } from "~/site/config";

/**
 * Reopens the cookie banner, so consent can be withdrawn as easily as it was given. With Google's
 * platform it opens Google's message, under the title Google's consent programme requires. Rendered
 * to HTML only, disabled until cookie-settings.ts, which every page runs, answers it.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} data-cookie-settings disabled>
      {GOOGLE_CONSENT_PLATFORM ? "Privacy and cookie settings" : "Cookie settings"}
    </button>
  );
}
