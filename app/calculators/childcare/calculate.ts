import { engineOf, type Reading, type Readings, withFigures } from "~/calculators/reading";
import {
  ENGLAND_HOURS,
  SCOTLAND_HOURS,
  TAX_FREE_CHILDCARE,
  WALES_HOURS,
} from "~/reference/childcare";
import { CHILDCARE as UC_CHILDCARE } from "~/reference/universal-credit";
import {
  AGES,
  type Age,
  CHILD_NUMBERS,
  type ChildNumber,
  childKeys,
  childName,
  HOUSEHOLDS,
  MOST_CHILDREN,
  NATIONS,
  type Nation,
  oneOf,
} from "./choices";
import type { ChildcareKey } from "./fields";

/** Which funded hours a child has, for the workings' words. */
export type FundedScheme =
  | "england-universal"
  | "england-working"
  | "england-two-year-olds"
  | "scotland"
  | "scotland-two-year-olds"
  | "wales-early-education"
  | "wales-offer";

/** Why a child has no Tax-Free Childcare, where they have none. */
export type NoTaxFreeChildcare = "universal-credit" | "earnings" | "income" | "age" | null;

/** One child's year: what the hours cost, what is funded, and Tax-Free Childcare's top-up. */
export interface ChildWorking {
  n: ChildNumber;
  age: Age;
  disabled: boolean;
  /** Hours of paid childcare a week, weeks a year, the year's hours, and the price an hour, £. */
  hoursWeekly: number;
  weeks: number;
  hoursYearly: number;
  rate: number;
  /** The hours' cost before any help, £ a year. */
  costYearly: number;
  /** Funded hours a year the child has, which scheme, and how many of them the paid hours use. */
  fundedHoursYearly: number;
  fundedBy: FundedScheme | null;
  fundedHoursUsed: number;
  /** The funded hours used, at the child's own price, £ a year. */
  fundedValueYearly: number;
  /** What is left to pay after funded hours, £ a year. */
  afterFundedYearly: number;
  /** Tax-Free Childcare's top-up, £ a year (20% of what is paid, up to the child's most), and why none. */
  taxFreeChildcareYearly: number;
  taxFreeChildcareMost: number;
  taxFreeChildcareCapped: boolean;
  noTaxFreeChildcare: NoTaxFreeChildcare;
}

/** The route that leaves the family least to pay, among those it can use. */
export type Route = "tax-free-childcare" | "universal-credit" | "none";

export interface ChildcareResult {
  nation: Nation;
  household: "single" | "couple";
  universalCredit: boolean;
  children: ChildWorking[];
  /** Every amount below is £ a month: a year's ÷ 12, to the penny. */
  costMonthly: number;
  fundedHoursMonthly: number;
  afterFundedMonthly: number;
  /** The top-up the family can have: 0 beside Universal Credit. */
  taxFreeChildcareMonthly: number;
  /** The top-up the children's ages and the parents' earnings allow, were they not on Universal Credit. */
  taxFreeChildcareWithoutUcMonthly: number;
  netWithTaxFreeChildcareMonthly: number;
  /** UC's childcare element: 85% of what is paid after funded hours, up to its most. */
  ucChildcareMonthly: number;
  ucChildcareMost: number;
  ucChildcareCapped: boolean;
  netWithUniversalCreditMonthly: number;
  route: Route;
  /** What the family pays a month by its route: the sheet's Childcare row. */
  netMonthly: number;
  /** Why Tax-Free Childcare is not open to the family at all, where it is not. */
  noTaxFreeChildcare: NoTaxFreeChildcare;
}

const childReadings = (n: ChildNumber): Readings<ChildcareKey> => {
  const keys = childKeys(n);
  const name = childName(n);
  return {
    [keys.hours]: {
      name: `${name}'s hours of paid childcare`,
      unit: "hours",
      per: "week",
      range: [0, 168],
      usual: [1, 60],
    },
    [keys.weeks]: {
      name: `${name}'s weeks of childcare a year`,
      unit: "weeks",
      range: [0, 52],
      usual: [30, 52],
    },
    [keys.rate]: {
      name: `${name}'s price an hour`,
      unit: "£",
      range: [0, 100],
      usual: [2, 30],
    },
  } satisfies Record<string, Reading>;
};

