import { engineOf, type Reading, type Readings, withFigures } from "~/calculators/reading";
import {
  BENEFIT_CAP,
  CAP_EARNINGS_THRESHOLD,
  CAPITAL,
  CARER_ELEMENT,
  CHILD_BENEFIT,
  CHILD_BENEFIT_CHARGE,
  CHILD_BENEFIT_WEEKS,
  CHILD_ELEMENT,
  CHILDCARE,
  HEALTH_ELEMENT,
  SPARE_BEDROOM_CUT_PCT,
  STANDARD_ALLOWANCE,
  WORK_ALLOWANCE,
} from "~/reference/universal-credit";
import { AGES, HEALTH, HOUSEHOLDS, HOUSING, type Housing, oneOf, SPARE_BEDROOMS } from "./choices";
import type { UniversalCreditKey } from "./fields";

/** One part of the maximum amount: the standard allowance or an element, £ a month. */
export interface UcElement {
  key: "standard" | "child" | "disabledChild" | "health" | "carer" | "childcare" | "housing";
  /** What it is and how it is made up, as the workings table says it. */
  label: string;
  amount: number;
}

/** Why the benefit cap does not apply, where it does not. */
export type CapExemption = "health" | "carer" | "disabled-child" | "earnings";

/**
 * Why an element the visitor's answers ask for is not in the award:
 * - `childcare-partner-not-in-work`: a couple's childcare needs both in paid work, unless the one
 *   not working has limited capability for work or is a carer (reg 32(1)(b));
 * - `carer-beside-health`: a single claimant with the health element gets no carer element beside
 *   it (reg 29(4)).
 */
export type ElementRefused = "childcare-partner-not-in-work" | "carer-beside-health";

export interface UniversalCreditResult {
  /** What Universal Credit pays for the monthly assessment period, £: never below 0. */
  universalCreditMonthly: number;
  /** The standard allowance and every element that applies, £ a month. */
  maximumAward: number;
  elements: UcElement[];
  /** The household's net earnings, £ a month. */
  earnings: number;
  /** The work allowance, £ a month: 0 without a child or limited capability for work. */
  workAllowance: number;
  /** 55% of net earnings above the work allowance, £ a month. */
  earningsReduction: number;
  /** Other income taken off in full, £ a month. */
  otherIncome: number;
  /** Income assumed from savings over £6,000, £ a month. */
  tariffIncome: number;
  /** The award before the benefit cap, £ a month. */
  awardBeforeCap: number;
  benefitCap: {
    /** The cap for this household, £ a month. */
    amount: number;
    /** Universal Credit, Child Benefit and the other benefits it counts, £ a month. */
    totalBenefits: number;
    /** Why it does not apply; null when it does (whether or not it takes anything). */
    exemptBecause: CapExemption | null;
    /** How far the benefits are over the cap, £ a month (0 when exempt or under it). */
    excess: number;
    /** The childcare costs element, which the cap never takes (reg 81(1)), £ a month. */
    childcareKept: number;
  };
  /** What the cap takes from Universal Credit, £ a month. */
  benefitCapReduction: number;
  /**
   * Child Benefit a month (a week's × 52 ÷ 12, a typical month) and for the tax year (a week's × the
   * weeks whose Monday is in it: 53 in 2026-27), £.
   */
  childBenefitMonthly: number;
  childBenefitYearly: number;
  childBenefitWeeks: number;
  /** The higher earner's adjusted net income, £ a year (0 without children: not read). */
  higherIncome: number;
  /** The High Income Child Benefit Charge for the tax year, whole £, and its share of the Child Benefit, %. */
  childBenefitChargeYearly: number;
  chargePct: number;
  /** Universal Credit + Child Benefit less the charge's share of it, £ a month. */
  totalSupportMonthly: number;
  /** Elements asked for that the law leaves out, each with its reason, in the order found. */
  elementsRefused: ElementRefused[];
  /** Set when no Universal Credit is possible at all: savings over £16,000. */
  noAwardBecause: "savings" | null;
  /** Childcare costs were given with no earnings: UC pays towards them only for paid work (or an offer of it), which the page says. */
  childcareNeedsWork: boolean;
  housing: Housing;
  /** Private rent above the LHA rate, which UC does not cover, £ a month. */
  rentAboveLha: number;
  /** The spare bedroom cut from a social rent, £ a month, and its share. */
  spareBedroomCut: number;
  spareBedroomCutPct: number;
}

