/**
 * `client:painted`, the one directive every island here hydrates with: once the page has loaded and
 * its first contentful paint is on screen (after-paint.ts). Nothing is fetched or run before the
 * visitor sees the page, so a page with code paints as soon as the same page without it
 * (decision 29).
 */
import type { ClientDirective } from "astro";
import { afterPaint } from "./after-paint";

const painted: ClientDirective = (load) => afterPaint(async () => (await load())());

export default painted;
