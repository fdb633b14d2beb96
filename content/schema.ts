/** The frontmatter every guide and scenario must carry; the build fails on a file that breaks it. */
import { z } from "zod";
import { CATEGORIES } from "../app/calculators/registry";

const isoDate = z.iso.date("must be a date written YYYY-MM-DD");

const articleFields = {
  title: z.string().min(10).max(110),
  description: z.string().min(50).max(200),
  category: z.enum(CATEGORIES),
  datePublished: isoDate,
  dateModified: isoDate,
};

export const guideFrontmatter = z
  .object({
    ...articleFields,
    faqs: z
      .array(z.object({ question: z.string().min(10), answer: z.string().min(20) }).strict())
      .min(3)
      .max(5),
  })
  .strict();

export const scenarioFrontmatter = z
  .object({
    ...articleFields,
    inputs: z.record(z.string(), z.string()),
  })
  .strict();

export type GuideFrontmatter = z.infer<typeof guideFrontmatter>;
export type ScenarioFrontmatter = z.infer<typeof scenarioFrontmatter>;
