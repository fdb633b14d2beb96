/**
 * The one module every page runs, a script island the layout hydrates once the page has painted
 * (islands/script-island.ts): its prerendered ad slots and what every page does (page-behaviour.ts).
 * React islands bring their own code beside it.
 */
import { watchAdSlot } from "./ads/watch-ad-slot";
import { scriptIsland } from "./islands/script-island";
import { startPageBehaviour } from "./page-behaviour";

export default scriptIsland(() => {
  // The page's own slots first (a React island's slots watch themselves, ad-slot.tsx; so does the
  // sticky ad's, which page-behaviour.ts adds).
  for (const box of document.querySelectorAll<HTMLElement>("[data-ad-slot-name]"))
    if (!box.closest("astro-island")) watchAdSlot(box);
  startPageBehaviour();
});
