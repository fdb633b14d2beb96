/**
 * What every article must hold to, checked on the rendered article: its figures come from the
 * reference module and are cited, nothing stale is typed in by hand, the page carries no call to
 * action or disclaimer of its own, and the scenarios' people and places are all different.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIGURES } from "~/reference/figures";
import { FIGURES_CHECKED } from "~/reference/figures-checked";
import { CONTENT_YEAR } from "~/site/config";
import { today } from "~/site/dates";
import { type Article, guides, scenarios } from "./collections.server";
import { renderedArticle as rendered } from "./render-for-tests";

const articles: Article[] = [...guides, ...scenarios];

/** The page's words: the body's text and, for a guide, its FAQ answers. */
function words(data: Awaited<ReturnType<typeof rendered>>) {
  const faqs = "faqs" in data.article ? (data.article.faqs as { answer: string }[]) : [];
  return [
    data.html
      .replace(/<[^>]+>/g, " ")
      .replaceAll("&#39;", "'")
      .replaceAll("&amp;", "&")
      .replace(/[ \t]+/g, " "),
    ...faqs.map((faq) => faq.answer),
  ].join("\n");
}

describe.each(articles.map((article) => [article.path, article] as const))(
  "%s",
  (_path, article) => {
    it("prints its figures from the reference module and lists their sources", async () => {
      const data = await rendered(article);
      expect(data.citations.sources.length).toBeGreaterThan(0);
      // Within the span About and the FAQ state, since both come from the figures' own check days.
      expect(data.citations.checked >= FIGURES_CHECKED.first).toBe(true);
      expect(data.citations.checked <= FIGURES_CHECKED.last).toBe(true);
      for (const source of data.citations.sources) expect(source.url).toMatch(/^https:\/\//);
    });

    it("states nothing stale as current and no amount to a tenth of a penny in pounds", async () => {
      const text = words(await rendered(article));
      const stale = [
        /\(2025\)/,
        // "for 2025-26", a dated period, is fine; "in 2025" as if it were now is not.
        /\b(?:in|for|during) 2025\b(?![-–/]\d)/i,
        /\b2025 (?:prices|figures|rates)\b/i,
        /\btypical 2025\b/i,
        /2025\/26 tax/i,
        /£174\.50/,
        /\b45p a mile\b/,
        // The typical use values before 1 July 2026 may appear only as what they "was".
        /(?<!was )\b2,700 kWh\b/,
        /(?<!was )\b11,500 kWh\b/,
        /\b50-54p\b/,
        /\b24\.5p\b/,
        /£195\b/,
        // Pounds and pence that begin so (UC taken off for earnings, £425.15) are not it.
        /£425\b(?!\.\d)/,
        /\bStandard profile\b/i,
      ];
      expect(stale.filter((pattern) => pattern.test(text)).map(String)).toEqual([]);
      // "£45.050 a mile" is how a calculator prints, not how a person speaks.
      expect(text.match(/£\d[\d,]*\.\d{3}/g) ?? []).toEqual([]);
    });

    it("leaves the call to action and the disclaimer to the page", async () => {
      const text = words(await rendered(article));
      expect(text).not.toMatch(
        /not (?:financial )?advice|estimates to plan with|planning estimates, not/i,
      );
      expect(text).not.toMatch(/^(?:Ready to|Try it yourself|Use the \[)/im);
    });

    it("links out at most twice, and only to GOV.UK, Ofgem or MoneyHelper", async () => {
      const { html } = await rendered(article);
      const external = [...html.matchAll(/<a href="(https?:[^"]+)"/g)].map((match) => match[1]!);
      expect(external.length).toBeLessThanOrEqual(2);
      for (const href of external) {
        expect(new URL(href).hostname).toMatch(
          /(^|\.)(gov\.uk|ofgem\.gov\.uk|moneyhelper\.org\.uk)$/,
        );
      }
    });

    it("was changed no earlier than it was published and no later than today", () => {
      const { datePublished, dateModified } = article.frontmatter as {
        datePublished: string;
        dateModified: string;
      };
      expect(dateModified >= datePublished).toBe(true);
      expect(dateModified <= today()).toBe(true);
    });
  },
);

/** An article's first paragraph: the body's first block of text after the frontmatter. */
function firstParagraph(file: string) {
  const body = file.split(/^---$/m).slice(2).join("---");
  return body
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, " ");
}

describe("the library's voice", () => {
  const files = articles.map(
    (article) => [article.path, readFileSync(article.file, "utf8")] as const,
  );

  it("opens from the reader's question, not the document: at most four guides begin 'This guide…'", () => {
    const selfDescribing = files
      .filter(
        ([path, file]) =>
          path.startsWith("/guides/") && /\bThis guide\b/.test(firstParagraph(file)),
      )
      .map(([path]) => path);
    expect(selfDescribing.length, selfDescribing.join("\n")).toBeLessThanOrEqual(4);
  });

  it("each guide opens with the reader's question and its answer, not a roadmap of the page", () => {
    const guideOpenings = files
      .filter(([path]) => path.startsWith("/guides/"))
      .map(([path, file]) => [path, firstParagraph(file)] as const);
    const noQuestion = guideOpenings.filter(([, opening]) => !opening.includes("?"));
    expect(noQuestion.map(([path]) => path)).toEqual([]);
    // "…, worked out below.", "The figures follow.", "Here are the ones that matter."
    const roadmap =
      /\b(?:below|follows?|what follows|here (?:is|are)|this guide (?:covers|shows|explains))\b/i;
    const announcing = guideOpenings.filter(([, opening]) =>
      roadmap.test(opening.split(/(?<=[.?])\s+/).at(-1) ?? ""),
    );
    expect(announcing.map(([path]) => path)).toEqual([]);
  });

  it("leaves how new a figure is to its date, its notice and the sources: no hedges in the prose", () => {
    const hedge =
      /we could (?:not )?(?:confirm|find)|we found|(?:they|he|she) could find|could not (?:be )?confirm|not confirmed|newest (?:we|they|he|she)\b/i;
    const hedged = files.filter(([, file]) => hedge.test(file)).map(([path]) => path);
    expect(hedged).toEqual([]);
  });
});

describe("scenarios", () => {
  // Each scenario's people and its places: no first name or town may appear in two scenarios.
  const CAST: Record<string, { people: string[]; places: string[] }> = {
    "couple-two-incomes-car-loan": { people: ["Priya", "Tom"], places: ["Stockport"] },
    "first-time-buyer-450k-flat-brighton-or-edinburgh": {
      people: ["Nadia"],
      places: ["Brighton", "Hove", "Edinburgh"],
    },
    "london-rent-2500-takehome": { people: ["Maya"], places: ["Walthamstow"] },
    "family-with-childcare-costs": { people: ["Jess", "Ravi", "Isla"], places: ["Nottingham"] },
    "first-time-buyer-250k-at-5-percent": { people: ["Hannah", "Joel"], places: ["Northampton"] },
    "adding-insurance-and-tax": { people: ["Callum"], places: ["Derby"] },
    "40-mile-daily-commute": { people: ["Gareth"], places: ["Cheltenham", "Bristol"] },
    "800km-monthly-driving": { people: ["Kasia"], places: ["Reading", "Oxford"] },
    "10000-miles-a-year-home-charging": {
      people: ["Sam", "Rhiannon"],
      places: ["Swindon", "Cardiff"],
    },
    "200-mile-weekend-trip": { people: ["Aisha", "Kofi"], places: ["Sheffield", "Whitby"] },
    "flat-300kwh-monthly": { people: ["Megan"], places: ["Norwich"] },
    "house-with-gas-heating-winter": { people: ["Owen", "Bethan"], places: ["Lincoln"] },
    "2-bed-flat-local-move-diy": { people: ["Chloe", "Marcus"], places: ["Leeds"] },
    "long-distance-full-service": { people: ["Anjali", "Rob"], places: ["Guildford", "York"] },
    "35000-in-newcastle-or-glasgow": {
      people: ["Fraser"],
      places: ["Newcastle", "Glasgow", "Paisley"],
    },
    "pay-rise-95000-to-110000": { people: ["Imran"], places: ["Milton Keynes"] },
    "lone-parent-renting-privately": { people: ["Shona", "Kian"], places: ["Stoke-on-Trent"] },
    "couple-with-three-children": { people: ["Dean", "Kirsty", "Alfie"], places: ["Hull"] },
    "back-to-work-with-a-baby-on-universal-credit": {
      people: ["Danielle", "Rory"],
      places: ["Wakefield"],
    },
    "two-children-in-wales-with-the-childcare-offer": {
      people: ["Gethin", "Nia", "Efa", "Osian"],
      places: ["Llanelli", "Burry Port"],
    },
  };
  const bodies = new Map(scenarios.map((s) => [s.slug, readFileSync(s.file, "utf8")]));

  it("each has its own people and places, named only in its own story", () => {
    expect(Object.keys(CAST).sort()).toEqual([...bodies.keys()].sort());
    const clashes: string[] = [];
    for (const [slug, { people, places }] of Object.entries(CAST)) {
      for (const name of [...people, ...places]) {
        const word = new RegExp(`\\b${name}\\b`);
        if (!word.test(bodies.get(slug)!)) clashes.push(`${name} is not in ${slug}`);
        for (const [other, body] of bodies) {
          if (other !== slug && word.test(body))
            clashes.push(`${name} (${slug}) is also in ${other}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("tell their stories under their own headings, not one template", () => {
    const headings = new Map<string, number>();
    for (const body of bodies.values()) {
      for (const [, heading] of body.matchAll(/^## (.+)$/gm)) {
        headings.set(heading!, (headings.get(heading!) ?? 0) + 1);
      }
    }
    expect([...headings].filter(([, count]) => count > 1)).toEqual([]);
  });

  it("open in different ways: no two in one calculator's group start with the same construction", () => {
    // The shape of an opening: its people become N (a couple, and a family name, are one N) and
    // its numbers 0, so "Megan lives in" and "Owen and Bethan Hughes live in" are both "N live".
    const construction = (slug: string) => {
      let opening = firstParagraph(bodies.get(slug)!);
      for (const name of CAST[slug]!.people)
        opening = opening.replace(new RegExp(`\\b${name}\\b`, "g"), "N");
      const [first, second] = opening
        .replace(/N(?:,? and N)*(?: [A-Z][a-z]+)?/g, "N")
        .replace(/\d[\d,.]*/g, "0")
        .split(/\s+/);
      return `${first} ${second?.replace(/^(live|rent|ha)s$/, "$1ve").replace("rentve", "rent")}`;
    };
    const byGroup = new Map<string, string[]>();
    for (const scenario of scenarios) {
      const shapes = byGroup.get(scenario.calcKey) ?? [];
      shapes.push(construction(scenario.slug));
      byGroup.set(scenario.calcKey, shapes);
    }
    for (const [group, shapes] of byGroup)
      expect(new Set(shapes).size, `${group}: ${shapes}`).toBe(shapes.length);
    // "Megan lives…", "Gareth is 41 and…": a cast list, not a story; a few may open that way.
    const roll = [...bodies.keys()].filter((slug) => /^N (?:live|is)\b/.test(construction(slug)));
    expect(roll.length, roll.join(", ")).toBeLessThanOrEqual(4);
  });

  it("the winter house is priced at the cap the article names", () => {
    const house = scenarios.find((s) => s.slug === "house-with-gas-heating-winter")!;
    const inputs = house.frontmatter.inputs;
    expect(Number(inputs.electricityRate) * 100).toBeCloseTo(FIGURES.capElecUnit.value, 6);
    expect(Number(inputs.electricityStandingCharge) * 100).toBeCloseTo(
      FIGURES.capElecStanding.value,
      6,
    );
    expect(Number(inputs.gasRate) * 100).toBeCloseTo(FIGURES.capGasUnit.value, 6);
    expect(Number(inputs.gasStandingCharge) * 100).toBeCloseTo(FIGURES.capGasStanding.value, 6);
  });
});

it("page titles carry the year the figures were checked", () => {
  expect(CONTENT_YEAR).toBe(Number(FIGURES_CHECKED.last.slice(0, 4)));
});
