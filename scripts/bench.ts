/**
 * `npm run bench`: Lighthouse (mobile defaults) three times on each audited page, against the
 * production server, each in turns with a copy of the same page with its scripts removed, served at
 * the same paths by a second server, so the cost of what a page runs is a ratio to the same page as
 * plain HTML, not a figure from another day (decision 26). Then the whole test suite once, timed.
 * The tables of medians, checked against the targets, replace the "Latest" section of
 * bench/results.md; the rest of that file (earlier tables, notes) is kept. A benchmark, not a test.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { today } from "../app/site/dates";
import { CLIENT_DIR } from "../hosting/pages";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { measureTimeToWork } from "./time-to-work";

const PORT = 4174;
const NO_SCRIPT_PORT = 4175;
const RUNS = 3;
/** Each kind of page: home, calculators (the lightest and the heaviest form), the sheet, contact, the libraries and the articles. */
const ALL_PAGES = [
  "/",
  "/calculators/mortgage-payment",
  "/calculators/take-home-pay",
  "/my-costs",
  "/contact",
  "/guides",
  "/guides/fuel-cost/how-to-estimate-commute-cost",
  "/scenarios/ev-charging/200-mile-weekend-trip",
  "/faq",
];
/** `npm run bench -- /faq /`: only those pages, printed and not recorded (a check, not a run). */
const CHOSEN = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
/**
 * `npm run bench -- --against-itself /`: the copy without scripts on both servers, printed and not
 * recorded. Whatever ratio that shows is the bench's own noise, not a page's cost.
 */
const AGAINST_ITSELF = process.argv.includes("--against-itself");
const PAGES = CHOSEN.length ? ALL_PAGES.filter((page) => CHOSEN.includes(page)) : ALL_PAGES;
/** The pages whose buttons wait for their code: how soon they work after they paint. */
const ALL_WORKING_PAGES = [
  "/calculators/mortgage-payment",
  "/calculators/take-home-pay",
  "/calculators/universal-credit",
  "/my-costs",
  "/contact",
];
const WORKING_PAGES = CHOSEN.length
  ? ALL_WORKING_PAGES.filter((page) => CHOSEN.includes(page))
  : ALL_WORKING_PAGES;
/** `npm run bench -- --works-only`: how soon the pages work, without Lighthouse, printed. */
const WORKS_ONLY = process.argv.includes("--works-only");

/** The pages measured in Lighthouse's observed mode too: each kind a visitor lands on. */
const OBSERVED_PAGES = [
  "/",
  "/calculators/mortgage-payment",
  "/calculators/take-home-pay",
  "/my-costs",
  "/contact",
  "/guides/fuel-cost/how-to-estimate-commute-cost",
  "/scenarios/ev-charging/200-mile-weekend-trip",
];

/** How close a page must stay to its copy without scripts (issue "One page model"). */
const TARGETS = { lcpRatio: 1.1, tbtExtraMs: 100, worksAtCopyPaints: 3 };

/**
 * Executable scripts and the module preloads that feed them; JSON-LD stays, since it is data the
 * page carries, not code it runs.
 */
const withoutScripts = (html: string) =>
  html
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "");

/** A copy of the build whose audited pages have no scripts, served at the same paths. */
const noScriptBuild = mkdtempSync(path.join(tmpdir(), "costwise-no-script-"));
cpSync(CLIENT_DIR, path.join(noScriptBuild, "client"), { recursive: true });
for (const page of new Set([...PAGES, ...WORKING_PAGES])) {
  const file = path.join(noScriptBuild, "client", page === "/" ? "index.html" : `${page}.html`);
  writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
}

