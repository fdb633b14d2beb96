/**
 * The loader of the guides and scenarios collections: Astro's glob loader over
 * content/<kind>/<calcKey>/<slug>.mdx, each entry's id its `<calcKey>/<slug>`, and each file's
 * frontmatter, once its collection's schema has passed it, checked against its calculator
 * (articleProblems: its category, a scenario's inputs). A file that fails stops the build with its
 * path and each problem.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { glob, type Loader } from "astro/loaders";
import { articleProblems } from "./content-schema";

export type ArticleKind = "guides" | "scenarios";

/** The problems of one file as the build prints them: its path, then one problem a line. */
export const fileProblems = (file: string, problems: readonly string[]) =>
  `Invalid content:\n${problems.map((problem) => `  ${file}: ${problem}`).join("\n")}`;

/** An article's frontmatter, once its schema has passed it, or an error naming the file and each problem. */
export function checkedArticle<T extends object>(file: string, id: string, data: T): T {
  const problems = articleProblems(id, data as unknown as Parameters<typeof articleProblems>[1]);
  if (problems.length > 0) throw new Error(fileProblems(file, problems));
  return data;
}

export function articleLoader(kind: ArticleKind): Loader {
  const files = glob({
    base: `./content/${kind}`,
    pattern: "**/*.mdx",
    generateId: ({ entry }) => entry.replace(/\.mdx$/, ""),
  });
  return {
    name: `costwise-${kind}`,
    load: async (context) => {
      // The content layer keeps an entry it has parsed until its file changes, but an article's
      // data also depends on the reference figures (a scenario's `figures`) and its calculator's
      // fields, which live in other files: every file is parsed and checked on every load (a few
      // milliseconds for all of them; bodies compile later, when a page renders them).
      context.store.clear();
      await files.load({
        ...context,
        parseData: async (entry) =>
          checkedArticle(
            path.relative(fileURLToPath(context.config.root), entry.filePath ?? entry.id),
            entry.id,
            await context.parseData(entry),
          ),
      });
    },
  };
}
