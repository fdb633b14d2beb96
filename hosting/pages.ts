import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./inline-scripts";

export const CLIENT_DIR = path.resolve(process.env.COSTWISE_BUILD_DIR ?? "build", "client");

export interface BuiltPage {
  /** URL path the host serves the file at: /, /guides, /guides/404 */
  path: string;
  file: string;
  html: string;
  hashes: string[];
}

/** The URL path Cloudflare Pages serves an HTML file at: `index.html` is /, `faq.html` is /faq. */
export function pagePath(relativeFile: string): string {
  return `/${relativeFile.replace(/\\/g, "/")}`.replace(/(\/index)?\.html$/, "") || "/";
}

/** Every HTML file in the build (assets excluded), with the hashes of its inline scripts. */
export function builtPages(dir = CLIENT_DIR): BuiltPage[] {
  const pages: BuiltPage[] = [];
  for (const relative of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!relative.endsWith(".html") || relative.startsWith("assets")) continue;
    const file = path.join(dir, relative);
    const html = readFileSync(file, "utf8");
    pages.push({ path: pagePath(relative), file, html, hashes: inlineScriptHashes(html) });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
