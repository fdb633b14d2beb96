/**
 * The guide and scenario catalogues, derived from the MDX files at build time. Importing this module
 * validates every file's frontmatter and throws one error naming each bad file, which fails the build.
 * Server-only (it reads the file system): the article pages, the sitemap and scripts use it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { definitions } from "~/calculators/definitions";
import { inputProblems } from "~/calculators/input-problems";
import { CALCULATOR_KEYS, type CalculatorKey, findCalculator } from "~/calculators/registry";
import {
  type GuideFrontmatter,
  guideFrontmatter,
  type ScenarioFrontmatter,
  scenarioFrontmatter,
} from "./content-schema";

export type ArticleKind = "guides" | "scenarios";

export interface Article<F> {
  kind: ArticleKind;
  calcKey: CalculatorKey;
  slug: string;
  /** The page's path, e.g. /guides/fuel-cost/how-to-estimate-commute-cost */
  path: string;
  /** Path of the MDX file relative to the project root. */
  file: string;
  frontmatter: F;
}
export type Guide = Article<GuideFrontmatter>;
export type Scenario = Article<ScenarioFrontmatter>;

/** Each calculator's articles' category, from its folder's entry.ts: only the build needs them. */
const articleCategories = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../calculators/*/entry.ts", {
      eager: true,
      import: "articleCategory",
    }),
  ).map(([file, category]) => [file.split("/").at(-2), category]),
);

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads and validates every `<calcKey>/<slug>.mdx` below `root/kind`, or throws listing each bad file. */
export function loadCollection<S extends z.ZodType<{ category: string; datePublished: string }>>(
  root: string,
  kind: ArticleKind,
  schema: S,
  /** What else is wrong with a file's frontmatter, given its calculator (empty when nothing). */
  check: (frontmatter: z.infer<S>, calcKey: CalculatorKey) => string[] = () => [],
): Article<z.infer<S>>[] {
  const dir = path.join(root, kind);
  const articles: Article<z.infer<S>>[] = [];
  const problems: string[] = [];
  for (const calcKey of readdirSync(dir).sort()) {
    const calculator = findCalculator(calcKey);
    if (!calculator) {
      problems.push(`${kind}/${calcKey}: not a calculator key (${CALCULATOR_KEYS.join(", ")})`);
      continue;
    }
    for (const name of readdirSync(path.join(dir, calcKey)).sort()) {
      const file = path.join(path.relative(process.cwd(), dir), calcKey, name);
      const slug = name.replace(/\.mdx$/, "");
      if (!name.endsWith(".mdx") || !SLUG.test(slug)) {
        problems.push(`${file}: expected a lower-case-hyphenated .mdx file name`);
        continue;
      }
      const match = FRONTMATTER.exec(readFileSync(path.join(dir, calcKey, name), "utf8"));
      if (!match?.[1]) {
        problems.push(`${file}: no frontmatter block (--- ... ---) at the top`);
        continue;
      }
      const parsed = schema.safeParse(parseYaml(match[1]));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push(`${file}: ${issue.path.join(".") || "frontmatter"}: ${issue.message}`);
        }
        continue;
      }
      const frontmatter = parsed.data;
      const category = articleCategories[calcKey];
      if (frontmatter.category !== category) {
        problems.push(`${file}: category must be "${category}" for ${calcKey}`);
        continue;
      }
      const more = check(frontmatter, calculator.key);
      if (more.length > 0) {
        problems.push(...more.map((problem) => `${file}: ${problem}`));
        continue;
      }
      articles.push({
        kind,
        calcKey: calculator.key,
        slug,
        path: `/${kind}/${calcKey}/${slug}`,
        file,
        frontmatter,
      });
    }
  }
  if (problems.length > 0) {
    throw new Error(`Invalid content:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
  // Calculator order first (as the registry lists them), then the oldest article first.
  const rank = (key: CalculatorKey) => CALCULATOR_KEYS.indexOf(key);
  return articles.sort(
    (a, b) =>
      rank(a.calcKey) - rank(b.calcKey) ||
      a.frontmatter.datePublished.localeCompare(b.frontmatter.datePublished) ||
      a.slug.localeCompare(b.slug),
  );
}

const CONTENT_ROOT = path.resolve("content");

export const guides: Guide[] = loadCollection(CONTENT_ROOT, "guides", guideFrontmatter);
export const scenarios: Scenario[] = loadCollection(
  CONTENT_ROOT,
  "scenarios",
  scenarioFrontmatter,
  (frontmatter, calcKey) => inputProblems(definitions[calcKey], frontmatter.inputs),
);

export function findArticle<F>(list: Article<F>[], calcKey: string, slug: string) {
  return list.find((article) => article.calcKey === calcKey && article.slug === slug);
}
