/**
 * The one module every page runs, bundled by Astro into each page: its prerendered ad slots and
 * what every page does (page-behaviour.ts). Islands bring their own code beside it.
 */
import { watchAdSlot } from "./ads/watch-ad-slot";
import { startPageBehaviour } from "./page-behaviour";

// The page's own slots first (an island's slots watch themselves, ad-slot.tsx; so does the sticky
// ad's, which page-behaviour.ts adds).
for (const box of document.querySelectorAll<HTMLElement>("[data-ad-slot-name]"))
  if (!box.closest("astro-island")) watchAdSlot(box);
startPageBehaviour();
