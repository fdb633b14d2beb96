/**
 * Bundle budgets, in bytes from the build output (not timings; `npm run bench` guards speed). For
 * each prerendered page, the gzip size of the JavaScript it loads up front, read from React Router's
 * build manifest (the manifest itself, the client entry and its imports, and each matched route's
 * module and its imports), split in two:
 *
 * - the framework's share: React, React DOM and React Router (vite.config.ts puts them in the
 *   `framework` chunk) and the route manifest. It is recorded below and fails only when it jumps.
 * - the site's own bytes, the rest, budgeted by kind of page with headroom.
 *
 * Both the bare build (`build/`, which `npm run build` has just made) and the build a deployer ships
 * are measured: the latter is the browser tests' build with every third-party id set
 * (GOOGLE_TEST_ENV, built here into build-google). How to move a budget:
 * docs/decisions/0019-budgets-that-measure-the-right-thing.md.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { builtPages, isNotFoundPage } from "../hosting/pages";
import { GOOGLE_TEST_ENV } from "../playwright.config";

/**
 * The framework's first-load bytes, gzip: React 19.3.1, React DOM 19.3.1 and React Router 8.4.0
 * (the framework chunk, 111,907 bytes) and the manifest of its 29 routes, root included (1,587 bytes), measured in
 * the bare build on 2026-11-26 (decision 0019). An upgrade that moves it is a decision: record the
 * new figure here with a line saying where it came from.
 * - 112,659 → 113,494: the contact form's `useFetcher` and `clientAction` put the router's
 *   fetcher code in the framework chunk (+672), and the take-home pay route joined the manifest
 *   (+163).
 */
const FRAMEWORK_BYTES = 113_494;
/** The framework's share may drift this much over the recorded figure (a route or two more) before the check fails. */
const FRAMEWORK_JUMP = 0.03;

type Kind = "home" | "calculator" | "without the app" | "other";
/**
 * The site's own first-load JavaScript per kind of page, KB gzip: about 15% over the largest page of
 * the kind in the deployer's build on 2026-11-26, rounded to 0.5 KB (decision 0019). A clearer
 * design that costs a few hundred bytes moves a budget, with a line here saying why.
 */
const APP_BUDGET_KB: Record<Kind, number> = {
  // 10.2 KB in the deployer's build (9.8 bare): the shell, the calculator cards, Recently Used's loader.
  home: 11.5,
  // The take-home pay calculator's 14.8 KB (14.5 bare), the largest of the ten with /my-costs: the
  // form, its state and the frame of its results. Moved from 15.5 KB when result rows came to carry
  // their amounts (decision 0020) and the ninth calculator brought the longest form (decision 0023).
  calculator: 17,
  // Guides, scenarios and the policy pages ship no framework (decision 0024): all their script,
  // framework and site alike, at most 15 KB, as that decision promises.
  "without the app": 15,
  // The libraries and Contact; Contact 9.4 KB.
  other: 11,
};
/** The stylesheet inlined in every page, KB gzip: 6.9 KB on 2026-11-26, about 15% over. */
const CSS_BUDGET_KB = 8;
/** A page at this share of its budget is named in a warning, so a budget is moved before it is hit. */
const WARN_AT = 0.9;

const kindOf = (pagePath: string, html: string): Kind => {
  if (pagePath === "/") return "home";
  // A page whose route says it needs no app carries no router context (app/site/page-handle.ts).
  if (!html.includes("__reactRouterContext")) return "without the app";
  // The monthly costs sheet is a calculator page too (app/my-costs): the same form, state and results.
  if (/^\/calculators\/[^/]+$|^\/my-costs$/.test(pagePath)) return "calculator";
  return "other";
};

/** A page without the app loads the module its inline script imports and what that imports up front. */
function withStaticImports(clientDir: string, href: string, found: Set<string>) {
  if (found.has(href)) return found;
  found.add(href);
  const code = readFileSync(path.join(clientDir, href), "utf8");
  for (const match of code.matchAll(/\bimport\s*(?:[\w$\s{},*]*?from\s*)?["']([^"']+)["']/g))
    withStaticImports(clientDir, new URL(match[1]!, `http://site${href}`).pathname, found);
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

interface PageSizes {
  path: string;
  kind: Kind;
  /** Bytes of the site's own first-load JavaScript, gzip. */
  app: number;
  /** Bytes of the framework's share this page loads, gzip. */
  framework: number;
  css: number;
}

/** Every page's first-load sizes in a built client directory, and the framework's whole share. */
function measure(clientDir: string): { framework: number; pages: PageSizes[] } {
  const assets = readdirSync(path.join(clientDir, "assets"));
  const manifestFile = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error(`No React Router manifest in ${clientDir}/assets`);
  const manifestHref = `/assets/${manifestFile}`;
  const manifest: Manifest = JSON.parse(
    readFileSync(path.join(clientDir, manifestHref), "utf8")
      .replace(/^window\.__reactRouterManifest=/, "")
      .replace(/;\s*$/, ""),
  );
  const frameworkHrefs = new Set([
    manifestHref,
    ...assets
      .filter((name) => /^framework-[\w-]+\.js$/.test(name))
      .map((name) => `/assets/${name}`),
  ]);
  if (frameworkHrefs.size < 2)
    throw new Error(`No framework chunk in ${clientDir}/assets (vite.config.ts names it)`);

  /** The manifest's routes as a tree, so the router's own matching says which routes a page loads. */
  const routeTree = (parentId?: string): RouteObject[] =>
    Object.values(manifest.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, children: routeTree(route.id) },
      );
  const routes = routeTree(undefined);

  const gzipSize = new Map<string, number>();
  const sizeOf = (href: string) => {
    if (!gzipSize.has(href))
      gzipSize.set(href, gzipSync(readFileSync(path.join(clientDir, href))).length);
    return gzipSize.get(href)!;
  };
  const sum = (hrefs: Iterable<string>) =>
    [...hrefs].reduce((total, href) => total + sizeOf(href), 0);

  const pages = builtPages(clientDir)
    .filter((page) => !isNotFoundPage(page))
    .map((page): PageSizes => {
      const kind = kindOf(page.path, page.html);
      const scripts = new Set<string>();
      if (kind === "without the app") {
        // Its one module, fetched by its inline script once the page has loaded (import-after-load.ts).
        for (const match of page.html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g))
          withStaticImports(clientDir, match[1]!, scripts);
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
      const framework = sum([...scripts].filter((href) => frameworkHrefs.has(href)));
      const css = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
        (total, match) => total + gzipSync(match[1]!).length,
        0,
      );
      return {
        path: page.path,
        kind,
        // A page without the app counts all it loads: the budget is its whole script.
        app: kind === "without the app" ? sum(scripts) : sum(scripts) - framework,
        framework,
        css,
      };
    });
  return { framework: sum(frameworkHrefs), pages };
}

