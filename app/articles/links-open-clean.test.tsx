/**
 * Every link the site builds to a calculator opens with no field marked invalid
 * (docs/decisions/0028): the links one calculator's results build to another, for every worked
 * example (and the two that leave a figure out: a payment without a rate, a move without its
 * distance), every scenario's Try It Yourself and every guide's calculator link. Each carries what it
 * knows, every figure read as the calculator reads it; opened, it shows a result or its prompt, and
 * never a message, an alert or a toast until the visitor presses Calculate.
 */
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { initialState, reducerFor } from "~/calculator-ui/calculator-state";
import { inputsFromSearch } from "~/calculator-ui/share-url";
import { calculatorsByKey } from "~/calculators/definitions";
import { workedExamples } from "~/calculators/examples";
import { CALCULATOR_KEYS, type CalculatorKey } from "~/calculators/registry";
import type { AnyCalculator, Inputs } from "~/calculators/types";
import { defaultInputs } from "~/calculators/types";
import { guides, scenarios } from "./collections.server";
import { renderedArticle } from "./render-for-tests";
import { scenarioResults } from "./scenario-results";

const extras = import.meta.glob<{ default: ComponentType<{ result: unknown }> }>(
  "../calculators/*/results.tsx",
  { eager: true },
);

const calculator = (key: string) =>
  calculatorsByKey[key as CalculatorKey] as unknown as AnyCalculator & {
    calculate: (inputs: Inputs) => { ok: true; result: unknown } | { ok: false };
  };

/** The links to a calculator, filled in, that a piece of HTML holds. */
const calculatorLinks = (html: string) =>
  [...html.matchAll(/href="(\/calculators\/[a-z-]+\?v=1[^"]*)"/g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&"),
  );

/** The links a calculator's results build to others, for these inputs. */
function resultLinks(key: string, inputs: Record<string, string>) {
  const from = calculator(key);
  const outcome = from.calculate({ ...defaultInputs(from.fields), ...inputs });
  const Extra = extras[`../calculators/${key}/results.tsx`]?.default;
  if (!outcome.ok || !Extra) return [];
  return calculatorLinks(renderToStaticMarkup(<Extra result={outcome.result} />));
}

/** What a calculator page does when the link opens and its code arrives. */
function opened(href: string) {
  const url = new URL(href, "https://costwise.example");
  const key = url.pathname.split("/")[2]!;
  const target = calculator(key);
  const search = url.searchParams;
  const inputs = inputsFromSearch(target.fields, search);
  if (!inputs) throw new Error(`${href}: not a link the page reads`);
  const reduce = reducerFor(target.fields);
  const started = reduce(initialState(target.fields), {
    type: "start",
    link: { inputs, comparedWith: null },
    typed: {},
    saved: null,
  });
  if (started.phase.name !== "waiting for code") throw new Error(started.phase.name);
  const state = reduce(started, {
    type: "code arrived",
    engine: target as never,
    for: started.phase.calculation,
  });
  // Every figure the link carries for one of the calculator's fields is read, none dropped.
  const known = new Set(target.fields.map((field) => field.key as string));
  const carried = [...search.keys()].filter((name) => known.has(name));
  return { state, inputs, carried };
}

const expectOpensClean = (href: string) => {
  const { state, inputs, carried } = opened(href);
  expect(Object.keys(inputs).sort(), href).toEqual(carried.sort());
  expect(state.error, href).toBeNull();
  expect(
    state.effects.filter((effect) => effect.kind === "toast"),
    href,
  ).toEqual([]);
  expect(["calculated", "ready"]).toContain(state.phase.name);
  return state;
};

describe("links from one calculator's results to another", () => {
  const links = CALCULATOR_KEYS.flatMap((key) =>
    (workedExamples[key] ?? []).flatMap((example) =>
      resultLinks(key, example.inputs).map((href) => [`${key}: ${example.name}`, href] as const),
    ),
  );

  it("are built by every calculator whose results link on", () => {
    const targets = new Set(
      links.map(([from, href]) => `${from.split(":")[0]} → ${href.split("?")[0]}`),
    );
    for (const expected of [
      "mortgage-affordability → /calculators/mortgage-payment",
      "mortgage-affordability → /calculators/stamp-duty",
      "stamp-duty → /calculators/moving-cost",
      "moving-cost → /calculators/stamp-duty",
      "take-home-pay → /calculators/rent-affordability",
      "take-home-pay → /calculators/mortgage-affordability",
    ])
      expect(targets).toContain(expected);
  });

  it.each(links)("%s: %s opens with no field marked invalid", (_from, href) => {
    expectOpensClean(href);
  });

  it("from affordability without a rate: the payment calculator opens filled in, its prompt, nothing marked", () => {
    const [payment] = resultLinks("mortgage-affordability", {
      annualIncome: "38000",
      deposit: "32000",
    }).filter((href) => href.startsWith("/calculators/mortgage-payment"));
    expect(payment).toBeDefined();
    expect(new URL(payment!, "https://x").searchParams.has("interestRatePct")).toBe(false);
    const state = expectOpensClean(payment!);
    expect(state.phase.name).toBe("ready");
    expect(state.inputs.loanAmount).not.toBe("");
  });

  it("from stamp duty: the moving calculator opens with the purchase, its prompt, nothing marked", () => {
    const [moving] = resultLinks("stamp-duty", { propertyPrice: "295000" }).filter((href) =>
      href.startsWith("/calculators/moving-cost"),
    );
    expect(moving).toBeDefined();
    const state = expectOpensClean(moving!);
    expect(state.phase.name).toBe("ready");
    expect(state.inputs.propertyPrice).toBe("295000");
  });
});

describe("scenarios' Try It Yourself links", () => {
  it.each(scenarios.map((scenario) => [scenario.path, scenario] as const))(
    "%s opens with its result",
    (_path, scenario) => {
      const inputs = (scenario.frontmatter as { inputs: Inputs }).inputs;
      const { tryItHref } = scenarioResults(scenario.calcKey, inputs);
      expect(expectOpensClean(tryItHref).phase.name).toBe("calculated");
    },
  );
});

describe("articles' links to a filled-in calculator", () => {
  it.each([...guides, ...scenarios].map((article) => [article.path, article] as const))(
    "%s",
    async (_path, article) => {
      const { html } = await renderedArticle(article);
      for (const href of calculatorLinks(html)) expectOpensClean(href);
    },
  );
});
