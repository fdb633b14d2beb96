/**
 * `npm run bench`: Lighthouse (mobile defaults) three times on each audited page, against the
 * production server, then three more times with DevTools throttling (the page really loaded over
 * the slow network and CPU, where the default only simulates them from an unthrottled load). The
 * articles (a guide, a scenario, the FAQ) are also audited beside a copy of the same build with
 * their scripts removed, served at the same paths by a second server, so the cost of what they
 * still run is a ratio, not a guess (decision 24). The tables of medians, checked against the
 * targets, replace the "Latest" section of bench/results.md; the rest of that file (earlier
 * tables, notes) is kept. A benchmark, not a test.
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  globSync,
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

const PORT = 4174;
const NO_SCRIPT_PORT = 4175;
const RUNS = 3;
// Every calculator, found from its folder as the route table finds it (decision 15).
const CALCULATOR_PAGES = globSync("*/entry.ts", { cwd: "app/calculators" })
  .map((file) => `/calculators/${file.split("/")[0]}`)
  .sort();
/** Pages that ship without the app (decision 24), audited beside their copies without scripts. */
const ARTICLES = [
  "/guides/fuel-cost/how-to-estimate-commute-cost",
  "/scenarios/ev-charging/200-mile-weekend-trip",
  "/faq",
];
const ALL_PAGES = ["/", ...CALCULATOR_PAGES, "/my-costs", "/guides", ...ARTICLES, "/contact"];
/** `npm run bench -- /faq /`: only those pages, printed and not recorded (a check, not a run). */
const CHOSEN = process.argv.slice(2);
const PAGES = CHOSEN.length ? ALL_PAGES.filter((page) => CHOSEN.includes(page)) : ALL_PAGES;

/** The performance issue's targets, per page. */
const TARGETS = { performance: 1, fcpMs: 1200, lcpMs: 1500, tbtMs: 50, cls: 0 };
/** How close an article must stay to its copy without scripts (issue "Articles as fast as a plain page"). */
const ARTICLE_TARGETS = { lcpRatio: 1.1, tbtExtraMs: 30 };

/**
 * Executable scripts and the module preloads that feed them; JSON-LD stays, since it is data the
 * page carries, not code it runs.
 */
const withoutScripts = (html: string) =>
  html
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "");

/** A copy of the build whose articles have no scripts, served at the same paths. */
const noScriptBuild = mkdtempSync(path.join(tmpdir(), "costwise-no-script-"));
cpSync(CLIENT_DIR, path.join(noScriptBuild, "client"), { recursive: true });
for (const page of ARTICLES) {
  const file = path.join(noScriptBuild, "client", `${page}.html`);
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
const server = await serve(PORT);
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
}

/** Paint and interactivity from a load that was really throttled (DevTools throttling). */
interface ThrottledSample {
  fcp: number;
  lcp: number;
  tti: number;
}

