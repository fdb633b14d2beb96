/**
 * Bundle budgets, in bytes from the build output (not timings). For each prerendered page: the gzip
 * size of the JavaScript it loads up front, read from React Router's build manifest (the manifest
 * itself, the client entry and its imports, and each matched route's module and its imports), and
 * of its CSS (the stylesheet inlined in the page).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { builtPages, CLIENT_DIR, isNotFoundPage } from "../hosting/pages";

// Tightened to the measured figures (bench/results.md) so they cannot slip back. Calculator pages
// carry their form and results up front, about 3 KB over React and the router's 112 KB plus the
// shell: docs/decisions/0005-first-paint-from-html.md says why that stays. Each calculator's
// reading of figures and its calculation load once the page has started (docs/decisions/0013),
// which brought the heaviest page from 124.1 KB to 123.2 KB with the new reading of figures.
const BUDGET_JS_KB = 120;
const BUDGET_CALCULATOR_JS_KB = 123.5;
const BUDGET_CSS_KB = 7;
// Pages that ship no framework (app/site/page-handle.ts: guides, scenarios, the policy pages) load
// only the module scripts in their HTML and what those import: decision 0024.
const BUDGET_STATIC_PAGE_JS_KB = 15;
// The monthly costs sheet is a calculator page too (app/my-costs): the same form, state and results.
const jsBudget = (pagePath: string, staticPage: boolean) =>
  staticPage
    ? BUDGET_STATIC_PAGE_JS_KB
    : /^\/calculators\/[^/]+$|^\/my-costs$/.test(pagePath)
      ? BUDGET_CALCULATOR_JS_KB
      : BUDGET_JS_KB;

/** A page without the router's scripts: no app starts on it. */
const isStaticPage = (html: string) => !html.includes("__reactRouterContext");

/** A module script and every module it imports up front (not those it imports when needed). */
function withStaticImports(href: string, found: Set<string>) {
  if (found.has(href)) return found;
  found.add(href);
  const code = readFileSync(path.join(CLIENT_DIR, href), "utf8");
  for (const match of code.matchAll(/\bimport\s*(?:[\w$\s{},*]*?from\s*)?["']([^"']+)["']/g))
    withStaticImports(new URL(match[1]!, `http://site${href}`).pathname, found);
  return found;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const manifestFile = readdirSync(path.join(CLIENT_DIR, "assets")).find((name) =>
  /^manifest-[\w-]+\.js$/.test(name),
);
if (!manifestFile) throw new Error(`No React Router manifest in ${CLIENT_DIR}/assets`);
const manifestHref = `/assets/${manifestFile}`;
const manifest: Manifest = JSON.parse(
  readFileSync(path.join(CLIENT_DIR, manifestHref), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
);

/** The manifest's routes as a tree, so the router's own matching says which routes a page loads. */
function routeTree(parentId?: string): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: routeTree(route.id) },
    );
}
const routes = routeTree(undefined);

const gzipSize = new Map<string, number>();
const sizeOf = (href: string) => {
  if (!gzipSize.has(href))
    gzipSize.set(href, gzipSync(readFileSync(path.join(CLIENT_DIR, href))).length);
  return gzipSize.get(href)!;
};
const kb = (bytes: number) => bytes / 1024;

const rows = builtPages()
  .filter((page) => !isNotFoundPage(page))
  .map((page) => {
    const staticPage = isStaticPage(page.html);
    const scripts = new Set<string>();
    if (staticPage) {
      for (const match of page.html.matchAll(/<script type="module" src="([^"]+)"/g))
        withStaticImports(match[1]!, scripts);
    } else {
      const matches = matchRoutes(routes, page.path) ?? [];
      if (matches.length === 0) throw new Error(`No route in the manifest matches ${page.path}`);
      for (const href of [manifestHref, manifest.entry.module, ...manifest.entry.imports])
        scripts.add(href);
      for (const match of matches) {
        const route = manifest.routes[match.route.id!]!;
        for (const href of [route.module, ...(route.imports ?? [])]) scripts.add(href);
      }
    }
    const js = [...scripts].reduce((sum, href) => sum + sizeOf(href), 0);
    const css = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
      (sum, match) => sum + gzipSync(match[1]!).length,
      0,
    );
    return { path: page.path, staticPage, js: kb(js), css: kb(css) };
  });

console.log(
  `First-load sizes, gzip (budgets: JS ${BUDGET_JS_KB} KB, ${BUDGET_CALCULATOR_JS_KB} KB on a calculator, ${BUDGET_STATIC_PAGE_JS_KB} KB without the app; CSS ${BUDGET_CSS_KB} KB)`,
);
console.log("| page | JS KB | CSS KB |\n| --- | ---: | ---: |");
for (const row of rows)
  console.log(`| ${row.path} | ${row.js.toFixed(1)} | ${row.css.toFixed(1)} |`);
const over = rows.filter(
  (row) => row.js > jsBudget(row.path, row.staticPage) || row.css > BUDGET_CSS_KB,
);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => row.path).join(", ")}`);
  process.exit(1);
}
console.log(`All ${rows.length} pages within budget.`);
