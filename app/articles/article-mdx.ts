/**
 * How the articles' MDX compiles (@astrojs/mdx, astro.config.ts): the unified (remark) processor with
 * GitHub-flavoured Markdown for the tables, quotes and dashes kept as they are typed (no
 * SmartyPants), and remarkFigureIds, which writes the figures each article prints into its
 * frontmatter. The unit tests compile with the same processor.
 */
import { unified } from "@astrojs/markdown-remark";
import { remarkFigureIds } from "./figure-ids";

export const articleMdx = {
  processor: unified({ gfm: true, smartypants: false, remarkPlugins: [remarkFigureIds] }),
  // The articles hold no code blocks to highlight.
  syntaxHighlight: false,
  extendMarkdownConfig: false,
} as const;
