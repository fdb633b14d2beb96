/**
 * What the site says about itself in numbers and lists (About, /calculators, the home page, their
 * descriptions), made from the counts themselves, so the next calculator or guide updates every
 * one: the registry gives the calculators, the article collections the guides and scenarios
 * (articles/site-counts.server.ts). site-counts.test.ts fails if a page states a count of its own.
 */
import { type CalculatorEntry, calculators } from "~/calculators/registry";

export interface SiteCounts {
  calculators: number;
  guides: number;
  scenarios: number;
}

const WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
] as const;

/** A count as the text reads best: a word up to twelve ("nine"), digits above ("25"). */
export function countWord(count: number, { capital = false } = {}): string {
  const word = WORDS[count] ?? String(count);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** A calculator as a list names it: its name without "Calculator" or "Estimator" ("Stamp Duty"). */
export const calculatorTopic = (entry: Pick<CalculatorEntry, "name">) =>
  entry.name.replace(/ (?:Calculator|Estimator)$/, "");

/** "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Every calculator in the registry's order, as a list: "Rent Affordability, … and Take-Home Pay". */
export const calculatorList = (list: readonly Pick<CalculatorEntry, "name">[] = calculators) =>
  listOf(list.map(calculatorTopic));

/** About's "What we offer": the calculators by name, and how many guides and scenarios there are. */
export function aboutOffers(counts: SiteCounts): string[] {
  return [
    `${countWord(counts.calculators, { capital: true })} calculators: ${calculatorList()}.`,
    `${countWord(counts.guides, { capital: true })} guides that explain the costs behind each calculator in plain words.`,
    `${countWord(counts.scenarios, { capital: true })} worked scenarios that take typical households through real examples step by step.`,
    "A clear explanation of the method behind every calculator, so you can see how each result is reached.",
    "Save your inputs in your own browser and come back to them later, or share a link to your results.",
  ];
}

/** The /calculators page: its lead and its description, from the registry. */
export function calculatorsPageText(count = calculators.length) {
  return {
    lead: `${countWord(count, { capital: true })} free calculators for the costs that shape a UK household budget. Pick one to start.`,
    description: `Every Costwise calculator in one place, ${countWord(count)} in all: ${calculatorList()}.`,
  };
}

/** The home page's lead and description, from the registry: its cards list the calculators. */
export function homePageText(count = calculators.length) {
  return {
    lead: `${countWord(count, { capital: true })} free calculators for the big household costs in the UK, childcare among them, and for what comes in: take-home pay, Universal Credit and Child Benefit. Clear answers in seconds, with the sums shown.`,
    description: `${countWord(count, { capital: true })} free UK cost of living calculators, from rent, energy and childcare to take-home pay and Universal Credit, with instant, private estimates worked out in your browser.`,
  };
}
