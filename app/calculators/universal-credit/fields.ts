/** What the Universal Credit calculator asks: household, earnings, children, housing, health. */
import {
  defineFields,
  type FieldKey,
  type Inputs,
  leadingFigure,
  MONEY_FIELD,
} from "~/calculators/types";
import { AGES, HEALTH, HOUSEHOLDS, HOUSING, SPARE_BEDROOMS } from "./choices";

const withChildren = (inputs: Pick<Inputs, "children">) => leadingFigure(inputs.children) > 0;
/** A couple with children: the only households whose childcare turns on the other partner's work. */
const coupleWithChildren = (inputs: Pick<Inputs, "household" | "children">) =>
  inputs.household === "couple" && withChildren(inputs);

/** A number of children, which may be left blank. */
const childCountField = <K extends string>(
  key: K,
  label: string,
  hint: string,
  visible?: typeof withChildren,
) =>
  ({
    key,
    kind: "number",
    label,
    hint,
    default: "",
    inputMode: "numeric",
    placeholder: "0",
    optional: true,
    ...(visible && { visible }),
  }) as const;

export const fields = defineFields([
  {
    key: "household",
    kind: "radio",
    label: "Who is claiming",
    hint: "A couple who live together claim together, and their earnings count together.",
    default: "single",
    options: HOUSEHOLDS,
  },
  {
    key: "age",
    kind: "radio",
    label: "Age",
    hint: "For a couple: 25 or over if either of you is.",
    default: "25-or-over",
    options: AGES,
  },
  childCountField(
    "children",
    "Children you are responsible for",
    "Children under 16, and young people to the August after they turn 19 in full-time school or college, who live with you. Every child counts from 6 April 2026.",
  ),
  {
    key: "firstChildBefore2017",
    kind: "checkbox",
    label: "The eldest was born before 6 April 2017",
    hint: "The first child then gets a higher child element.",
    default: "false",
    visible: withChildren,
  },
  childCountField(
    "disabledChildren",
    "Children with the lower disability addition",
    "Those who get Disability Living Allowance, Child Disability Payment or Personal Independence Payment, other than at the rates below.",
    withChildren,
  ),
  childCountField(
    "severelyDisabledChildren",
    "Children with the higher disability addition",
    "Those who get the highest care rate of Disability Living Allowance or Child Disability Payment, the enhanced daily living rate of Personal Independence Payment, or are certified blind. A disability addition is taken to lift the benefit cap, as those benefits do; blindness alone does not.",
    withChildren,
  ),
  {
    key: "earnings",
    ...MONEY_FIELD,
    label: "Your household's earnings after tax",
    hint: "Pay after income tax, National Insurance and pension contributions, for both of you if a couple; student loan repayments are not taken off. Type 0 if no one works.",
    workedOutBy: { calculator: "take-home-pay", linkText: "Work out your pay after tax" },
    suffix: "a month",
    placeholder: "1,200",
  },
  {
    key: "childcareCosts",
    ...MONEY_FIELD,
    label: "Childcare you pay",
    hint: "Registered childcare you pay while you work. UC pays back 85%, up to a most; the higher most is for childcare paid for two or more children.",
    suffix: "a month",
    optional: true,
    visible: withChildren,
  },
  {
    key: "bothInWork",
    kind: "checkbox",
    label: "You and your partner are both in paid work",
    hint: "A couple gets help with childcare only when both work, or when the one not working has limited capability for work or is a carer (below).",
    default: "false",
    visible: coupleWithChildren,
  },
  {
    key: "housing",
    kind: "select",
    label: "Your home",
    hint: "Homeowners get no help with a mortgage from Universal Credit itself.",
    default: "none",
    options: HOUSING,
    startsSection: true,
  },
  {
    key: "rent",
    ...MONEY_FIELD,
    label: "Your rent",
    hint: "With service charges you must pay; without bills such as energy and water.",
    suffix: "a month",
    placeholder: "800",
    visible: (inputs) => inputs.housing !== "none",
  },
  {
    key: "lhaRate",
    ...MONEY_FIELD,
    label: "Local Housing Allowance rate for your home",
    hint: "The most UC pays towards a private rent where you live, for the bedrooms you are allowed; a single person under 35 without children usually gets the shared accommodation rate, for a room in a shared home. Rates are published a week: type it as it is, such as £173.59 a week.",
    suffix: "a month",
    placeholder: "750",
    visible: (inputs) => inputs.housing === "private-rent",
  },
  {
    key: "spareBedrooms",
    kind: "select",
    label: "Spare bedrooms",
    hint: "Bedrooms beyond those you are allowed: one for a couple, each other adult, two children of the same sex under 16, or any two children under 10.",
    default: "0",
    options: SPARE_BEDROOMS,
    visible: (inputs) => inputs.housing === "social-rent",
  },
  {
    key: "health",
    kind: "select",
    label: "Limited capability for work",
    hint: "Found by a Work Capability Assessment, for either of you. The health element is lower for a condition first reported on a claim from 6 April 2026. It stays higher for those who had it before that day without a break, those who had claimed UC and asked to be assessed before that day even if it starts later, those moving from Employment and Support Allowance's support group, and a severe lifelong condition or terminal illness (the Universal Credit Act 2025, regulation 27A it added, and DWP's regulations of February 2026).",
    default: "none",
    options: HEALTH,
    startsSection: true,
  },
  {
    key: "carer",
    kind: "checkbox",
    label:
      "One of us cares for a disabled person at least 35 hours a week, or gets Carer's Allowance",
    hint: "Caring for someone who gets a qualifying disability benefit. A single person with the health element gets no carer element beside it; a couple may have both, one each.",
    default: "false",
  },
  {
    key: "savings",
    ...MONEY_FIELD,
    label: "Savings and investments",
    hint: "Together, for a couple. Your home and pensions do not count.",
    optional: true,
    placeholder: "0",
  },
  {
    key: "otherIncome",
    ...MONEY_FIELD,
    label: "Other income",
    hint: "New Style Jobseeker's Allowance or ESA, Maternity Allowance, and Carer's Allowance: type its amount here as it is paid, adding 'a week' to a weekly amount. Taken off UC in full. Child maintenance is not counted.",
    suffix: "a month",
    optional: true,
  },
  {
    key: "london",
    kind: "checkbox",
    label: "We live in Greater London",
    hint: "The benefit cap is higher there.",
    default: "false",
  },
  {
    key: "higherIncome",
    ...MONEY_FIELD,
    label: "The higher earner's income",
    hint: "Adjusted net income, for the High Income Child Benefit Charge: pay before tax less pension contributions. Leave blank if under £60,000.",
    suffix: "a year",
    optional: true,
    visible: withChildren,
  },
]);

export type UniversalCreditKey = FieldKey<typeof fields>;