const MONTHLY_LIMIT = 1_000_000;
const monthly = (name: string, optional = true): Reading => ({
  name,
  unit: "£",
  per: "month",
  range: [0, MONTHLY_LIMIT],
  optional,
});
const CHILDREN_LIMIT = 12;
/** A count of children: a fraction, or more than 12, is refused as it is read (reading.ts). */
const childCount = (name: string): Reading => ({
  name,
  unit: "children",
  range: [0, CHILDREN_LIMIT],
  optional: true,
});

/** How each figure is read and the range a real one falls in (docs/product.md#reading-what-is-typed). */
const READINGS: Readings<UniversalCreditKey> = {
  children: childCount("the number of children"),
  disabledChildren: childCount("the number of children with the lower disability addition"),
  severelyDisabledChildren: childCount(
    "the number of children with the higher disability addition",
  ),
  earnings: monthly("your household's earnings", false),
  childcareCosts: monthly("your childcare costs"),
  rent: { ...monthly("your rent", false), usual: [100, 5000] },
  lhaRate: { ...monthly("the Local Housing Allowance rate", false), usual: [200, 5000] },
  savings: {
    name: "your savings",
    unit: "£",
    range: [0, 100_000_000],
    optional: true,
  },
  otherIncome: monthly("your other income"),
  higherIncome: {
    name: "the higher earner's income",
    unit: "£",
    per: "year",
    range: [0, 100_000_000],
    optional: true,
  },
};

export const MESSAGES = {
  earnings: "Please enter your household's earnings a month after tax, or 0 if no one works.",
  rent: "Please enter your rent a month.",
  lhaRate:
    "Please enter the Local Housing Allowance rate for your area and home: the most UC pays towards a private rent.",
  disabledChildren:
    "The children with a disability addition cannot be more than the children: check the numbers.",
  health: "Please choose whether either of you has limited capability for work, from the list.",
  bothInWork:
    "Please tick the box if you and your partner are both in paid work, or leave it clear.",
} as const;

/** Pounds to whole pence, and back: every sum is worked in pence, as DWP pays to the penny. */
const pence = (pounds: number) => Math.round(pounds * 100);
const pounds = (pennies: number) => pennies / 100;
/** A share of an amount in pence, to the nearest penny. */
const share = (pennies: number, pct: number) => Math.round((pennies * pct) / 100);