export const MESSAGES = {
  children: `Please enter the number of children as a whole number from 1 to ${MOST_CHILDREN}.`,
  hours: (n: ChildNumber) => `Please enter ${childName(n)}'s hours of paid childcare a week.`,
  weeks: (n: ChildNumber) => `Please enter ${childName(n)}'s weeks of childcare a year.`,
  rate: (n: ChildNumber) => `Please enter ${childName(n)}'s price an hour.`,
} as const;

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<ChildcareKey> = Object.assign(
  {
    children: {
      name: "the number of children",
      unit: "children",
      range: [0, MOST_CHILDREN],
      outOfRange: MESSAGES.children,
    },
  } satisfies Readings<ChildcareKey>,
  ...CHILD_NUMBERS.map(childReadings),
);

/** Pounds to whole pence, and back: each year's sum is worked in pence, then a month to the penny. */
const pence = (pounds: number) => Math.round(pounds * 100);
const pounds = (pennies: number) => pennies / 100;
const monthOf = (yearPennies: number) => Math.round(yearPennies / 12);

interface Household {
  nation: Nation;
  /** Earning enough, and neither parent over £100,000: working parents' hours and Tax-Free Childcare. */
  working: boolean;
  universalCredit: boolean;
  over100k: boolean;
}

/** The funded hours a year a child of this age has in this nation, and the scheme. */
function fundedHours(
  age: Age,
  disabled: boolean,
  { nation, working, universalCredit, over100k }: Household,
): [hours: number, scheme: FundedScheme | null] {
  if (nation === "scotland") {
    if (age === "3-4") return [SCOTLAND_HOURS.allThreeAndFour, "scotland"];
    // Eligible 2 year olds are those of families on benefits such as Universal Credit with low earnings.
    if (age === "2" && universalCredit)
      return [SCOTLAND_HOURS.eligibleTwo, "scotland-two-year-olds"];
    return [0, null];
  }
  if (nation === "wales") {
    if (age !== "3-4") return [0, null];
    // The Offer needs each parent earning at least 16 hours at the minimum wage and no more than £100,000.
    return working && !over100k
      ? [WALES_HOURS.offerWeekly * WALES_HOURS.offerWeeks, "wales-offer"]
      : [WALES_HOURS.earlyEducationWeekly * WALES_HOURS.termWeeks, "wales-early-education"];
  }
  if (age === "3-4")
    return working
      ? [ENGLAND_HOURS.workingParents, "england-working"]
      : [ENGLAND_HOURS.universal, "england-universal"];
  if (age === "9-months-to-2" || age === "2") {
    if (working) return [ENGLAND_HOURS.workingParents, "england-working"];
    if (age === "2" && (universalCredit || disabled))
      return [ENGLAND_HOURS.twoYearOldsOnBenefits, "england-two-year-olds"];
  }
  return [0, null];
}

/** Why a child has no Tax-Free Childcare: the family's reason first, then the child's age. */
function taxFreeChildcareBar(
  age: Age,
  disabled: boolean,
  family: NoTaxFreeChildcare,
): NoTaxFreeChildcare {
  if (family) return family;
  const tooOld = age === "12-16" && !disabled;
  return tooOld ? "age" : null;
}

