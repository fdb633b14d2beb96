/**
 * The last step of `react-router build` (its `buildEnd` hook): turns the prerendered pages into the
 * files Cloudflare Pages serves at each canonical URL, and writes the `_headers` file from rules.ts.
 */
import { readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { figuresByDate } from "../app/reference/figure-dates";
import { today } from "../app/site/dates";
import { spaceMetaRefreshUrl } from "./meta-refresh";
import { builtPages, isNotFoundPage } from "./pages";
import { headersFile } from "./rules";
import { lowerModulePreloadPriority } from "./script-priority";
import { loadSiteConfig } from "./site-config";

export function writeHostFiles(clientDir: string) {
  flattenPages(clientDir);
  // Every page is prerendered, so the single-page-app fallback is never served.
  rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
  const pages = builtPages(clientDir);
  for (const page of pages)
    writeFileSync(page.file, spaceMetaRefreshUrl(lowerModulePreloadPriority(page.html)));
  // Read again: the hashes are of the scripts as served.
  const served = builtPages(clientDir);
  writeFileSync(
    path.join(clientDir, "_headers"),
    headersFile(
      loadSiteConfig(),
      served.filter((page) => !isNotFoundPage(page)),
      served.filter(isNotFoundPage),
    ),
  );
  console.log(`build-end: ${served.length} pages, _headers written`);
  warnOfPastFigures();
}

/** A warning, not a failure: a figure past its date still says so to visitors (site/stale-notice.tsx). */
function warnOfPastFigures() {
  const past = figuresByDate(today()).filter((row) => row.past);
  if (past.length > 0)
    console.warn(
      `build-end: warning: ${past.length} reference figures are past their date (npm run figures lists them): ${past.map((row) => row.id).join(", ")}`,
    );
}

/**
 * `faq/index.html` becomes `faq.html` (and `404/index.html` becomes `404.html`). Cloudflare Pages
 * serves `faq.html` at /faq with status 200 and sends /faq/ and /faq.html there with one 308;
 * `faq/index.html` would instead make /faq/ the page and redirect the canonical /faq to it.
 * docs/decisions/0007-one-url-form-on-cloudflare.md.
 */
export function flattenPages(clientDir: string) {
  const nested = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter(
    (relative) => path.basename(relative) === "index.html" && relative !== "index.html",
  );
  for (const relative of nested) {
    const folder = path.join(clientDir, path.dirname(relative));
    renameSync(path.join(clientDir, relative), `${folder}.html`);
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}
