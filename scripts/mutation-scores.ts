/**
 * `npm run mutation` ends with this: the mutation score of each folder it mutates, and of each file
 * under 90%, from the runs' JSON reports (by default both runs': reports/mutation/mutation.json and
 * tax-tables.json; or the reports named on the command line, where a file in a later report
 * replaces its results from an earlier one, so a folder run again updates a whole run), as a
 * Markdown table for bench/mutation.md. Score = mutants killed or timed out ÷ those plus the survivors and those no
 * test runs; mutants ignored (static, or disabled by a comment with its reason) are not counted.
 */
import { existsSync, readFileSync } from "node:fs";

interface Mutant {
  status: string;
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

const SCOPES = ["app/calculators", "app/reference", "app/consent", "app/calculator-ui"];
const reports = process.argv.slice(2);
const paths = reports.length
  ? reports
  : ["reports/mutation/mutation.json", "reports/mutation/tax-tables.json"].filter(existsSync);

interface Tally {
  killed: number;
  survived: number;
  noCoverage: number;
  ignored: number;
}
const empty = (): Tally => ({ killed: 0, survived: 0, noCoverage: 0, ignored: 0 });
const byFile = new Map<string, Tally>();

for (const path of paths) {
  const report = JSON.parse(readFileSync(path, "utf8")) as Report;
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const tally = empty();
    for (const { status } of mutants) {
      if (status === "Killed" || status === "Timeout") tally.killed++;
      else if (status === "Survived") tally.survived++;
      else if (status === "NoCoverage") tally.noCoverage++;
      else tally.ignored++;
    }
    byFile.set(file, tally);
  }
}

const add = (a: Tally, b: Tally): Tally => ({
  killed: a.killed + b.killed,
  survived: a.survived + b.survived,
  noCoverage: a.noCoverage + b.noCoverage,
  ignored: a.ignored + b.ignored,
});
const counted = (t: Tally) => t.killed + t.survived + t.noCoverage;
const score = (t: Tally) =>
  counted(t) === 0 ? "n/a" : `${((100 * t.killed) / counted(t)).toFixed(2)}%`;
const row = (name: string, t: Tally) =>
  `| ${name} | ${score(t)} | ${t.killed} | ${t.survived} | ${t.noCoverage} | ${t.ignored} |`;

console.log(`From ${paths.join(", ")}:\n`);
console.log("| Scope | Score | Killed | Survived | No coverage | Ignored |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const scope of SCOPES) {
  const files = [...byFile].filter(([file]) => file.startsWith(`${scope}/`));
  if (files.length > 0) console.log(row(`\`${scope}\``, files.map(([, t]) => t).reduce(add)));
}
console.log("\nFiles under 90%:\n");
console.log("| File | Score | Killed | Survived | No coverage | Ignored |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const [file, tally] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
  if (counted(tally) > 0 && tally.killed / counted(tally) < 0.9) console.log(row(file, tally));
}
