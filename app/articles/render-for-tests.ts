/**
 * An article's body as the build renders it, for the unit tests: its page data (article-data.server.ts)
 * and its body's HTML, rendered by Astro's Container API with the same renderers and components as the
 * site (article-body.astro), from the collections as the tests read them (content-for-tests.ts).
 */

import { loadRenderers } from "astro:container";
import { getContainerRenderer as mdxRenderer } from "@astrojs/mdx/container-renderer";
import { getContainerRenderer as reactRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import ArticleBody from "./article-body.astro";
import { loadArticle } from "./article-data.server";
import type { Article } from "./collections.server";

const astroContainer = AstroContainer.create({
  renderers: await loadRenderers([reactRenderer(), mdxRenderer()]),
});

export async function renderedArticle(article: Article) {
  const { Content, ...data } = await loadArticle(article);
  const html = await (await astroContainer).renderToString(ArticleBody, {
    props: {
      file: article.file,
      Content,
      noticeFigures: data.noticeFigures,
      results: data.summary?.rows,
    },
  });
  return { ...data, html };
}
