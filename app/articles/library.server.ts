import { calculators } from "~/calculators/registry";
import { type Article, guides, scenarios } from "./collections.server";
import type { LibraryGroup } from "./filter";

/** The list pages' data: each calculator's articles, titles and descriptions only. */
export function libraryGroups(kind: "guides" | "scenarios"): LibraryGroup[] {
  const articles: Article[] = kind === "guides" ? guides : scenarios;
  return calculators.map((calculator) => ({
    calcKey: calculator.key,
    calculatorName: calculator.name,
    items: articles
      .filter((article) => article.calcKey === calculator.key)
      .map(({ path, frontmatter }) => ({
        path,
        title: frontmatter.title,
        description: frontmatter.description,
      })),
  }));
}
