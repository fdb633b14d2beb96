import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once this component's code runs.
 * A button that needs the page's code is disabled until then, so a press before the code has
 * started is refused visibly instead of being swallowed (docs/product.md#before-the-code-starts).
 * Not for a form whose inputs React controls: the re-render it causes would put the form's state
 * back over what was typed before the code started, so such a form enables its buttons in the
 * render that takes that typing in (the calculators' `started`). The contact form's fields are the
 * browser's own, which a re-render leaves alone.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
