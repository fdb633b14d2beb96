import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once this component's code runs.
 * A button that needs the page's code is disabled until then, so a press before the code has
 * started is refused visibly instead of being swallowed (docs/product.md#before-the-code-starts).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
