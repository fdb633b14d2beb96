import { onPress } from "~/site/on-press";
import { openConsentSettings } from "./consent";

/** The footer's Cookie settings button (cookie-settings-button.tsx), on every page. */
export const startCookieSettings = () => onPress("[data-cookie-settings]", openConsentSettings);