/** `npm start` on a port; its own process group, so stopping it also stops wrangler and workerd. */
async function serve(port: number, buildDir?: string) {
  const server = spawn("npx", ["tsx", "hosting/serve.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      ...(buildDir && { COSTWISE_BUILD_DIR: buildDir }),
    },
    stdio: "inherit",
    detached: true,
  });
  const url = `http://localhost:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (tries > 600) throw new Error("server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop: () => process.kill(-server.pid!, "SIGTERM") };
}
const server = await serve(PORT, AGAINST_ITSELF ? noScriptBuild : undefined);
const noScriptServer = await serve(NO_SCRIPT_PORT, noScriptBuild);
const base = server.url;

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  /**
   * Lantern's estimate of the server's response time: the median over every request to the page's
   * origin, which the simulation then gives the document too. The page's island chunks, answered by
   * the local runtime while the browser hydrates on the same two cores, raise it; the copy makes no
   * such requests (bench/results.md, "What the rest of the gap is").
   */
  serverMs: number;
}

/**
 * Lighthouse's two ways of slowing a page: "simulate" (its default: the page loads at full speed and
 * Lantern works out what Slow 4G and a 4× slower CPU would have made of it) and "devtools" (the
 * browser itself is slowed so, and the metrics are what it observed).
 */
type Throttling = "simulate" | "devtools";

async function runLighthouse(url: string, throttlingMethod: Throttling) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttlingMethod,
    });
    const lhr = result!.lhr;
    const lcpError = lhr.audits["largest-contentful-paint"]?.errorMessage;
    if (lhr.runtimeError || lcpError)
      console.warn(`${url}: ${lhr.runtimeError?.message ?? lcpError}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

type Result = Awaited<ReturnType<typeof runLighthouse>>;
/** An audit's measured value, NaN when the run failed to produce it. */
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
/** An audit's table rows, shaped as that audit writes them; none when the run failed to produce it. */
const auditItems = <Row>(lhr: Result, id: string) =>
  ((lhr.audits[id]?.details as { items?: Row[] } | undefined)?.items ?? []) as Row[];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The median of the runs that produced a value (a failed run's metrics are NaN). */
const median = (values: number[]) => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length ? finite[Math.floor(finite.length / 2)]! : Number.NaN;
};
/** One run of a page. */
async function lighthouseRun(url: string, throttling: Throttling): Promise<Sample> {
  const lhr = await runLighthouse(url, throttling);
  // Each run's LCP, what the browser painted it at and which element, to tell noise from cause.
  const observed = auditItems<{ observedLargestContentfulPaint?: number }>(lhr, "metrics")[0]
    ?.observedLargestContentfulPaint;
  const element = auditItems<{ items?: { node?: { nodeLabel?: string } }[] }>(
    lhr,
    "largest-contentful-paint-element",
  )[0]?.items?.[0]?.node?.nodeLabel;
  const serverMs =
    auditItems<{ serverResponseTime: number }>(lhr, "network-server-latency")[0]
      ?.serverResponseTime ?? Number.NaN;
  console.log(
    `${url}: LCP ${seconds(metric(lhr, "largest-contentful-paint"))}, painted at ${observed} ms: ${element?.slice(0, 60)}; server ${Math.round(serverMs)} ms`,
  );
  const scripts = auditItems<{ resourceType: string; transferSize: number }>(
    lhr,
    "resource-summary",
  );
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    bestPractices: lhr.categories["best-practices"]?.score ?? Number.NaN,
    seo: lhr.categories.seo?.score ?? Number.NaN,
    fcp: metric(lhr, "first-contentful-paint"),
    lcp: metric(lhr, "largest-contentful-paint"),
    tbt: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    scriptBytes: scripts.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    serverMs,
  };
}

/** A run whose trace Lighthouse could not read (NO_NAVSTART and the like) measured nothing. */
const measuredNothing = (sample: Sample) =>
  !Number.isFinite(sample.performance) || !Number.isFinite(sample.lcp);
/** How often a run that measured nothing is taken again, as Lighthouse's message advises. */
const RETRIES = 2;

/**
 * Simulated runs of each URL, taken in turns (a, b, then b, a…) so that a page and its copy without
 * scripts see the machine in the same states; a run that measured nothing is taken again, so each
 * median is of RUNS measurements (a median of two would be the larger one). The medians, and how
 * many runs of each measured nothing even after their retries.
 */
