import { useSyncExternalStore } from "react";
import { areButtonsAnswered, subscribeButtonsAnswered } from "./on-press";

/**
 * False in the prerendered HTML and until the code that answers the buttons on-press.ts handles has
 * started (page-behaviour.ts, which the app loads once it has hydrated), so the menu, share and
 * Cookie settings buttons are enabled exactly when a press does something.
 */
export const useButtonsAnswered = () =>
  useSyncExternalStore(subscribeButtonsAnswered, areButtonsAnswered, () => false);