const calculateUniversalCredit = withFigures<UniversalCreditKey, UniversalCreditResult>(
  READINGS,
  (inputs, read) => {
    const household = oneOf(HOUSEHOLDS, inputs.household, "single");
    const age = oneOf(AGES, inputs.age, "25-or-over");
    const housing = oneOf(HOUSING, inputs.housing, "none");
    // A health answer not in the list, or a couple's box that is neither ticked nor clear, gets a
    // message at its field: a default in its place would give a figure for another household.
    const health = HEALTH.find((option) => option.value === inputs.health)?.value;
    if (!health) return { ok: false, message: MESSAGES.health, field: "health" };
    const couple = household === "couple";
    /** Limited capability for work, with or without the health element: LCWRA includes it. */
    const limitedCapability = health !== "none";
    const healthElement = health === "lcwra-new" || health === "lcwra-protected";

    const children = read("children");
    // The box is shown, and read, only for a couple with children (fields.ts): a hidden field
    // never gets a message.
    if (couple && children > 0 && inputs.bothInWork !== "true" && inputs.bothInWork !== "false")
      return { ok: false, message: MESSAGES.bothInWork, field: "bothInWork" };
    let disabled = 0;
    let severelyDisabled = 0;
    if (children > 0) {
      disabled = read("disabledChildren");
      severelyDisabled = read("severelyDisabledChildren");
      if (disabled + severelyDisabled > children)
        return {
          ok: false,
          message: MESSAGES.disabledChildren,
          field: disabled > children ? "disabledChildren" : "severelyDisabledChildren",
        };
    }

    if (inputs.earnings.trim() === "")
      return { ok: false, message: MESSAGES.earnings, field: "earnings" };
    const earnings = pence(read("earnings"));
    const childcareCosts = children > 0 ? pence(read("childcareCosts")) : 0;

    // Housing: a private rent up to the LHA rate; a social rent less the spare bedroom cut.
    let housingElement = 0;
    let rentAboveLha = 0;
    let spareBedroomCut = 0;
    let spareBedroomCutPct = 0;
    if (housing !== "none") {
      if (inputs.rent.trim() === "") return { ok: false, message: MESSAGES.rent, field: "rent" };
      const rent = pence(read("rent"));
      if (housing === "private-rent") {
        if (inputs.lhaRate.trim() === "")
          return { ok: false, message: MESSAGES.lhaRate, field: "lhaRate" };
        const lha = pence(read("lhaRate"));
        housingElement = Math.min(rent, lha);
        rentAboveLha = rent - housingElement;
      } else {
        const spare = oneOf(SPARE_BEDROOMS, inputs.spareBedrooms, "0");
        spareBedroomCutPct = spare === "0" ? 0 : SPARE_BEDROOM_CUT_PCT[spare];
        spareBedroomCut = share(rent, spareBedroomCutPct);
        housingElement = rent - spareBedroomCut;
      }
    }

    const elements: UcElement[] = [];
    const add = (key: UcElement["key"], label: string, amount: number) => {
      if (amount > 0) elements.push({ key, label, amount: pounds(amount) });
    };
    add(
      "standard",
      `Standard allowance: ${household === "couple" ? "a couple" : "single"}, ${age === "under-25" ? (household === "couple" ? "both under 25" : "under 25") : household === "couple" ? "either 25 or over" : "25 or over"}`,
      pence(STANDARD_ALLOWANCE[household][age]),
    );
    if (children > 0) {
      const firstBefore2017 = inputs.firstChildBefore2017 === "true";
      const first = pence(firstBefore2017 ? CHILD_ELEMENT.firstBornBefore2017 : CHILD_ELEMENT.each);
      const others = (children - 1) * pence(CHILD_ELEMENT.each);
      add(
        "child",
        firstBefore2017
          ? `Child element: the first child, born before 6 April 2017${children > 1 ? `, and ${children - 1} more` : ""}`
          : `Child element: ${children} ${children === 1 ? "child" : "children"}`,
        first + others,
      );
      const rates = [
        disabled > 0 ? `${disabled} at the lower rate` : "",
        severelyDisabled > 0 ? `${severelyDisabled} at the higher rate` : "",
      ];
      add(
        "disabledChild",
        `Disabled child addition: ${rates.filter(Boolean).join(" and ")}`,
        disabled * pence(CHILD_ELEMENT.disabled) +
          severelyDisabled * pence(CHILD_ELEMENT.severelyDisabled),
      );
    }
    if (healthElement)
      add(
        "health",
        health === "lcwra-new"
          ? "Health element (LCWRA), for a condition first reported from 6 April 2026"
          : "Health element (LCWRA), at the protected rate",
        pence(health === "lcwra-new" ? HEALTH_ELEMENT.new : HEALTH_ELEMENT.protected),
      );
    const elementsRefused: ElementRefused[] = [];
    const carer = inputs.carer === "true";
    // Reg 29(4): where the carer element "would ... be included ... and the claimant has limited
    // capability for work and work-related activity (and, in the case of joint claimants, the LCWRA
    // element has not been included in respect of the other claimant), only the LCWRA element may
    // be included". A single claimant with both gets the health element alone; for a couple the
    // form does not ask which partner is which, so the two are taken to be one each, and both count.
    if (carer && healthElement && !couple) elementsRefused.push("carer-beside-health");
    else if (carer) add("carer", "Carer element", pence(CARER_ELEMENT));
    // Reg 32(1): the claimant is in paid work and, for a couple, "the other member is either in paid
    // work or is unable to provide childcare because that person (i) has limited capability for
    // work, (ii) has regular and substantial caring responsibilities for a severely disabled person".
    // The health and carer answers are taken to be the partner's who is not in work.
    const partnerMeetsWorkCondition =
      !couple || inputs.bothInWork === "true" || limitedCapability || carer;
    if (childcareCosts > 0 && !partnerMeetsWorkCondition)
      elementsRefused.push("childcare-partner-not-in-work");
    // UC pays childcare only for paid work (or an offer of it): with no earnings the page says so.
    const childcareNeedsWork = childcareCosts > 0 && earnings === 0 && partnerMeetsWorkCondition;
    // No costs give no element: add leaves out an amount of 0.
    if (partnerMeetsWorkCondition) {
      const most = pence(children > 1 ? CHILDCARE.mostForTwoOrMore : CHILDCARE.mostForOneChild);
      const covered = share(childcareCosts, CHILDCARE.sharePct);
      add(
        "childcare",
        covered > most
          ? `Childcare: ${CHILDCARE.sharePct}% of your costs, up to the most for ${children > 1 ? "two or more children" : "one child"}`
          : `Childcare: ${CHILDCARE.sharePct}% of your costs`,
        Math.min(covered, most),
      );
    }
    add(
      "housing",
      housing === "private-rent"
        ? rentAboveLha > 0
          ? "Housing: your rent, up to the Local Housing Allowance rate"
          : "Housing: your rent (within the Local Housing Allowance rate)"
        : spareBedroomCut > 0
          ? `Housing: your rent less ${spareBedroomCutPct}% for spare bedrooms`
          : "Housing: your rent",
      housingElement,
    );
    const maximumAward = elements.reduce((sum, element) => sum + pence(element.amount), 0);
    const childcareElement = pence(
      elements.find((element) => element.key === "childcare")?.amount ?? 0,
    );

    // Earnings: 55p of UC for each £1 above the work allowance. Reg 22(1)(b): there is none "where a
    // single claimant does not have, or neither of joint claimants has, responsibility for a child
    // or qualifying young person or limited capability for work"; the health element is not needed.
    const hasWorkAllowance = children > 0 || limitedCapability;
    const workAllowance = hasWorkAllowance
      ? pence(housingElement > 0 ? WORK_ALLOWANCE.withHousing : WORK_ALLOWANCE.withoutHousing)
      : 0;
    const earningsReduction = share(Math.max(0, earnings - workAllowance), WORK_ALLOWANCE.taperPct);
    const otherIncome = pence(read("otherIncome"));

    // Savings: nothing counted to £6,000; £4.35 a month for each £250 or part over it; none above £16,000.
    const savings = read("savings");
    const overLower = Math.max(0, savings - CAPITAL.lowerLimit);
    const tariffIncome =
      Math.ceil(Math.round(overLower * 100) / (CAPITAL.step * 100)) * pence(CAPITAL.tariffPerStep);
    const noAwardBecause = savings > CAPITAL.upperLimit ? "savings" : null;

    const awardBeforeCap = noAwardBecause
      ? 0
      : Math.max(0, maximumAward - earningsReduction - otherIncome - tariffIncome);

    // Child Benefit: the eldest's rate and each other child's, a week. A typical month is × 52 ÷ 12;
    // the tax year has a week for each of its Mondays (53 in 2026-27), and the charge is on those.
    const weekly =
      children > 0
        ? pence(CHILD_BENEFIT.eldest) + (children - 1) * pence(CHILD_BENEFIT.eachOther)
        : 0;
    const childBenefitMonthly = Math.round((weekly * 52) / 12);
    const childBenefitYearly = weekly * CHILD_BENEFIT_WEEKS;
    const higherIncome = children > 0 ? read("higherIncome") : 0;
    // ITEPA 2003 s.681C(2): 1% for each £200 over the threshold; s.681C(3): the percentage, the
    // year's Child Benefit and the charge are each "rounded down to the nearest whole number".
    const chargePct = Math.min(
      100,
      Math.max(
        0,
        Math.floor(
          (higherIncome - CHILD_BENEFIT_CHARGE.threshold) / CHILD_BENEFIT_CHARGE.stepPounds,
        ),
      ),
    );
    const wholePounds = (pennies: number) => Math.floor(pennies / 100);
    const childBenefitChargeYearly =
      Math.floor((wholePounds(childBenefitYearly) * chargePct) / 100) * 100;

    // The benefit cap (regs 78 to 83): UC, Child Benefit and the other benefits, against the cap.
    const familyCap = household === "couple" || children > 0;
    const caps = inputs.london === "true" ? BENEFIT_CAP.london : BENEFIT_CAP.outsideLondon;
    const cap = pence(familyCap ? caps.family : caps.single);
    // Reg 83(1)(a): the health element (LCWRA) lifts the cap; limited capability for work alone
    // does not. A carer element, or Carer's Allowance, lifts it too (GOV.UK, "Benefit cap"). Reg
    // 83(1)(f) and (g): a child receiving Disability Living Allowance (or PIP, or Scotland's Child
    // Disability Payment) lifts it. The lower addition always comes with one of them; the higher
    // one nearly always does, but a child certified blind has it without them (reg 24(2)(b)), and
    // the form does not ask which: a disability addition is taken to mean the benefit, as the
    // results and the method say.
    const exemptBecause: CapExemption | null = healthElement
      ? "health"
      : carer
        ? "carer"
        : disabled + severelyDisabled > 0
          ? "disabled-child"
          : earnings >= pence(CAP_EARNINGS_THRESHOLD)
            ? "earnings"
            : null;
    const totalBenefits = awardBeforeCap + childBenefitMonthly + otherIncome;
    const excess = exemptBecause || awardBeforeCap === 0 ? 0 : Math.max(0, totalBenefits - cap);
    // Reg 81(1): the award is reduced by the excess "minus" the childcare costs element (DWP's ADM
    // E5002), never below nothing, and never by more than the award.
    const childcareKept = Math.min(excess, childcareElement);
    const benefitCapReduction = Math.min(awardBeforeCap, excess - childcareKept);
    const universalCredit = awardBeforeCap - benefitCapReduction;

    const result: UniversalCreditResult = {
      universalCreditMonthly: pounds(universalCredit),
      maximumAward: pounds(maximumAward),
      elements,
      earnings: pounds(earnings),
      workAllowance: pounds(workAllowance),
      earningsReduction: pounds(earningsReduction),
      otherIncome: pounds(otherIncome),
      tariffIncome: pounds(tariffIncome),
      awardBeforeCap: pounds(awardBeforeCap),
      benefitCap: {
        amount: pounds(cap),
        totalBenefits: pounds(totalBenefits),
        exemptBecause,
        excess: pounds(excess),
        childcareKept: pounds(childcareKept),
      },
      benefitCapReduction: pounds(benefitCapReduction),
      childBenefitMonthly: pounds(childBenefitMonthly),
      childBenefitYearly: pounds(childBenefitYearly),
      childBenefitWeeks: CHILD_BENEFIT_WEEKS,
      higherIncome,
      childBenefitChargeYearly: pounds(childBenefitChargeYearly),
      chargePct,
      // A month's Child Benefit less the charge's share of it: a twelfth of the charge would set a
      // 53-week year's charge against a 52-week month, taking more than all of it at 100%.
      totalSupportMonthly: pounds(
        universalCredit + childBenefitMonthly - share(childBenefitMonthly, chargePct),
      ),
      elementsRefused,
      noAwardBecause,
      childcareNeedsWork,
      housing,
      rentAboveLha: pounds(rentAboveLha),
      spareBedroomCut: pounds(spareBedroomCut),
      spareBedroomCutPct,
    };
    // Finite without a check: every figure is held to its range (READINGS) and only divided by
    // constants.
    return { ok: true, result };
  },
);

export const engine = engineOf<UniversalCreditKey, UniversalCreditResult>(
  READINGS,
  calculateUniversalCredit,
);
