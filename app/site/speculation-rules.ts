/**
 * Every page's Speculation Rules (layouts/page.astro): the page a link on this site leads to is
 * prefetched once the visitor points at the link or starts to press it (eagerness "moderate"), so
 * the next page opens at once, even offline. The browser holds the prefetched page for the
 * navigation. Prefetch, not prerender: a prerendered page would run its scripts (analytics, ads) for
 * a page the visitor may never open; and links to this site only (`/`), so nothing is fetched from a
 * third party before consent. Inline, admitted by its hash in the page's policy (decision 0002).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    { source: "document", where: { selector_matches: 'a[href^="/"]' }, eagerness: "moderate" },
  ],
});
