/**
 * On a page without the app: the page a link leads to is fetched as soon as the visitor shows the
 * intent to follow it (pointing at it, focusing it or touching it), as the app's links do, so it
 * opens at once. The browser keeps a prefetched page for five minutes without asking again; the
 * scripts the page then loads are fetched once, when it opens, and cached for good.
 */
const prefetched = new Set<string>();

function prefetch(event: Event) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const url = link.pathname + link.search;
  if (url === window.location.pathname + window.location.search || prefetched.has(url)) return;
  prefetched.add(url);
  const hint = document.createElement("link");
  hint.rel = "prefetch";
  hint.href = url;
  document.head.append(hint);
}

export function prefetchOnIntent() {
  for (const type of ["pointerover", "focusin", "touchstart"])
    document.addEventListener(type, prefetch, { passive: true });
}
