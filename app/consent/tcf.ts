/**
 * Google's consent platform (Privacy & messaging) read through the IAB's TCF v2.2 API, `__tcfapi`,
 * which the AdSense code installs (decision 18). Only sites built with VITE_CONSENT_PLATFORM=google
 * use it.
 */

/** The part of TCF's TCData this site reads. */
export interface TCData {
  /** False where no TCF regulation applies to the visitor (outside the UK, the EEA and Switzerland). */
  gdprApplies?: boolean;
  eventStatus?: "tcloaded" | "cmpuishown" | "useractioncomplete";
  listenerId?: number;
  purpose?: { consents?: Record<string, boolean | undefined> };
  vendor?: { consents?: Record<string, boolean | undefined> };
}

type TcfCallback = (tcData: TCData, success: boolean) => void;
type TcfApi = ((command: string, version: number, callback: TcfCallback) => void) & {
  /** The calls made before the platform loaded, which it answers when it does. */
  a?: unknown[][];
};

declare global {
  interface Window {
    __tcfapi?: TcfApi;
    /** Google's Privacy & messaging API: its callback queue and revocation call. */
    googlefc?: { callbackQueue?: (() => void)[]; showRevocationMessage?: () => void };
  }
}

/** TCF Purpose 1, "Store and/or access information on a device": what any cookie needs. */
const STORE_ON_DEVICE = "1";
/** Google Advertising Products in the IAB's Global Vendor List. */
const GOOGLE_VENDOR_ID = "755";

/**
 * The site's one consent state from a TCF answer: true only with consent to Purpose 1 and to Google
 * as a vendor (or where no TCF regulation applies); false once the visitor has chosen otherwise;
 * `before` while the message is still shown, or when the answer says nothing yet.
 */
export function choiceFrom(tcData: TCData, success: boolean, before: boolean | null) {
  if (!success) return before;
  if (tcData.gdprApplies === false) return true;
  if (tcData.eventStatus !== "tcloaded" && tcData.eventStatus !== "useractioncomplete")
    return before;
  return (
    tcData.purpose?.consents?.[STORE_ON_DEVICE] === true &&
    tcData.vendor?.consents?.[GOOGLE_VENDOR_ID] === true
  );
}

/**
 * Asks the platform to report the visitor's choice now and after every change. Before the AdSense
 * code has loaded the call waits in `__tcfapi.a`, the queue every TCF platform answers on loading.
 */
export function listenToTcf(onChoice: (choice: boolean | null) => void) {
  let choice: boolean | null = null;
  const queue: unknown[][] = [];
  const tcfapi: TcfApi =
    window.__tcfapi ??
    Object.assign(
      (...call: unknown[]) => {
        queue.push(call);
      },
      { a: queue },
    );
  window.__tcfapi = tcfapi;
  tcfapi("addEventListener", 2, (tcData, success) => {
    const next = choiceFrom(tcData, success, choice);
    if (next === choice) return;
    choice = next;
    onChoice(choice);
  });
}

/**
 * Shows Google's message again so the visitor can change their choice: its documented revocation
 * call, queued until the platform has loaded.
 */
export function showRevocationMessage() {
  window.googlefc ??= {};
  window.googlefc.callbackQueue ??= [];
  window.googlefc.callbackQueue.push(() => window.googlefc?.showRevocationMessage?.());
}
