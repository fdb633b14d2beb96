import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A part of the page that nobody needs to read it or to use its form: the footer, a calculator's
 * method and links. It is prerendered in full, and its code loads after the page's own, so it is
 * not part of the first load; React hydrates it when the code arrives. `memo` keeps the parent's
 * re-renders away from the not-yet-hydrated boundary, which React would otherwise discard and
 * re-render empty. Props must therefore be primitives or stable values.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
