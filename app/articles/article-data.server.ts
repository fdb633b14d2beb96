import { render } from "astro:content";
import { findCalculator } from "~/calculators/registry";
import type { ResultRow } from "~/calculators/types";
import { citationsFor, fillFigures } from "~/reference/citations";
import { figureDates } from "~/reference/figure-dates";
import { FIGURES, type FigureId } from "~/reference/figures";
import type { Article, ArticleKind } from "./collections.server";
import type { FigureUse } from "./figure-ids";
import { scenarioResults } from "./scenario-results";

/**
 * What an article page needs besides its body: its frontmatter (figures in FAQ answers filled in),
 * calculator, the figures its notice speaks for, and when its figures were checked and where they
 * come from, from the figures its MDX prints (gathered when it compiled: figure-ids.ts), those its
 * inputs follow and those its FAQ answers print, in that order. An article that prints no reference
 * figure would have no sources to list, so it fails the build.
 */
export function articlePageData<K extends ArticleKind>(
  article: Article<K>,
  use: FigureUse,
  summary: { rows: ResultRow[]; tryItHref: string } | null,
) {
  const calculator = findCalculator(article.calcKey)!;
  const used = new Set<FigureId>(use.figureIds);
  if ("inputFigures" in article.frontmatter)
    for (const id of article.frontmatter.inputFigures) used.add(id as FigureId);
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
    /** The dates of the figures the article marks, for its one notice at the top. */
    noticeFigures: use.markedFigureIds.map((id) => figureDates(FIGURES[id])),
    citations,
    summary,
  };
}

/** An article's page data and its body, rendered by Astro from its collection entry. */
export async function loadArticle<K extends ArticleKind>(article: Article<K>) {
  const summary =
    "inputs" in article.frontmatter
      ? scenarioResults(article.calcKey, article.frontmatter.inputs)
      : null;
  const { Content, remarkPluginFrontmatter } = await render(article.entry);
  return {
    ...articlePageData(article, remarkPluginFrontmatter as FigureUse, summary),
    Content,
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
