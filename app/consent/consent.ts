/**
 * The visitor's cookie choice: read, ask, subscribe. This is the whole interface the rest of the site
 * uses, whichever platform asks: the site's own banner, or with VITE_CONSENT_PLATFORM=google,
 * Google's certified platform read through TCF (tcf.ts, decision 18).
 * null means no choice yet, which counts as denied.
 */
import { GOOGLE_CONSENT_PLATFORM } from "~/site/config";
import { listenToTcf, showRevocationMessage } from "./tcf";

const CONSENT_STORAGE_KEY = "cookie_consent";
/** Broadcast on window after every choice, with the stored record as detail. */
const CONSENT_UPDATED_EVENT = "consent-updated";
// Stryker disable next-line StringLiteral: the name is dispatched and listened for only in this module, through this constant, so any name behaves the same
const OPEN_SETTINGS_EVENT = "costwise:open-consent-settings";

interface ConsentRecord {
  analytics: boolean;
  timestamp: string;
}

let choice: boolean | null | undefined;

/** The stored choice; a record that cannot be read or parsed counts as no choice. */
export function readConsent(): boolean | null {
  if (GOOGLE_CONSENT_PLATFORM) return choice ?? null;
  if (choice !== undefined) return choice;
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    const record = raw ? (JSON.parse(raw) as Partial<ConsentRecord>) : null;
    choice =
      // Stryker disable next-line OptionalChaining: without it a null record throws, and the catch below gives the same null
      typeof record?.analytics === "boolean" && typeof record.timestamp === "string"
        ? record.analytics
        : null;
  } catch {
    choice = null;
  }
  return choice;
}

/** With Google's platform: takes the visitor's choice from it, now and after every change. */
export function listenToGooglePlatform() {
  listenToTcf((analytics) => {
    choice = analytics;
    window.dispatchEvent(new CustomEvent(CONSENT_UPDATED_EVENT, { detail: { analytics } }));
  });
}

export function setConsent(analytics: boolean) {
  const record: ConsentRecord = { analytics, timestamp: new Date().toISOString() };
  choice = analytics;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked or full: the choice still holds for this visit.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_UPDATED_EVENT, { detail: record }));
}

export function subscribeConsent(onChange: () => void) {
  window.addEventListener(CONSENT_UPDATED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_UPDATED_EVENT, onChange);
}

/** The footer's "Cookie settings": shows the banner (or Google's message) again so the choice can be changed. */
export function openConsentSettings() {
  if (GOOGLE_CONSENT_PLATFORM) showRevocationMessage();
  else window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

export function subscribeOpenSettings(onOpen: () => void) {
  window.addEventListener(OPEN_SETTINGS_EVENT, onOpen);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, onOpen);
}
