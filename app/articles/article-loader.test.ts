import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { parseFrontmatter } from "@astrojs/markdown-remark";
import type { LoaderContext } from "astro/loaders";
import { afterAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { definitions } from "~/calculators/definitions";
import { inputProblems } from "~/calculators/input-problems";
import { articleLoader } from "./article-loader";
import { articleProblems, guideFrontmatter, scenarioFrontmatter } from "./content-schema";

const GUIDE = {
  title: "How to estimate a commute's cost",
  description:
    "What a daily drive costs in fuel, worked out from the distance, the car's economy and the pump price.",
  category: "fuel",
  datePublished: "2025-01-01",
  dateModified: "2025-01-02",
  faqs: [1, 2, 3].map((n) => ({
    question: `Question number ${n}?`,
    answer: "An answer long enough to be one, with {{petrolPrice}} in it.",
  })),
};

const SCENARIO = {
  title: "A forty-mile daily commute",
  description:
    "A driver's daily commute of forty miles, costed at today's pump price for a year of work.",
  category: "fuel",
  datePublished: "2025-01-01",
  dateModified: "2025-01-01",
  inputs: { tripMode: "daily", distance: "40", distanceUnit: "miles", fuelEconomy: "45" },
};

describe("the frontmatter schemas", () => {
  it("take a whole guide and a whole scenario", () => {
    expect(guideFrontmatter.safeParse(GUIDE).success).toBe(true);
    expect(scenarioFrontmatter.safeParse(SCENARIO).success).toBe(true);
  });

  it("refuse a misspelt field, naming it", () => {
    const { title, ...rest } = GUIDE;
    const parsed = guideFrontmatter.safeParse({ ...rest, titel: title });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "Invalid input: expected string, received undefined"],
      ["", 'Unrecognized key: "titel"'],
    ]);
  });

  it("keep a day YAML reads as a date as it is written", () => {
    const parsed = guideFrontmatter.parse({ ...GUIDE, datePublished: new Date("2025-03-04") });
    expect(parsed.datePublished).toBe("2025-03-04");
  });

  it("refuse an FAQ answer's {{figure}} that is no figure", () => {
    const faqs = [
      ...GUIDE.faqs.slice(1),
      { question: "Question four?", answer: "It costs {{petrolPrise}} a litre." },
    ];
    expect(guideFrontmatter.safeParse({ ...GUIDE, faqs }).error?.issues[0]?.message).toBe(
      "{{petrolPrise}} is not a figure id in app/reference/figures.ts",
    );
  });

  it("work a scenario's figures into its inputs and name the figures they follow", () => {
    // capElecUnit is 26.32p a kWh from 1 October 2026 (app/reference/energy.ts): 26.32 / 100 = 0.2632.
    const parsed = scenarioFrontmatter.parse({
      ...SCENARIO,
      category: "energy",
      inputs: {},
      figures: { electricityRate: "capElecUnit / 100" },
    });
    expect(parsed.inputs).toEqual({ electricityRate: "0.2632" });
    expect(parsed.inputFigures).toEqual(["capElecUnit"]);
  });
});

describe("an article against its calculator", () => {
  it("names a scenario input that is not its calculator's field, or a choice it does not offer", () => {
    expect(
      inputProblems(definitions["fuel-cost"], {
        distance: "40",
        fuelEconomny: "45",
        tripMode: "weekly",
        economyUnit: "mpg",
      }),
    ).toEqual([
      "inputs.fuelEconomny: not a field of fuel-cost (tripMode, distance, distanceUnit, fuelEconomy, economyUnit, fuelPrice, priceUnit)",
      'inputs.tripMode: "weekly" is not one of one-way, daily, monthly',
    ]);
  });

  it("names a folder that is no calculator, a file name, and a category that is not its calculator's", () => {
    expect(articleProblems("fuel-costs/x", GUIDE)[0]).toMatch(
      /^fuel-costs: not a calculator key \(/,
    );
    expect(articleProblems("fuel-cost/Commute_Cost", GUIDE)).toEqual([
      "expected a lower-case-hyphenated file name",
    ]);
    expect(articleProblems("energy-bill/commute-cost", GUIDE)).toEqual([
      'category must be "energy" for energy-bill',
    ]);
    expect(articleProblems("fuel-cost/commute-cost", GUIDE)).toEqual([]);
  });
});

/**
 * The collections' loader on files in a folder of their own, with the least of a loader context:
 * Astro's glob loader reads the files, and the schema stands in for Astro's parseData. Quick checks
 * of the ids it keeps and of what it checks against the calculator; `astro sync` below runs it whole.
 */
async function load(kind: "guides" | "scenarios", files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "costwise-content-"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, "content", kind, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const schema: z.ZodType = kind === "guides" ? guideFrontmatter : scenarioFrontmatter;
  const entries = new Map<string, { id: string; data: unknown }>();
  const context = {
    collection: kind,
    config: { root: pathToFileURL(`${root}/`), srcDir: pathToFileURL(`${root}/app/`) },
    logger: { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} },
    parseData: async ({ data }: { data: unknown }) => schema.parse(data),
    store: {
      get: (id: string) => entries.get(id),
      set: (entry: { id: string; data: unknown }) => entries.set(entry.id, entry),
      delete: (id: string) => entries.delete(id),
      keys: () => [...entries.keys()],
      clear: () => entries.clear(),
      addModuleImport: () => {},
    },
    generateDigest: (data: string) => String(data.length),
    entryTypes: new Map([
      [
        ".mdx",
        {
          getEntryInfo: ({ contents }: { contents: string }) => {
            const { frontmatter, content } = parseFrontmatter(contents);
            return { data: frontmatter, body: content };
          },
          contentModuleTypes: "",
        },
      ],
    ]),
  } as unknown as LoaderContext;
  await articleLoader(kind).load(context);
  return entries;
}

