/**
 * The one script of a page that ships no framework (a route whose handle says so, page-handle.ts):
 * what every page does (page-behaviour.ts), and its ad slots, which in the app their component
 * watches.
 */
import { watchAdSlot } from "./ads/watch-ad-slot";
import { startPageBehaviour } from "./page-behaviour";

startPageBehaviour();
for (const box of document.querySelectorAll<HTMLElement>("[data-ad-slot-name]")) watchAdSlot(box);
