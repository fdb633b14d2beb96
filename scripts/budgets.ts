/**
 * Bundle budgets, in bytes from the build output (not timings): for each prerendered page, the
 * gzip size of the JavaScript it loads up front (module scripts and modulepreloads) and of its CSS
 * (inline <style> and any stylesheet links).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages, CLIENT_DIR } from "../hosting/pages";

// Tightened to the measured figures (bench/results.md) so they cannot slip back. Calculator pages
// carry their form, validation and results up front, about 3 KB over React and the router's
// 112 KB plus the shell: docs/decisions/0005-first-paint-from-html.md says why that stays.
const BUDGET_JS_KB = 120;
const BUDGET_CALCULATOR_JS_KB = 124;
const BUDGET_CSS_KB = 7;
const jsBudget = (pagePath: string) =>
  /^\/calculators\/[^/]+$/.test(pagePath) ? BUDGET_CALCULATOR_JS_KB : BUDGET_JS_KB;

const gzipSize = new Map<string, number>();
const sizeOf = (href: string) => {
  if (!gzipSize.has(href))
    gzipSize.set(href, gzipSync(readFileSync(path.join(CLIENT_DIR, href))).length);
  return gzipSize.get(href)!;
};
const kb = (bytes: number) => bytes / 1024;

const rows = builtPages().map((page) => {
  const scripts = new Set<string>();
  for (const match of page.html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g))
    scripts.add(match[1]!);
  for (const match of page.html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(match[1]!);
  for (const match of page.html.matchAll(
    /import\("([^"]+\.js)"\)|import \* as \w+ from "([^"]+\.js)"/g,
  ))
    scripts.add((match[1] ?? match[2])!);
  const styles = [...page.html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const js = [...scripts]
    .filter((href) => href.startsWith("/assets/"))
    .reduce((sum, href) => sum + sizeOf(href), 0);
  const inlineCss = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
    (sum, match) => sum + gzipSync(match[1]!).length,
    0,
  );
  const css = styles.reduce((sum, href) => sum + sizeOf(href), inlineCss);
  return { path: page.path, js: kb(js), css: kb(css) };
});

console.log(
  `First-load sizes, gzip (budgets: JS ${BUDGET_JS_KB} KB, ${BUDGET_CALCULATOR_JS_KB} KB on a calculator; CSS ${BUDGET_CSS_KB} KB)`,
);
console.log("| page | JS KB | CSS KB |\n| --- | ---: | ---: |");
for (const row of rows)
  console.log(`| ${row.path} | ${row.js.toFixed(1)} | ${row.css.toFixed(1)} |`);
const over = rows.filter((row) => row.js > jsBudget(row.path) || row.css > BUDGET_CSS_KB);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => row.path).join(", ")}`);
  process.exit(1);
}
console.log(`All ${rows.length} pages within budget.`);
