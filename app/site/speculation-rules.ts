/**
 * The Speculation Rules of a page without the app (root.tsx): the page a link on this site leads to
 * is prefetched once the visitor points at the link or starts to press it (eagerness "moderate"), as
 * the app's links are, so a calculator opened from a guide opens at once. The browser holds the
 * prefetched page for the navigation; the scripts that page then loads are fetched once, when it
 * opens. Inline, admitted by its hash in the page's policy (docs/decisions/0002).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    { source: "document", where: { selector_matches: 'a[href^="/"]' }, eagerness: "moderate" },
  ],
});