const mdx = (frontmatter: object) => `---\n${JSON.stringify(frontmatter)}\n---\nBody\n`;

describe("the collections' loader", () => {
  it("keeps each file as <calcKey>/<slug>", async () => {
    const entries = await load("scenarios", { "fuel-cost/40-mile-commute.mdx": mdx(SCENARIO) });
    expect([...entries.keys()]).toEqual(["fuel-cost/40-mile-commute"]);
  });

  it("fails on a guide in a folder that is no calculator, naming the file", async () => {
    await expect(load("guides", { "fuel-costs/commute.mdx": mdx(GUIDE) })).rejects.toThrow(
      "content/guides/fuel-costs/commute.mdx: fuel-costs: not a calculator key",
    );
  });
});

const project = fileURLToPath(new URL("../..", import.meta.url));

/**
 * `astro sync` (the content layer's load, as `astro build` and `astro dev` run it) on a folder of
 * its own holding `files` under content/, with the site's content.config.ts, schemas, loader and MDX
 * settings: what it prints when it fails. The folder is inside node_modules/.cache so its config
 * finds the site's packages.
 */
async function syncFails(files: Record<string, string>) {
  mkdirSync(path.join(project, "node_modules/.cache"), { recursive: true });
  const root = mkdtempSync(path.join(project, "node_modules/.cache/costwise-content-"));
  fixtures.push(root);
  for (const kind of ["guides", "scenarios"])
    mkdirSync(path.join(root, "content", kind), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, "content", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const app = path.join(project, "app");
  writeFileSync(
    path.join(root, "astro.config.ts"),
    `import mdx from "@astrojs/mdx";
import { defineConfig } from "astro/config";
import { articleMdx } from ${JSON.stringify(path.join(app, "articles/article-mdx.ts"))};
export default defineConfig({
  srcDir: ${JSON.stringify(app)},
  integrations: [mdx(articleMdx)],
  vite: { resolve: { alias: { "~": ${JSON.stringify(app)} } } },
});
`,
  );
  const astro = path.join(project, "node_modules/.bin/astro");
  const run = promisify(execFile)(astro, ["sync", "--root", root], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0", NO_COLOR: "1" },
  });
  const failed = await run.then(
    () => undefined,
    (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
  );
  expect(failed, "astro sync passed").toBeDefined();
  return failed!;
}
const fixtures: string[] = [];
afterAll(() => {
  for (const root of fixtures) rmSync(root, { recursive: true, force: true });
});

describe("astro sync on a collection with a mistake", () => {
  it("fails on a misspelt frontmatter field, naming the file and the field", async () => {
    const { title, ...rest } = GUIDE;
    const printed = await syncFails({
      "guides/fuel-cost/misspelt-field.mdx": mdx({ ...rest, titel: title }),
    });
    expect(printed).toContain(
      "guides → fuel-cost/misspelt-field data does not match collection schema",
    );
    expect(printed).toContain('Unrecognized key: "titel"');
    expect(printed).toMatch(
      /costwise-content-\w+\/content\/guides\/fuel-cost\/misspelt-field\.mdx/,
    );
  }, 60_000);

  it("fails on a misspelt scenario input, naming the file and the input", async () => {
    const misspelt = { ...SCENARIO, inputs: { ...SCENARIO.inputs, fuelEconomny: "45" } };
    const printed = await syncFails({ "scenarios/fuel-cost/misspelt-input.mdx": mdx(misspelt) });
    expect(printed).toContain(
      "content/scenarios/fuel-cost/misspelt-input.mdx: inputs.fuelEconomny: not a field of fuel-cost (tripMode, distance, distanceUnit, fuelEconomy, economyUnit, fuelPrice, priceUnit)",
    );
  }, 60_000);
});