async function lighthouseRuns(throttling: Throttling, ...urls: string[]) {
  const samples = urls.map((): Sample[] => []);
  for (let run = 0; run < RUNS; run += 1)
    // Who goes first changes each run: a copy measured against itself came out faster first more
    // often than not (bench/results.md, "The copy against itself").
    for (const index of run % 2 ? [...urls.keys()].reverse() : urls.keys()) {
      const url = urls[index]!;
      let sample = await lighthouseRun(url, throttling);
      for (let retry = 0; retry < RETRIES && measuredNothing(sample); retry += 1)
        sample = await lighthouseRun(url, throttling);
      samples[index]!.push(sample);
    }
  return samples.map((runs) => ({
    failedRuns: runs.filter(measuredNothing).length,
    median: (key: keyof Sample) => median(runs.map((sample) => sample[key])),
  }));
}

const rows: string[] = [];
const observedRows: string[] = [];
const worksRows: string[] = [];
try {
  for (const result of await measureTimeToWork(WORKING_PAGES, base, noScriptServer.url, RUNS)) {
    const ratio = result.works / result.copyFcp;
    worksRows.push(
      `| ${result.path} | ${result.buttons} | ${seconds(result.fcp)} | ${seconds(result.copyFcp)} | ${seconds(result.works)} | ${ratio.toFixed(2)}× | ${ratio <= TARGETS.worksAtCopyPaints ? "met" : "missed"} |`,
    );
  }
  for (const page of WORKS_ONLY ? [] : PAGES) {
    const [measured, plain] = await lighthouseRuns(
      "simulate",
      `${base}${page}`,
      `${noScriptServer.url}${page}`,
    );
    const { median: m, failedRuns } = measured!;
    const p = plain!.median;
    const lcpRatio = m("lcp") / p("lcp");
    // The document's simulated download moves one for one with the server estimate, so this is
    // the ratio had the page's origin been estimated as fast as the copy's. For reading only: the
    // target is judged on the ratio as measured.
    const lcpRatioAtCopyServer = (m("lcp") - (m("serverMs") - p("serverMs"))) / p("lcp");
    const tbtExtra = m("tbt") - p("tbt");
    // Simulated, the target is the score: Lantern counts any script requested before the paint
    // against it, which the browser itself does not (the observed table below judges the paint).
    const missed = [m("performance") < p("performance") && "performance"].filter(Boolean);
    const failed = failedRuns + plain!.failedRuns;
    rows.push(
      `| ${page} | ${m("performance").toFixed(2)} / ${p("performance").toFixed(2)} | ${seconds(m("lcp"))} / ${seconds(p("lcp"))} | ${lcpRatio.toFixed(2)} | ${Math.round(m("serverMs"))} / ${Math.round(p("serverMs"))} ms | ${lcpRatioAtCopyServer.toFixed(2)} | ${Math.round(m("tbt"))} / ${Math.round(p("tbt"))} ms | ${tbtExtra >= 0 ? "+" : "−"}${Math.abs(Math.round(tbtExtra))} ms | ${m("cls").toFixed(3)} | ${m("accessibility").toFixed(2)} | ${(m("scriptBytes") / 1024).toFixed(1)} KB | ${missed.length ? `missed: ${missed.join(", ")}` : "all met"}${failed ? `; ${failed} of ${2 * RUNS} runs failed` : ""} |`,
    );
    console.log(rows.at(-1));
    if (!OBSERVED_PAGES.includes(page)) continue;
    const [seen, seenPlain] = await lighthouseRuns(
      "devtools",
      `${base}${page}`,
      `${noScriptServer.url}${page}`,
    );
    const o = seen!.median;
    const op = seenPlain!.median;
    const observedLcpRatio = o("lcp") / op("lcp");
    const observedTbtExtra = o("tbt") - op("tbt");
    const observedMissed = [
      observedLcpRatio > TARGETS.lcpRatio && "LCP",
      observedTbtExtra > TARGETS.tbtExtraMs && "TBT",
    ].filter(Boolean);
    const observedFailed = seen!.failedRuns + seenPlain!.failedRuns;
    observedRows.push(
      `| ${page} | ${o("performance").toFixed(2)} / ${op("performance").toFixed(2)} | ${seconds(o("fcp"))} / ${seconds(op("fcp"))} | ${seconds(o("lcp"))} / ${seconds(op("lcp"))} | ${observedLcpRatio.toFixed(2)} | ${Math.round(o("tbt"))} / ${Math.round(op("tbt"))} ms | ${observedTbtExtra >= 0 ? "+" : "−"}${Math.abs(Math.round(observedTbtExtra))} ms | ${o("cls").toFixed(3)} | ${observedMissed.length ? `missed: ${observedMissed.join(", ")}` : "all met"}${observedFailed ? `; ${observedFailed} of ${2 * RUNS} runs failed` : ""} |`,
    );
    console.log(observedRows.at(-1));
  }
} finally {
  server.stop();
  noScriptServer.stop();
  rmSync(noScriptBuild, { recursive: true, force: true });
}

