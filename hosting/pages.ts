import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./inline-scripts";

export const CLIENT_DIR = path.resolve(process.env.COSTWISE_BUILD_DIR ?? "build", "client");

export interface BuiltPage {
  /** URL path, e.g. /guides or / */
  path: string;
  file: string;
  html: string;
  hashes: string[];
}

/** Every prerendered page in the build (index.html files; the SPA fallback and 404 copies excluded). */
export function builtPages(dir = CLIENT_DIR): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(child);
      } else if (entry.name === "index.html") {
        const file = path.join(dir, child);
        const html = readFileSync(file, "utf8");
        pages.push({
          path: `/${relative}`.replace(/\/$/, "") || "/",
          file,
          html,
          hashes: inlineScriptHashes(html),
        });
      }
    }
  };
  walk("");
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
