import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once this component's code runs.
 * A button that needs the page's code is disabled until then, so a press before the code has
 * started is refused visibly instead of being swallowed (docs/product.md#before-the-code-starts).
 * Only for parts without inputs: the re-render it causes would put a form's state back over what
 * was typed before the code started, so a form enables its buttons in the render that takes that
 * typing in (the calculators' `started`, the contact form's `ready`).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
