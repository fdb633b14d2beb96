import { type Article, findArticle } from "../../content/catalogue.server";
import { findCalculator } from "../calculators/registry";
import { renderArticleHtml } from "./render.server";

/** What an article page needs: its frontmatter, calculator and body HTML. Build time only. */
export async function loadArticle<F>(
  list: Article<F>[],
  params: { calcKey?: string; slug?: string },
) {
  const article = findArticle(list, params.calcKey ?? "", params.slug ?? "");
  const calculator = article && findCalculator(article.calcKey);
  if (!article || !calculator) throw new Response("Not Found", { status: 404 });
  return {
    article: { path: article.path, calcKey: article.calcKey, ...article.frontmatter },
    calculator: { key: calculator.key, name: calculator.name, path: calculator.path },
    html: await renderArticleHtml(article.file),
  };
}