async function runLighthouse(url: string, throttlingMethod: "simulate" | "devtools") {
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
      ...(throttlingMethod === "devtools" && { onlyCategories: ["performance"] }),
    });
    const lhr = result!.lhr;
    const lcpError = lhr.audits["largest-contentful-paint"]?.errorMessage;
    if (lhr.runtimeError || lcpError)
      console.warn(`${url} (${throttlingMethod}): ${lhr.runtimeError?.message ?? lcpError}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

type Result = Awaited<ReturnType<typeof runLighthouse>>;
/** An audit's measured value, NaN when the run failed to produce it. */
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The median of the runs that produced a value (a failed run's metrics are NaN). */
const median = (values: number[]) => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length ? finite[Math.floor(finite.length / 2)]! : Number.NaN;
};
/** Three simulated runs of a page, the medians the tables print. */
/** One simulated run of a page. */
async function simulatedRun(url: string): Promise<Sample> {
  const lhr = await runLighthouse(url, "simulate");
  const scripts = (
    lhr.audits["resource-summary"]?.details as {
      items?: { resourceType: string; transferSize: number }[];
    }
  )?.items;
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    bestPractices: lhr.categories["best-practices"]?.score ?? Number.NaN,
    seo: lhr.categories.seo?.score ?? Number.NaN,
    fcp: metric(lhr, "first-contentful-paint"),
    lcp: metric(lhr, "largest-contentful-paint"),
    tbt: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    scriptBytes: scripts?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
  };
}

/**
 * Simulated runs of each URL, taken in turns (a, b, a, b…) so that a page and its copy without
 * scripts see the machine in the same states; the medians and the count of failed runs of each.
 */
async function simulatedRuns(...urls: string[]) {
  const samples = urls.map((): Sample[] => []);
  for (let run = 0; run < RUNS; run += 1)
    for (const [index, url] of urls.entries()) samples[index]!.push(await simulatedRun(url));
  return samples.map((runs) => ({
    failedRuns: runs.filter(
      (sample) => !Number.isFinite(sample.performance) || !Number.isFinite(sample.lcp),
    ).length,
    median: (key: keyof Sample) => median(runs.map((sample) => sample[key])),
  }));
}

const rows: string[] = [];
const articleRows: string[] = [];
try {
  for (const page of PAGES) {
    const article = ARTICLES.includes(page);
    const [measured, plain] = await simulatedRuns(
      `${base}${page}`,
      ...(article ? [`${noScriptServer.url}${page}`] : []),
    );
    const { median: m, failedRuns } = measured!;
    const throttled: ThrottledSample[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await runLighthouse(`${base}${page}`, "devtools");
      throttled.push({
        fcp: metric(lhr, "first-contentful-paint"),
        lcp: metric(lhr, "largest-contentful-paint"),
        tti: metric(lhr, "interactive"),
      });
    }
    const t = (key: keyof ThrottledSample) =>
      seconds(median(throttled.map((sample) => sample[key])));
    const missed = [
      m("performance") < TARGETS.performance && "performance",
      m("fcp") > TARGETS.fcpMs && "FCP",
      m("lcp") > TARGETS.lcpMs && "LCP",
      m("tbt") > TARGETS.tbtMs && "TBT",
      m("cls") > TARGETS.cls && "CLS",
    ].filter(Boolean);
    rows.push(
      `| ${page} | ${m("performance").toFixed(2)} | ${m("accessibility").toFixed(2)} | ${m("bestPractices").toFixed(2)} | ${m("seo").toFixed(2)} | ${seconds(m("fcp"))} | ${seconds(m("lcp"))} | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${(m("scriptBytes") / 1024).toFixed(1)} KB | ${t("fcp")} | ${t("lcp")} | ${t("tti")} | ${missed.length ? `missed: ${missed.join(", ")}` : "all met"}${failedRuns ? `; ${failedRuns} of ${RUNS} runs failed` : ""} |`,
    );
    console.log(rows.at(-1));
    if (!plain) continue;
    const lcpRatio = m("lcp") / plain.median("lcp");
    const tbtExtra = m("tbt") - plain.median("tbt");
    const articleMissed = [
      m("performance") < 1 && "performance",
      lcpRatio > ARTICLE_TARGETS.lcpRatio && "LCP",
      tbtExtra > ARTICLE_TARGETS.tbtExtraMs && "TBT",
    ].filter(Boolean);
    articleRows.push(
      `| ${page} | ${m("performance").toFixed(2)} / ${plain.median("performance").toFixed(2)} | ${seconds(m("lcp"))} / ${seconds(plain.median("lcp"))} | ${lcpRatio.toFixed(2)} | ${Math.round(m("tbt"))} / ${Math.round(plain.median("tbt"))} ms | ${tbtExtra >= 0 ? "+" : "−"}${Math.abs(Math.round(tbtExtra))} ms | ${(m("scriptBytes") / 1024).toFixed(1)} KB | ${articleMissed.length ? `missed: ${articleMissed.join(", ")}` : "all met"}${plain.failedRuns ? `; ${plain.failedRuns} of ${RUNS} runs without scripts failed` : ""} |`,
    );
    console.log(articleRows.at(-1));
  }
} finally {
  server.stop();
  noScriptServer.stop();
  rmSync(noScriptBuild, { recursive: true, force: true });
}

const table = [
  "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | script (transfer) | FCP, throttled | LCP, throttled | TTI, throttled | targets |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ...rows,
].join("\n");
const articleTable = [
  "| page | performance (page / without scripts) | LCP | LCP ratio | TBT | TBT added | script (transfer) | targets |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ...articleRows,
].join("\n");
const version = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
const latest = `## Latest\n\nLighthouse ${version}, mobile defaults (simulated throttling), median of ${RUNS} runs per page (and ${RUNS} more with DevTools throttling for the "throttled" columns), against \`npm start\` on this machine (${today()}). Targets: performance ${TARGETS.performance.toFixed(2)}, FCP ≤ ${TARGETS.fcpMs / 1000} s, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}.\n\n${table}\n\nThe articles beside the same build with their scripts removed (JSON-LD kept), served at the same paths; medians of ${RUNS} simulated runs each, the page's and the copy's taken in turns. Targets: performance 1.00, LCP at most ${ARTICLE_TARGETS.lcpRatio}× the copy's, TBT at most ${ARTICLE_TARGETS.tbtExtraMs} ms over it.\n\n${articleTable}\n`;
if (CHOSEN.length) {
  console.log(`\n${table}\n\n${articleTable}`);
  process.exit(0);
}
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
