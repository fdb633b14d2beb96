/**
 * `astro:content` as the unit tests see it (vitest.config.ts points the module here): Vitest runs no
 * content layer, so the guides and scenarios are read from their files, their frontmatter parsed as
 * Astro parses it and passed through the same schemas and checks as the collections' loader, named
 * as it names them; render() gives the body compiled by Astro's MDX integration as the build compiles
 * it (with the figures it prints gathered), which a test renders with Astro's Container API
 * (render-for-tests.ts).
 */
import { parseFrontmatter } from "@astrojs/markdown-remark";
import type { AstroComponentFactory } from "astro/runtime/server/index.js";
import { checkedArticle, fileProblems } from "./article-loader";
import { guideFrontmatter, scenarioFrontmatter } from "./content-schema";
import type { FigureUse } from "./figure-ids";

interface MdxModule {
  default: AstroComponentFactory;
  frontmatter: Record<string, unknown> & FigureUse;
}

// The files the collections' loader reads (article-loader.ts), at any depth, as it reads them.
const modules = import.meta.glob<MdxModule>("/content/*/**/*.mdx");
const sources = import.meta.glob<string>("/content/*/**/*.mdx", {
  eager: true,
  query: "?raw",
  import: "default",
});
const schemas = { guides: guideFrontmatter, scenarios: scenarioFrontmatter };

interface Entry {
  id: string;
  collection: keyof typeof schemas;
  data: unknown;
  filePath: string;
}

export async function getCollection(collection: keyof typeof schemas): Promise<Entry[]> {
  return Object.entries(sources).flatMap(([file, source]) => {
    const [, kind, ...rest] = file.split("/").slice(1);
    if (kind !== collection) return [];
    const id = rest.join("/").replace(/\.mdx$/, "");
    const filePath = file.slice(1);
    const parsed = schemas[collection].safeParse(parseFrontmatter(source).frontmatter);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`,
      );
      throw new Error(fileProblems(filePath, problems));
    }
    return [{ id, collection, data: checkedArticle(filePath, id, parsed.data), filePath }];
  });
}

export async function render(entry: Entry) {
  const module = await modules[`/${entry.filePath}`]!();
  return { Content: module.default, remarkPluginFrontmatter: module.frontmatter, headings: [] };
}
