import { useSyncExternalStore } from "react";
import { areButtonsAnswered, subscribeButtonsAnswered } from "./on-press";

/**
 * False in the prerendered HTML and until the code that answers the buttons on-press.ts handles has
 * started (layouts/page-behaviour.ts, which every page runs), so an island's share buttons are
 * enabled exactly when a press does something.
 */
export const useButtonsAnswered = () =>
  useSyncExternalStore(subscribeButtonsAnswered, areButtonsAnswered, () => false);
