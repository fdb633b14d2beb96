/** The frontmatter every guide and scenario must carry; the build fails on a file that breaks it. */
import { z } from "zod";
import { placeholderIds } from "~/reference/citations";
import { isFigureId } from "~/reference/figures";
import { evaluate } from "~/reference/format";
import { typedNumber } from "~/site/format";

const isoDate = z.iso.date("must be a date written YYYY-MM-DD");

const articleFields = {
  title: z.string().min(10).max(110),
  description: z.string().min(50).max(200),
  // Must be its calculator's category (catalogue.server.ts checks it against the registry).
  category: z.string(),
  datePublished: isoDate,
  dateModified: isoDate,
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
  });

export const guideFrontmatter = z
  .object({
    ...articleFields,
    faqs: z
      .array(
        z
          .object({
            // Questions are shown and indexed as written, so they carry no {{figure}}.
            question: z
              .string()
              .min(10)
              .refine(
                (question) => !question.includes("{{"),
                "a question cannot hold a {{figure}}",
              ),
            answer: faqAnswer,
          })
          .strict(),
      )
      .min(3)
      .max(5),
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
    inputs: z.record(z.string(), z.string()),
    figures: z.record(z.string(), z.string()).default({}),
  })
  .strict()
  .transform(({ figures, inputs, ...rest }) => {
    const worked = Object.entries(figures).map(([field, expr]) => [field, evaluate(expr)] as const);
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

export type GuideFrontmatter = z.infer<typeof guideFrontmatter>;
export type ScenarioFrontmatter = z.infer<typeof scenarioFrontmatter>;
