/**
 * The childcare calculator's choices, shared by its form (fields.ts) and its engine (calculate.ts),
 * so the definition never imports the engine; and the one function that names a child's fields.
 */
export const NATIONS = [
  { value: "england", label: "England" },
  { value: "scotland", label: "Scotland" },
  { value: "wales", label: "Wales" },
] as const;

export const HOUSEHOLDS = [
  { value: "single", label: "Just me: a lone parent" },
  { value: "couple", label: "My partner and me" },
] as const;

export const AGES = [
  { value: "under-9-months", label: "Under 9 months" },
  { value: "9-months-to-2", label: "9 months to 2 (not yet 2)" },
  { value: "2", label: "2" },
  { value: "3-4", label: "3 or 4, not yet at school" },
  { value: "5-11", label: "5 to 11" },
  { value: "12-16", label: "12 to 16" },
] as const;

export type Nation = (typeof NATIONS)[number]["value"];
export type Age = (typeof AGES)[number]["value"];

/** Up to four children, each with the same five fields. */
export const CHILD_NUMBERS = [1, 2, 3, 4] as const;
export type ChildNumber = (typeof CHILD_NUMBERS)[number];
export const MOST_CHILDREN = CHILD_NUMBERS.length;

/** Child n's field keys: the one place they are spelt. */
export const childKeys = <N extends ChildNumber>(n: N) =>
  ({
    age: `child${n}Age`,
    hours: `child${n}Hours`,
    weeks: `child${n}Weeks`,
    rate: `child${n}Rate`,
    disabled: `child${n}Disabled`,
  }) as const;

/** "child 1", as messages and workings name a child. */
export const childName = (n: ChildNumber) => `child ${n}`;

/** Weeks of childcare a year when nothing else is said: 52 less a week or so of holiday. */
export const DEFAULT_WEEKS = "51";

export const oneOf = <T extends string>(
  options: readonly { value: T }[],
  value: string,
  fallback: T,
) => options.find((option) => option.value === value)?.value ?? fallback;