const calculateChildcare = withFigures<ChildcareKey, ChildcareResult>(READINGS, (inputs, read) => {
  // A fraction or more than 4 is refused as it is read; none is this calculator's to refuse.
  const children = read("children");
  if (children < 1) return { ok: false, message: MESSAGES.children, field: "children" };

  const nation = oneOf(NATIONS, inputs.nation, "england");
  const household = oneOf(HOUSEHOLDS, inputs.household, "single");
  const earnEnough = inputs.parentsEarnEnough === "true";
  const over100k = inputs.over100k === "true";
  const universalCredit = inputs.universalCredit === "true";
  const family: Household = {
    nation,
    working: earnEnough && !over100k,
    universalCredit,
    over100k,
  };
  // Tax-Free Childcare is closed to the whole family for these, in this order of what to say.
  const familyBarWithoutUc: NoTaxFreeChildcare = over100k
    ? "income"
    : earnEnough
      ? null
      : "earnings";
  const familyBar: NoTaxFreeChildcare = universalCredit ? "universal-credit" : familyBarWithoutUc;

  const shown = CHILD_NUMBERS.slice(0, children);
  // Each child's figures in the form's order: a blank one has its own message, and reading one
  // that cannot be read ends the calculation with the reader's.
  for (const n of shown) {
    const keys = childKeys(n);
    for (const [key, message] of [
      [keys.hours, MESSAGES.hours(n)],
      [keys.weeks, MESSAGES.weeks(n)],
      [keys.rate, MESSAGES.rate(n)],
    ] as const) {
      if (inputs[key].trim() === "") return { ok: false, message, field: key };
      read(key);
    }
  }

  const workings: ChildWorking[] = [];
  let tfcWithoutUc = 0;
  for (const n of shown) {
    const keys = childKeys(n);
    const hours = read(keys.hours);
    const weeks = read(keys.weeks);
    const rate = read(keys.rate);
    const age = oneOf(AGES, inputs[keys.age], "3-4");
    const disabled = inputs[keys.disabled] === "true";

    const hoursYearly = hours * weeks;
    const cost = pence(hoursYearly * rate);
    const [fundedHoursYearly, fundedBy] = fundedHours(age, disabled, family);
    // Funded hours reduce the hours paid for, at the child's own price, never below nothing.
    const fundedHoursUsed = Math.min(fundedHoursYearly, hoursYearly);
    const fundedValue = Math.min(cost, pence(fundedHoursUsed * rate));
    const afterFunded = cost - fundedValue;

    const most = pence(
      disabled ? TAX_FREE_CHILDCARE.mostPerDisabledChild : TAX_FREE_CHILDCARE.mostPerChild,
    );
    const topUp = Math.round((afterFunded * TAX_FREE_CHILDCARE.topUpPct) / 100);
    const barWithoutUc = taxFreeChildcareBar(age, disabled, familyBarWithoutUc);
    const tfc = barWithoutUc ? 0 : Math.min(topUp, most);
    tfcWithoutUc += tfc;
    const bar = taxFreeChildcareBar(age, disabled, familyBar);
    workings.push({
      n,
      age,
      disabled,
      hoursWeekly: hours,
      weeks,
      hoursYearly,
      rate,
      costYearly: pounds(cost),
      fundedHoursYearly,
      fundedBy,
      fundedHoursUsed,
      fundedValueYearly: pounds(fundedValue),
      afterFundedYearly: pounds(afterFunded),
      taxFreeChildcareYearly: bar ? 0 : pounds(tfc),
      taxFreeChildcareMost: pounds(most),
      taxFreeChildcareCapped: !bar && topUp > most,
      noTaxFreeChildcare: bar,
    });
  }

  const sum = (pick: (child: ChildWorking) => number) =>
    workings.reduce((total, child) => total + pence(pick(child)), 0);
  const costMonthly = monthOf(sum((child) => child.costYearly));
  const fundedMonthly = monthOf(sum((child) => child.fundedValueYearly));
  const afterFundedMonthly = monthOf(sum((child) => child.afterFundedYearly));
  const tfcMonthly = monthOf(sum((child) => child.taxFreeChildcareYearly));
  const tfcWithoutUcMonthly = monthOf(tfcWithoutUc);

  // UC's element: 85% of the month's costs after funded hours, up to the most for one child, or
  // for two or more when two or more children have costs (reg 34).
  const withCosts = workings.filter((child) => child.afterFundedYearly > 0).length;
  const ucMost = pence(
    withCosts > 1 ? UC_CHILDCARE.mostForTwoOrMore : UC_CHILDCARE.mostForOneChild,
  );
  const ucShare = Math.round((afterFundedMonthly * UC_CHILDCARE.sharePct) / 100);
  const ucMonthly = Math.min(ucShare, ucMost);

  const netWithTfc = afterFundedMonthly - tfcMonthly;
  const netWithUc = afterFundedMonthly - ucMonthly;
  const route: Route = universalCredit
    ? "universal-credit"
    : tfcMonthly > 0
      ? "tax-free-childcare"
      : "none";
  // On the route "none" Tax-Free Childcare adds nothing, so netWithTfc is the cost after funded hours.
  const netMonthly = route === "universal-credit" ? netWithUc : netWithTfc;

  return {
    ok: true,
    result: {
      nation,
      household,
      universalCredit,
      children: workings,
      costMonthly: pounds(costMonthly),
      fundedHoursMonthly: pounds(fundedMonthly),
      afterFundedMonthly: pounds(afterFundedMonthly),
      taxFreeChildcareMonthly: pounds(tfcMonthly),
      taxFreeChildcareWithoutUcMonthly: pounds(tfcWithoutUcMonthly),
      netWithTaxFreeChildcareMonthly: pounds(netWithTfc),
      ucChildcareMonthly: pounds(ucMonthly),
      ucChildcareMost: pounds(ucMost),
      ucChildcareCapped: ucShare > ucMost,
      netWithUniversalCreditMonthly: pounds(netWithUc),
      route,
      netMonthly: pounds(netMonthly),
      noTaxFreeChildcare: familyBar,
    },
  };
});

export const engine = engineOf<ChildcareKey, ChildcareResult>(READINGS, calculateChildcare);
