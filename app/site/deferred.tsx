import { type ComponentType, lazy, memo, Suspense } from "react";

/** What a deferred part renders when its code could not be fetched. */
function Nothing() {
  return null;
}

/**
 * A part of the page that nobody needs to read it or to use its form: the footer, a calculator's
 * method and links. It is prerendered in full, and its code loads after the page's own, so it is
 * not part of the first load; React hydrates it when the code arrives. `memo` keeps the parent's
 * re-renders away from the not-yet-hydrated boundary, which React would otherwise discard and
 * re-render empty. Props must therefore be primitives or stable values. If its code cannot be
 * fetched, the part is left out.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      // Offline after a prefetched navigation, say: the page works without this part, so it is
      // left out rather than taking the page down with it.
      () => ({ default: Nothing }),
    ),
  );
  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
