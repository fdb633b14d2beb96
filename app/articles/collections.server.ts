/**
 * The guides and scenarios, from Astro's content collections (app/content.config.ts), each with its
 * calculator, address and file, in the order the libraries list them: calculator order first (as the
 * registry lists them), then the oldest article first. Build time only: the article pages, the
 * libraries, the sitemap, "What's changing" and the site's counts read them.
 */
import { type CollectionEntry, getCollection } from "astro:content";
import { CALCULATOR_KEYS, type CalculatorKey } from "~/calculators/registry";
import type { ArticleKind } from "./article-loader";

export type { ArticleKind };

export interface Article<K extends ArticleKind = ArticleKind> {
  kind: K;
  calcKey: CalculatorKey;
  slug: string;
  /** The page's path, e.g. /guides/fuel-cost/how-to-estimate-commute-cost */
  path: string;
  /** Path of the MDX file relative to the project root. */
  file: string;
  frontmatter: CollectionEntry<K>["data"];
  entry: CollectionEntry<K>;
}
export type Guide = Article<"guides">;
export type Scenario = Article<"scenarios">;

async function collection<K extends ArticleKind>(kind: K): Promise<Article<K>[]> {
  const entries = (await getCollection(kind)) as CollectionEntry<K>[];
  const rank = (key: CalculatorKey) => CALCULATOR_KEYS.indexOf(key);
  return entries
    .map((entry) => {
      // The loader has checked that the id is <calcKey>/<slug> of a calculator (article-loader.ts).
      const [calcKey, slug] = entry.id.split("/") as [CalculatorKey, string];
      return {
        kind,
        calcKey,
        slug,
        path: `/${kind}/${entry.id}`,
        file: entry.filePath ?? `content/${kind}/${entry.id}.mdx`,
        frontmatter: entry.data,
        entry,
      };
    })
    .sort(
      (a, b) =>
        rank(a.calcKey) - rank(b.calcKey) ||
        a.frontmatter.datePublished.localeCompare(b.frontmatter.datePublished) ||
        a.slug.localeCompare(b.slug),
    );
}

export const guides: Guide[] = await collection("guides");
export const scenarios: Scenario[] = await collection("scenarios");