const table = [
  "| page | performance (page / without scripts) | LCP | LCP ratio | server estimate | LCP ratio at the copy's server estimate | TBT | TBT added | CLS | accessibility | script (transfer) | targets |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ...rows,
].join("\n");
const version = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
const observedTable = [
  "| page | performance (page / without scripts) | FCP | LCP | LCP ratio | TBT | TBT added | CLS | targets |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ...observedRows,
].join("\n");
const worksTable = [
  "| page | buttons that wait for code | page paints | copy paints | page works | works ÷ copy's paint | target |",
  "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
  ...worksRows,
].join("\n");
if (CHOSEN.length || AGAINST_ITSELF || WORKS_ONLY) {
  console.log(`\n${table}\n\n${observedTable}\n\n${worksTable}`);
  process.exit(0);
}

/** The whole suite once, as CI runs it (after \`npm ci\`): its wall time, beside the tables. */
const suiteStart = Date.now();
const suite = spawnSync("npm", ["test"], { stdio: "inherit", env: { ...process.env, CI: "true" } });
const suiteMinutes = ((Date.now() - suiteStart) / 60_000).toFixed(1);
const latest = `## Latest\n\nLighthouse ${version}, mobile defaults (simulated throttling), against \`npm start\` on this machine (${today()}): each page beside the same page with its scripts removed (JSON-LD kept), served at the same paths by a second server; medians of ${RUNS} runs each, the page's and the copy's taken in turns, who goes first changing each run. Target: performance as the copy's (the LCP ratio and blocking time are for reading: Lantern counts any script requested before the paint against the paint, which the observed table judges as the browser sees it). "Script (transfer)" is what Lighthouse saw arrive, response headers included (the local server sends about 1.2 KB with each script); the budgets (\`e2e/budgets.spec.ts\`) count the gzip bodies alone. "Server estimate" is Lantern's server response time for the origin (the median over all its requests), which it gives the document in its simulation; the next column is the LCP ratio with the page's LCP lowered by the difference, for reading only (see "What the rest of the gap is" in this file).\n\n${table}\n\nThe same, in Lighthouse's observed mode (\`--throttling-method=devtools\`: the browser itself slowed to Slow 4G and a 4× slower CPU, the metrics as it saw them), on each kind of page a visitor lands on; targets: LCP at most ${TARGETS.lcpRatio}× the copy's, TBT at most ${TARGETS.tbtExtraMs} ms over it.\n\n${observedTable}\n\nHow soon a page works after it paints, in a real browser (\`scripts/time-to-work.ts\`): Slow 4G (150 ms, 1.6 Mbit/s) with the CPU slowed 4×, cache cold, medians of ${RUNS} loads in turns with the copy; "works" is when the last button that waits for the page's code is enabled. Target: at most ${TARGETS.worksAtCopyPaints}× the copy's first contentful paint.\n\n${worksTable}\n\nThe test suite (\`npm test\`, CI=true): ${suite.status === 0 ? "passed" : `failed (exit ${suite.status})`} in ${suiteMinutes} minutes.\n`;
mkdirSync("bench", { recursive: true });
const file = "bench/results.md";
const previous = existsSync(file) ? readFileSync(file, "utf8") : "# Lighthouse medians\n";
const start = previous.indexOf("## Latest");
const end = start === -1 ? -1 : previous.indexOf("\n## ", start + 1);
const updated =
  start === -1
    ? `${previous.trimEnd()}\n\n${latest}`
    : `${previous.slice(0, start)}${latest}${end === -1 ? "" : previous.slice(end)}`;
writeFileSync(file, updated);
console.log(`Updated the Latest section of ${file}`);
process.exit(0);
