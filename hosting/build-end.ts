/**
 * The last step of the build (an Astro integration's `astro:build:done`): writes the `_headers`
 * file from rules.ts, its one Content-Security-Policy admitting every page's inline scripts by
 * their hashes, as served.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { figuresByDate } from "../app/reference/figure-dates";
import { today } from "../app/site/dates";
import { builtPages } from "./pages";
import { headersFile } from "./rules";
import { loadSiteConfig } from "./site-config";

export function hostFiles(): AstroIntegration {
  return {
    name: "costwise-host-files",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        writeHostFiles(clientDir);
        logger.info(`${builtPages(clientDir).length} pages, _headers written`);
        warnOfPastFigures(logger.warn.bind(logger));
      },
    },
  };
}

function writeHostFiles(clientDir: string) {
  const hashes = builtPages(clientDir).flatMap((page) => page.hashes);
  writeFileSync(path.join(clientDir, "_headers"), headersFile(loadSiteConfig(), hashes));
}

/** A warning, not a failure: a figure past its date still says so to visitors (site/stale-notice.tsx). */
function warnOfPastFigures(warn: (message: string) => void) {
  const past = figuresByDate(today()).filter((row) => row.past);
  if (past.length > 0)
    warn(
      `${past.length} reference figures are past their date (npm run figures lists them): ${past.map((row) => row.id).join(", ")}`,
    );
}
