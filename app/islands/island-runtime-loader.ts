/**
 * What a page carries in place of Astro's island element (decision 31): the element's file, whose
 * name `ISLAND_RUNTIME_URL` is set to when the site is built (island-runtime.ts), fetched by
 * `client:painted` as an island's code is. Astro writes that directive's script just before this
 * one, and every island here uses it (decision 29). The element then starts every island.
 */
import type { ClientDirective } from "astro";

declare const ISLAND_RUNTIME_URL: string;
declare const Astro: { painted: ClientDirective };

Astro.painted(
  async () => async () => {
    const script = document.createElement("script");
    script.src = ISLAND_RUNTIME_URL;
    document.head.append(script);
  },
  { name: "astro-island", value: "" },
  document.documentElement,
);
