/**
 * The articles, as Astro content collections: every guide is content/guides/<calcKey>/<slug>.mdx and
 * every scenario content/scenarios/<calcKey>/<slug>.mdx, an entry's id its `<calcKey>/<slug>`. Their
 * frontmatter's schemas, each field described, are in articles/content-schema.ts; the loader checks
 * each file against its calculator too (articles/article-loader.ts). Their MDX bodies compile with
 * @astrojs/mdx, which gathers the figures each prints (articles/figure-ids.ts; astro.config.ts).
 */
import { defineCollection } from "astro:content";
import { articleLoader } from "./articles/article-loader";
import { guideFrontmatter, scenarioFrontmatter } from "./articles/content-schema";

export const collections = {
  guides: defineCollection({ loader: articleLoader("guides"), schema: guideFrontmatter }),
  scenarios: defineCollection({ loader: articleLoader("scenarios"), schema: scenarioFrontmatter }),
};
