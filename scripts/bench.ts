/**
 * `npm run bench`: Lighthouse (mobile defaults) three times on each audited page, against the
 * production server, and a table of the medians in bench/results.md. A benchmark, not a test.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const PORT = 4174;
const RUNS = 3;
const PAGES = [
  "/",
  "/calculators/mortgage-payment",
  "/guides/fuel-cost/how-to-estimate-commute-cost",
  "/scenarios/ev-charging/200-mile-weekend-trip",
  "/contact",
];

const server = spawn("npx", ["tsx", "hosting/start.ts"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "inherit",
});
const base = `http://localhost:${PORT}`;
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    if (tries > 600) throw new Error("server did not start");
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: string[] = [];
try {
  for (const path of PAGES) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
      });
      try {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const scripts = (
          lhr.audits["resource-summary"]?.details as {
            items?: { resourceType: string; transferSize: number }[];
          }
        )?.items;
        samples.push({
          performance: lhr.categories.performance?.score ?? 0,
          accessibility: lhr.categories.accessibility?.score ?? 0,
          bestPractices: lhr.categories["best-practices"]?.score ?? 0,
          seo: lhr.categories.seo?.score ?? 0,
          fcp: audit("first-contentful-paint"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          scriptBytes: scripts?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
        });
      } finally {
        await chrome.kill();
      }
    }
    const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    const failedRuns = samples.filter((sample) => !Number.isFinite(sample.lcp)).length;
    rows.push(
      `| ${path} | ${m("performance").toFixed(2)} | ${m("accessibility").toFixed(2)} | ${m("bestPractices").toFixed(2)} | ${m("seo").toFixed(2)} | ${(m("fcp") / 1000).toFixed(2)} s | ${(m("lcp") / 1000).toFixed(2)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${(m("scriptBytes") / 1024).toFixed(1)} KB |${failedRuns ? ` ${failedRuns} of ${RUNS} runs failed` : ""}`,
    );
    console.log(rows.at(-1));
  }
} finally {
  server.kill();
}

const table = [
  "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | script (transfer) |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
].join("\n");
mkdirSync("bench", { recursive: true });
const version = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
writeFileSync(
  "bench/results.md",
  `# Lighthouse medians\n\nLighthouse ${version}, mobile defaults (simulated throttling), median of ${RUNS} runs per page, against \`npm start\` on this machine (${new Date().toISOString().slice(0, 10)}).\n\n${table}\n`,
);
console.log("Wrote bench/results.md");
process.exit(0);
