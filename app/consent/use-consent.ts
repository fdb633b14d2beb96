import { useSyncExternalStore } from "react";
import { readConsent, subscribeConsent } from "./consent";

/** The choice in React; null while prerendering and before any choice. */
export function useConsent(): boolean | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
