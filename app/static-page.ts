/**
 * The one script of a page that ships no framework (a route whose handle says so, page-handle.ts):
 * its prerendered ad slots, which in the app their component watches, and what every page does
 * (page-behaviour.ts).
 */
import { watchAdSlot } from "./ads/watch-ad-slot";
import { startPageBehaviour } from "./page-behaviour";

// The prerendered slots first: the sticky ad's slot, which page-behaviour.ts adds, watches itself.
for (const box of document.querySelectorAll<HTMLElement>("[data-ad-slot-name]")) watchAdSlot(box);
startPageBehaviour();
