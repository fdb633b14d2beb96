/** What the childcare calculator asks: where, who works, Universal Credit, and each child's care. */
import {
  defineFields,
  type FieldKey,
  type Inputs,
  leadingFigure,
  MONEY_FIELD,
} from "~/calculators/types";
import { EARNINGS_CONDITION_HOURS, INCOME_LIMIT, MINIMUM_WAGE } from "~/reference/childcare";
import { formatMoney } from "~/site/format";
import {
  AGES,
  CHILD_NUMBERS,
  type ChildNumber,
  childKeys,
  DEFAULT_WEEKS,
  HOUSEHOLDS,
  NATIONS,
} from "./choices";

const weekly = (hourly: number) => formatMoney(hourly * EARNINGS_CONDITION_HOURS);

const couple = (inputs: Pick<Inputs, "household">) => inputs.household === "couple";

/**
 * Child n's five fields, shown while `children` is at least n (the first child's always). Their
 * hints are the first child's only: the same words four times would bury the form.
 */
function childFields<N extends ChildNumber>(n: N) {
  const keys = childKeys(n);
  const hint = (text: string) => (n === 1 ? text : undefined);
  const shown =
    n === 1 ? undefined : (inputs: Pick<Inputs, "children">) => leadingFigure(inputs.children) >= n;
  return [
    {
      key: keys.age,
      kind: "select",
      label: `Child ${n}: age`,
      hint: hint(
        "Their age now. Funded hours start the term after a birthday, so a child about to move up may not have them yet.",
      ),
      default: n === 1 ? "3-4" : "5-11",
      options: AGES,
      startsSection: true,
      visible: shown,
    },
    {
      key: keys.hours,
      kind: "number",
      label: `Child ${n}: hours of paid childcare a week`,
      hint: hint(
        "Nursery, childminder, nanny, breakfast or after-school club: every hour you are charged for, funded hours included.",
      ),
      default: "",
      inputMode: "decimal",
      suffix: "hours a week",
      placeholder: "30",
      visible: shown,
    },
    {
      key: keys.weeks,
      kind: "number",
      label: `Child ${n}: weeks a year`,
      hint: hint("51 for care all year round; 38 or 39 for term time only."),
      default: DEFAULT_WEEKS,
      inputMode: "numeric",
      suffix: "weeks",
      visible: shown,
    },
    {
      key: keys.rate,
      ...MONEY_FIELD,
      label: `Child ${n}: price an hour`,
      hint: hint(
        "What the provider charges an hour. For a day rate, divide it by the hours in the day.",
      ),
      suffix: "an hour",
      placeholder: "7.50",
      visible: shown,
    },
    {
      key: keys.disabled,
      kind: "checkbox",
      label: `Child ${n} is disabled`,
      hint: hint(
        "Gets Disability Living Allowance, Personal Independence Payment or another disability benefit, or is certified blind.",
      ),
      default: "false",
      visible: shown,
    },
  ] as const;
}

export const fields = defineFields([
  {
    key: "nation",
    kind: "select",
    label: "Where you live",
    hint: "Funded hours differ in England, Scotland and Wales. Tax-Free Childcare and Universal Credit are the same in all three.",
    default: "england",
    options: NATIONS,
  },
  {
    key: "household",
    kind: "radio",
    label: "Who looks after the children",
    default: "single",
    options: HOUSEHOLDS,
  },
  {
    key: "parentsEarnEnough",
    kind: "checkbox",
    label: (inputs) =>
      couple(inputs)
        ? "We each expect to earn at least 16 hours a week at the minimum wage over the next 3 months"
        : "I expect to earn at least 16 hours a week at the minimum wage over the next 3 months",
    hint: `That is ${weekly(MINIMUM_WAGE.twentyOneAndOver)} a week at 21 or over (${formatMoney(MINIMUM_WAGE.twentyOneAndOver)} an hour), ${weekly(MINIMUM_WAGE.eighteenToTwenty)} at 18 to 20, and ${weekly(MINIMUM_WAGE.underEighteenOrApprentice)} under 18 or as an apprentice, from April 2026. It also counts as yes if one of you is on sick, maternity, paternity or adoption leave, or cannot work and gets Carer's Allowance or a disability benefit while the other works, or is newly self-employed.`,
    default: "true",
  },
  {
    key: "over100k",
    kind: "checkbox",
    label: (inputs) =>
      couple(inputs)
        ? `Either of us has an adjusted net income over ${formatMoney(INCOME_LIMIT, 0)} a year`
        : `My adjusted net income is over ${formatMoney(INCOME_LIMIT, 0)} a year`,
    hint: "Pay and other taxable income, less pension contributions and Gift Aid.",
    default: "false",
  },
  {
    key: "universalCredit",
    kind: "checkbox",
    label: (inputs) =>
      couple(inputs)
        ? "We get or will claim Universal Credit"
        : "I get or will claim Universal Credit",
    hint: "Universal Credit pays 85% of childcare instead, and Tax-Free Childcare cannot be had beside it.",
    default: "false",
  },
  {
    key: "children",
    kind: "number",
    label: "Children in paid childcare",
    hint: `From 1 to ${CHILD_NUMBERS.length}.`,
    default: "1",
    inputMode: "numeric",
  },
  ...CHILD_NUMBERS.flatMap((n) => childFields(n)),
]);

export type ChildcareKey = FieldKey<typeof fields>;