// The deployer's build: the browser tests' build with every third-party id set, in their folder.
const DEPLOYER_DIR = "build-google";
console.log(`Building the deployer's build (every third-party id set) into ${DEPLOYER_DIR}/ …`);
const built = spawnSync("npx", ["react-router", "build"], {
  env: { ...process.env, ...GOOGLE_TEST_ENV, COSTWISE_BUILD_DIR: DEPLOYER_DIR },
  encoding: "utf8",
});
if (built.status !== 0) {
  console.error(built.stdout, built.stderr);
  throw new Error(`The deployer's build failed (exit ${built.status})`);
}

const builds = [
  { name: "bare", ...measure(path.resolve("build", "client")) },
  { name: "deployer", ...measure(path.resolve(DEPLOYER_DIR, "client")) },
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const failures: string[] = [];
const warnings: string[] = [];

const frameworkLimit = FRAMEWORK_BYTES * (1 + FRAMEWORK_JUMP);
console.log(
  `\nFramework (React, React DOM, React Router, route manifest), gzip: recorded ${kb(FRAMEWORK_BYTES)} KB, fails above ${kb(frameworkLimit)} KB`,
);
for (const build of builds) {
  console.log(`  ${build.name} build: ${kb(build.framework)} KB`);
  if (build.framework > frameworkLimit)
    failures.push(
      `the framework's share in the ${build.name} build is ${kb(build.framework)} KB, more than ${FRAMEWORK_JUMP * 100}% over the recorded ${kb(FRAMEWORK_BYTES)} KB: an upgrade is a decision; record the new figure in scripts/budgets.ts`,
    );
}

console.log("\nThe site's own first-load JavaScript, gzip, by kind of page (its largest page):");
console.log(
  "| kind | pages | bare KB | deployer KB | budget KB |\n| --- | ---: | --- | --- | ---: |",
);
for (const kind of Object.keys(APP_BUDGET_KB) as Kind[]) {
  const count = builds[0]!.pages.filter((page) => page.kind === kind).length;
  if (count === 0) continue;
  const largest = builds.map(
    (build) => build.pages.filter((page) => page.kind === kind).sort((a, b) => b.app - a.app)[0]!,
  );
  const cells = largest.map((page) => `${kb(page.app)} (${page.path})`);
  console.log(`| ${kind} | ${count} | ${cells.join(" | ")} | ${APP_BUDGET_KB[kind]} |`);
}

for (const build of builds)
  for (const page of build.pages) {
    const budget = APP_BUDGET_KB[page.kind] * 1024;
    const where = `${page.path} (${build.name} build, ${page.kind})`;
    if (page.app > budget)
      failures.push(
        `${where}: ${kb(page.app)} KB of the site's own JavaScript, over its ${APP_BUDGET_KB[page.kind]} KB budget`,
      );
    else if (page.app >= WARN_AT * budget)
      warnings.push(
        `${where}: ${kb(page.app)} KB, ${Math.round((page.app / budget) * 100)}% of its ${APP_BUDGET_KB[page.kind]} KB budget`,
      );
    if (page.css > CSS_BUDGET_KB * 1024)
      failures.push(`${where}: ${kb(page.css)} KB of CSS, over the ${CSS_BUDGET_KB} KB budget`);
  }
const largestCss = Math.max(...builds.flatMap((build) => build.pages.map((page) => page.css)));
console.log(
  `\nCSS (inlined), gzip: at most ${kb(largestCss)} KB a page; budget ${CSS_BUDGET_KB} KB`,
);

for (const warning of warnings) console.warn(`warning: ${warning}`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`Over budget: ${failure}`);
  process.exit(1);
}
console.log(
  `All ${builds[0]!.pages.length} pages of both builds within budget (decision 0019 says how to move one).`,
);
