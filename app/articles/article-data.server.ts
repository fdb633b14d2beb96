import { findCalculator } from "~/calculators/registry";
import type { Inputs } from "~/calculators/types";
import { citationsFor, fillFigures } from "~/reference/citations";
import type { FigureId } from "~/reference/figures";
import { type Article, findArticle } from "./catalogue.server";
import { renderArticleHtml } from "./render.server";
import { scenarioResults } from "./scenario-results";

/**
 * What an article page needs: its frontmatter (figures in FAQ answers filled in), calculator, body
 * HTML, and when its figures were checked and where they come from. Build time only: an article
 * that prints no reference figure would have no sources to list, so it fails the build.
 */
export async function loadArticle<F extends object>(
  list: Article<F>[],
  params: { calcKey?: string; slug?: string },
) {
  const article = findArticle(list, params.calcKey ?? "", params.slug ?? "");
  const calculator = article && findCalculator(article.calcKey);
  if (!article || !calculator) throw new Response("Not Found", { status: 404 });
  const inputs = "inputs" in article.frontmatter ? (article.frontmatter.inputs as Inputs) : null;
  const results = inputs ? scenarioResults(article.calcKey, inputs) : null;
  const { html, figureIds } = await renderArticleHtml(article.file, results?.rows);
  const used = new Set<FigureId>(figureIds);
  if ("inputFigures" in article.frontmatter)
    for (const id of article.frontmatter.inputFigures as FigureId[]) used.add(id);
  const frontmatter = withFiguresFilled(article.frontmatter, used);
  const citations = citationsFor(used);
  if (!citations) {
    throw new Error(
      `${article.file}: uses no reference figure, so the page would have no sources to list. Print the figures it relies on with <Figure id="..." /> (app/reference/figures.ts).`,
    );
  }
  return {
    article: { path: article.path, calcKey: article.calcKey, ...frontmatter },
    calculator: { key: calculator.key, name: calculator.name, path: calculator.path },
    html,
    citations,
    summary: results,
  };
}

/** A guide's FAQ answers with their {{figure}} placeholders printed (scenarios have no FAQs). */
function withFiguresFilled<F extends object>(frontmatter: F, used: Set<FigureId>): F {
  if (!("faqs" in frontmatter) || !Array.isArray(frontmatter.faqs)) return frontmatter;
  const faqs = frontmatter.faqs as { question: string; answer: string }[];
  return {
    ...frontmatter,
    faqs: faqs.map((faq) => ({ question: faq.question, answer: fillFigures(faq.answer, used) })),
  };
}
