/**
 * The counts and lists the site states about itself agree with the site: the registry's
 * calculators and the article collections' guides and scenarios. A page that types its own count fails here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { guides, scenarios } from "~/articles/collections.server";
import { SITE_COUNTS } from "~/articles/site-counts.server";
import { calculators } from "~/calculators/registry";
import {
  aboutOffers,
  calculatorList,
  calculatorsPageText,
  calculatorTopic,
  countWord,
  homePageText,
} from "./site-counts";

const NUMBER_WORDS = [
  // The words the site writes counts in (site-counts.ts), then the ones a text might type.
  ...Array.from({ length: 13 }, (_, count) => countWord(count)),
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];
const COUNT = `(${NUMBER_WORDS.join("|")}|\\d+)`;
/** "Nine calculators", "25 guides", "16 worked scenarios", "nine in all", "Six free calculators". */
const STATED = new RegExp(
  `\\b${COUNT}\\s+(?:(?:free|worked|UK|cost of living|more|Costwise)\\s+)*(calculators|guides|scenarios)\\b`,
  "gi",
);

const countValue = (count: string) => {
  const word = NUMBER_WORDS.indexOf(count.toLowerCase());
  return word >= 0 ? word : Number(count);
};

/** Every count a text states, by what it counts. */
function statedCounts(text: string): { what: string; count: number }[] {
  return [...text.matchAll(STATED)].map((match) => ({
    what: match[2]!.toLowerCase(),
    count: countValue(match[1]!),
  }));
}

const actual: Record<string, number> = {
  calculators: calculators.length,
  guides: guides.length,
  scenarios: scenarios.length,
};

describe("the counts the site states about itself", () => {
  it("are the registry's calculators and the article collections' guides and scenarios", () => {
    expect(SITE_COUNTS).toEqual(actual);
    expect(Math.min(...Object.values(actual))).toBeGreaterThan(0);
  });

  const texts: [string, string][] = [
    ["About, What we offer", aboutOffers(SITE_COUNTS).join("\n")],
    ["/calculators, lead", calculatorsPageText().lead],
    ["/calculators, description", calculatorsPageText().description],
    ["home, lead", homePageText().lead],
    ["home, description", homePageText().description],
  ];

  it.each(texts)("%s states each count as it is", (_where, text) => {
    const stated = statedCounts(text);
    for (const { what, count } of stated) expect(count, `${what} in "${text}"`).toBe(actual[what]);
  });

  it("About counts all three, and names every calculator in the registry's order", () => {
    const offers = aboutOffers(SITE_COUNTS).join("\n");
    expect(statedCounts(offers).map(({ what }) => what)).toEqual([
      "calculators",
      "guides",
      "scenarios",
    ]);
    expect(offers).toContain(calculatorList());
    const names = calculators.map(calculatorTopic);
    const at = names.map((name) => offers.indexOf(name));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it("/calculators lists every calculator and counts them", () => {
    const { lead, description } = calculatorsPageText();
    expect(statedCounts(lead)).toEqual([{ what: "calculators", count: calculators.length }]);
    expect(description).toContain(`, ${countWord(calculators.length)} in all:`);
    for (const calculator of calculators)
      expect(description).toContain(calculatorTopic(calculator));
  });

  it("writes a count as a word up to twelve and in digits above", () => {
    expect([countWord(9, { capital: true }), countWord(10), countWord(16)]).toEqual([
      "Nine",
      "ten",
      "16",
    ]);
    expect(calculatorList([{ name: "A Calculator" }, { name: "B Estimator" }, { name: "C" }])).toBe(
      "A, B and C",
    );
  });

  /** Every source file of the site's pages, tests and the counts' own module aside. */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      if (!/\.(?:tsx?|astro|mdx?)$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
      return file.endsWith(path.join("pages", "site-counts.ts")) ? [] : [file];
    });
  }

  it("no page types a count of its own: each comes from site-counts.ts", () => {
    const roots = ["app", "src"].filter((root) => {
      try {
        return statSync(root).isDirectory();
      } catch {
        return false;
      }
    });
    const typed = roots.flatMap(sources).flatMap((file) => {
      // Comments may count (the "first three calculators" a strip shows); the pages' text may not.
      const text = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/(^|[^:])\/\/.*$/gm, "$1");
      return [...text.matchAll(STATED)].map((match) => `${file}: "${match[0]}"`);
    });
    expect(typed).toEqual([]);
  });
});
