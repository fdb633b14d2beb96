/**
 * The components an article's MDX is rendered with (<Content components={…} />): React components
 * for what prints a figure or a result, rendered to HTML when the site is built with no code in the
 * browser; Astro components for what holds the article's own words (a link, a table, a link to a
 * calculator), so those stay plain children of the element.
 */
import type { ResultRow } from "~/calculators/types";
import { Calc, Figure, Period } from "~/reference/mdx-components";
import ArticleLink from "./article-link.astro";
import ArticleTable from "./article-table.astro";
import CalculatorLink from "./calculator-link.astro";
import { CalculatorResult } from "./calculator-result";
import { PropertyTax } from "./property-tax-sum";
import { scenarioResult } from "./scenario-result";

export const articleComponents = (file: string, results?: readonly ResultRow[]) => ({
  a: ArticleLink,
  table: ArticleTable,
  Figure,
  Period,
  Calc,
  CalculatorLink,
  CalculatorResult,
  PropertyTax,
  ScenarioResult: scenarioResult(file, results),
});
