/**
 * An .astro component imported from TypeScript (the article tests render article-body.astro with
 * Astro's Container API): tsc reads no .astro file, so it is typed as what Astro compiles it to.
 */
declare module "*.astro" {
  import type { AstroComponentFactory } from "astro/runtime/server/index.js";

  const component: AstroComponentFactory;
  export default component;
}
