import { GOOGLE_CONSENT_PLATFORM } from "~/site/config";
import { useButtonsAnswered } from "~/site/use-buttons-answered";

/**
 * Reopens the cookie banner, so consent can be withdrawn as easily as it was given. With Google's
 * platform it opens Google's message, under the title Google's consent programme requires. Pressing
 * it is handled by cookie-settings.ts, which the pages without the app run too.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const ready = useButtonsAnswered();
  return (
    <button type="button" className={className} data-cookie-settings disabled={!ready}>
      {GOOGLE_CONSENT_PLATFORM ? "Privacy and cookie settings" : "Cookie settings"}
    </button>
  );
}
