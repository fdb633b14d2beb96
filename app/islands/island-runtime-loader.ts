/**
 * What a page carries in place of Astro's island element (decision 31): once the page has painted,
 * it fetches the element's file, whose name `ISLAND_RUNTIME_URL` is set to when the site is built
 * (island-runtime.ts). The element then starts every island on the page.
 */
import { afterPaint } from "./after-paint";

declare const ISLAND_RUNTIME_URL: string;

afterPaint(() => {
  const script = document.createElement("script");
  script.src = ISLAND_RUNTIME_URL;
  document.head.append(script);
});
