/**
 * What every guide and scenario must carry in its frontmatter, and how it must agree with its
 * calculator: the collections' schemas (app/content.config.ts) and the checks that need the file's
 * calculator, which the collections' loader runs on every file (./article-loader.ts). A file that
 * breaks either stops the build, named (docs/content-style.md).
 */
import { z } from "zod";
import { definitions } from "~/calculators/definitions";
import { inputProblems } from "~/calculators/input-problems";
import { CALCULATOR_KEYS, type CalculatorKey, findCalculator } from "~/calculators/registry";
import { placeholderIds } from "~/reference/citations";
import { isFigureId } from "~/reference/figures";
import { evaluate } from "~/reference/format";
import { typedNumber } from "~/site/format";

/** A day written YYYY-MM-DD, kept as written (YAML reads an unquoted one as a date: it is turned back). */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date("must be a date written YYYY-MM-DD"),
);

const articleFields = {
  title: z
    .string()
    .min(10)
    .max(110)
    .describe("The page's heading, <title> and JSON-LD headline, as a visitor reads it."),
  description: z
    .string()
    .min(50)
    .max(200)
    .describe("The lead under the heading, the meta description and the library's summary."),
  category: z
    .string()
    .describe(
      "Its calculator's articles' category (`articleCategory` in app/calculators/<calcKey>/entry.ts); the loader checks it.",
    ),
  datePublished: isoDate.describe("The day it was first published, YYYY-MM-DD (JSON-LD)."),
  dateModified: isoDate.describe(
    "The day its content last changed, YYYY-MM-DD (JSON-LD and the sitemap's lastmod).",
  ),
};

/** A figure in an FAQ answer is written {{id}} (the page prints its value); the id must exist. */
const faqAnswer = z
  .string()
  .min(20)
  .superRefine((answer, context) => {
    for (const id of placeholderIds(answer)) {
      if (!isFigureId(id)) {
        context.addIssue({
          code: "custom",
          message: `{{${id}}} is not a figure id in app/reference/figures.ts`,
        });
      }
    }
  })
  .describe(
    "Plain text; a reference figure is written {{id}}, {{id|0}} rounded, or {{period:id}} (app/reference/citations.ts).",
  );

export const guideFrontmatter = z
  .object({
    ...articleFields,
    faqs: z
      .array(
        z
          .object({
            question: z
              .string()
              .min(10)
              .refine((question) => !question.includes("{{"), "a question cannot hold a {{figure}}")
              .describe("Shown and indexed as written, so it carries no {{figure}}."),
            answer: faqAnswer,
          })
          .strict(),
      )
      .min(3)
      .max(5)
      .describe("Its Frequently Asked Questions, shown under the guide and as FAQPage JSON-LD."),
  })
  .strict();

/**
 * A scenario's calculator inputs: `inputs` as a visitor types them, and `figures`, inputs that follow
 * reference figures, as <Calc> expressions ("capElecUnit / 100"), worked out when the site is built
 * so a scenario never types a figure that will change (docs/content-style.md#scenarios).
 */
export const scenarioFrontmatter = z
  .object({
    ...articleFields,
    inputs: z
      .record(z.string(), z.string())
      .describe('Its calculator\'s inputs by field key, as a visitor types them ("45", "mpg").'),
    figures: z
      .record(z.string(), z.string())
      .default({})
      .describe(
        'Inputs that follow reference figures, by field key, as <Calc> expressions ("capElecUnit / 100").',
      ),
  })
  .strict()
  .transform(({ figures, inputs, ...rest }, context) => {
    const worked = Object.entries(figures).flatMap(([field, expr]) => {
      try {
        return [[field, evaluate(expr)] as const];
      } catch (error) {
        context.addIssue({
          code: "custom",
          path: ["figures", field],
          message: error instanceof Error ? error.message : String(error),
        });
        return [];
      }
    });
    return {
      ...rest,
      inputs: {
        ...inputs,
        ...Object.fromEntries(worked.map(([field, { value }]) => [field, typedNumber(value)])),
      },
      /** The figures its inputs follow, for its sources. */
      inputFigures: worked.flatMap(([, { ids }]) => ids),
    };
  });

/** Each calculator's articles' category, from its folder's entry.ts: only the build needs them. */
const articleCategories = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../calculators/*/entry.ts", {
      eager: true,
      import: "articleCategory",
    }),
  ).map(([file, category]) => [file.split("/").at(-2), category]),
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What is wrong with an article given where it is, `<calcKey>/<slug>`: a folder that is no
 * calculator, a file name that is not lower-case-hyphenated, a category that is not its
 * calculator's, a scenario input its calculator does not have or accept. Empty when nothing.
 */
export function articleProblems(
  id: string,
  frontmatter: { category: string; inputs?: Record<string, string> },
): string[] {
  const [calcKey = "", slug = "", ...rest] = id.split("/");
  const calculator = findCalculator(calcKey);
  if (!calculator) return [`${calcKey}: not a calculator key (${CALCULATOR_KEYS.join(", ")})`];
  if (rest.length > 0 || !SLUG.test(slug)) return ["expected a lower-case-hyphenated file name"];
  const key: CalculatorKey = calculator.key;
  const category = articleCategories[key];
  if (frontmatter.category !== category) return [`category must be "${category}" for ${key}`];
  return frontmatter.inputs ? inputProblems(definitions[key], frontmatter.inputs) : [];
}
