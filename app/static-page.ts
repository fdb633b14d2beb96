/**
 * The one script of a page that ships no framework (a route whose handle says so, page-handle.ts):
 * what every page does (page-behaviour.ts), its ad slots, which in the app their component
 * watches, and the prefetch of the page a link leads to, which in the app the router does.
 */
import { watchAdSlot } from "./ads/watch-ad-slot";
import { startPageBehaviour } from "./page-behaviour";
import { prefetchOnIntent } from "./site/prefetch-on-intent";

startPageBehaviour();
for (const box of document.querySelectorAll<HTMLElement>("[data-ad-slot-name]")) watchAdSlot(box);
prefetchOnIntent();
