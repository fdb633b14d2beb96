import { describe, expect, it } from "vitest";
import { defaultInputs, type Inputs, isVisible, resolveText } from "~/calculators/types";
import { readRows } from "../testing/rows";
import type { ChildcareResult } from "./calculate";
import { engine, MESSAGES } from "./calculate";
import { definition } from "./definition";
import type { ChildcareKey } from "./fields";
import { verdict } from "./words";

const withInputs = (inputs: Partial<Inputs<ChildcareKey>>) =>
  engine.calculate({ ...defaultInputs(definition.fields), ...inputs });
const resultOf = (inputs: Partial<Inputs<ChildcareKey>>): ChildcareResult => {
  const outcome = withInputs(inputs);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
};
/** One child of `age`, 40 hours a week for 51 weeks at £7: 2,040 hours, £14,280 a year. */
const oneChild = (age: string, more: Partial<Inputs<ChildcareKey>> = {}) =>
  resultOf({ child1Age: age, child1Hours: "40", child1Weeks: "51", child1Rate: "7", ...more });

describe("childcare: the fields", () => {
  it("has five fields for each of four children, made by one function, shown up to the number of children", () => {
    const keys = definition.fields.map((field) => field.key);
    for (const n of [1, 2, 3, 4])
      for (const part of ["Age", "Hours", "Weeks", "Rate", "Disabled"])
        expect(keys).toContain(`child${n}${part}`);
    const inputs = { ...defaultInputs(definition.fields), children: "2" };
    const shown = definition.fields.filter((field) => isVisible(field, inputs)).map((f) => f.key);
    expect(shown).toContain("child2Rate");
    expect(shown).not.toContain("child3Age");
    expect(defaultInputs(definition.fields)).toMatchObject({ child1Weeks: "51", children: "1" });
  });

  it("shows the earnings each age band needs: 16 hours at £12.71, £10.85 and £8.00", () => {
    const field = definition.fields.find((f) => f.key === "parentsEarnEnough")!;
    // 16 × 12.71 = 203.36; 16 × 10.85 = 173.60; 16 × 8 = 128.00.
    expect(field.hint).toMatch(/£203\.36 a week at 21 or over/);
    expect(field.hint).toMatch(/£173\.60 at 18 to 20/);
    expect(field.hint).toMatch(/£128\.00 under 18/);
  });
});

describe("childcare: funded hours in England", () => {
  it("gives working parents 1,140 hours from 9 months, and no one any under 9 months or at school", () => {
    // 1,140 × £7 = 7,980 ÷ 12 = 665.
    expect(oneChild("9-months-to-2").fundedHoursMonthly).toBe(665);
    expect(oneChild("2").fundedHoursMonthly).toBe(665);
    expect(oneChild("under-9-months").fundedHoursMonthly).toBe(0);
    expect(oneChild("5-11").fundedHoursMonthly).toBe(0);
  });

  it("keeps the universal 570 hours for a 3-4 year old when parents do not earn enough or earn over £100,000", () => {
    // 570 × £7 = 3,990 ÷ 12 = 332.50.
    for (const more of [{ parentsEarnEnough: "false" }, { over100k: "true" }]) {
      const result = oneChild("3-4", more);
      expect(result.fundedHoursMonthly).toBe(332.5);
      expect(result.children[0]).toMatchObject({ fundedBy: "england-universal" });
      expect(oneChild("9-months-to-2", more).fundedHoursMonthly).toBe(0);
    }
  });

  it("gives a 2 year old 570 hours when the family is on Universal Credit or the child is disabled", () => {
    const notWorking = { parentsEarnEnough: "false" };
    expect(oneChild("2", notWorking).fundedHoursMonthly).toBe(0);
    expect(oneChild("2", { ...notWorking, universalCredit: "true" }).fundedHoursMonthly).toBe(
      332.5,
    );
    expect(oneChild("2", { ...notWorking, child1Disabled: "true" }).fundedHoursMonthly).toBe(332.5);
  });

  it("never takes off more hours than are paid for", () => {
    // 10 hours × 38 weeks = 380 hours, fewer than 1,140: all of them funded, nothing left.
    const result = resultOf({ child1Hours: "10", child1Weeks: "38", child1Rate: "7" });
    expect(result.children[0]).toMatchObject({ fundedHoursUsed: 380, afterFundedYearly: 0 });
    expect(result.netMonthly).toBe(0);
    expect(verdict(result)).toMatch(/^Funded hours cover every hour you pay for/);
  });
});

describe("childcare: Scotland and Wales", () => {
  it("gives every 3-4 year old in Scotland 1,140 hours whatever the parents earn", () => {
    // 1,140 × £7 = 665 a month, earning enough or not, over £100,000 or not.
    for (const more of [{}, { parentsEarnEnough: "false" }, { over100k: "true" }])
      expect(oneChild("3-4", { nation: "scotland", ...more }).fundedHoursMonthly).toBe(665);
    expect(oneChild("9-months-to-2", { nation: "scotland" }).fundedHoursMonthly).toBe(0);
  });

  it("gives Wales' Childcare Offer, 30 hours × 48 weeks, to working parents, and 10 × 39 otherwise", () => {
    // 1,440 × £7 = 10,080 ÷ 12 = 840; 390 × £7 = 2,730 ÷ 12 = 227.50.
    expect(oneChild("3-4", { nation: "wales" }).fundedHoursMonthly).toBe(840);
    expect(oneChild("3-4", { nation: "wales", over100k: "true" }).fundedHoursMonthly).toBe(227.5);
    expect(oneChild("2", { nation: "wales" }).fundedHoursMonthly).toBe(0);
  });
});

describe("childcare: Tax-Free Childcare", () => {
  it("adds £2 for every £8 paid, up to £2,000 a child", () => {
    // 50 h × 51 wk at £8 = £20,400 for a 6 year old: 20% is £4,080, capped at £2,000 (£166.67 a month).
    const result = oneChild("5-11", { child1Hours: "50", child1Rate: "8" });
    expect(result.taxFreeChildcareMonthly).toBe(166.67);
    expect(result.children[0]).toMatchObject({ taxFreeChildcareCapped: true });
  });

  it("is for a disabled child up to 16, up to £4,000, and for no other child over 11", () => {
    // 20 × 50 × £25 = £25,000; 20% = £5,000, capped at £4,000: £333.33 a month.
    const inputs = { child1Hours: "20", child1Weeks: "50", child1Rate: "25", child1Age: "12-16" };
    expect(resultOf({ ...inputs, child1Disabled: "true" }).taxFreeChildcareMonthly).toBe(333.33);
    const notDisabled = resultOf(inputs);
    expect(notDisabled.taxFreeChildcareMonthly).toBe(0);
    expect(notDisabled.children[0]).toMatchObject({ noTaxFreeChildcare: "age" });
    expect(verdict(notDisabled)).toMatch(
      /^Tax-Free Childcare is for children up to 11, or 16 if disabled/,
    );
  });

  it("is not offered beside Universal Credit, over £100,000, or without enough earnings", () => {
    for (const [more, why] of [
      [{ universalCredit: "true" }, "universal-credit"],
      [{ over100k: "true" }, "income"],
      [{ parentsEarnEnough: "false" }, "earnings"],
    ] as const) {
      const result = oneChild("5-11", more);
      expect(result.taxFreeChildcareMonthly).toBe(0);
      expect(result.noTaxFreeChildcare).toBe(why);
    }
  });
});

describe("childcare: Universal Credit's element", () => {
  it("pays 85% of the month after funded hours, up to £1,071.09 for one child and £1,836.16 for two", () => {
    // One 6 year old, 2,040 hours at £7: £1,190 a month; 85% = £1,011.50, under the cap.
    expect(oneChild("5-11").ucChildcareMonthly).toBe(1011.5);
    // At £8: £1,360 a month; 85% = £1,156, over £1,071.09.
    const capped = oneChild("5-11", { child1Rate: "8" });
    expect(capped).toMatchObject({ ucChildcareMonthly: 1071.09, ucChildcareCapped: true });
    // Two such children: £2,720; 85% = £2,312, over £1,836.16.
    const two = oneChild("5-11", {
      child1Rate: "8",
      children: "2",
      child2Age: "5-11",
      child2Hours: "40",
      child2Weeks: "51",
      child2Rate: "8",
    });
    expect(two.ucChildcareMonthly).toBe(1836.16);
  });

  it("is the route on Universal Credit, and the sheet's figure is what is left after it", () => {
    // After funded hours £225 a month (1,440 − 1,140 = 300 hours × £9 ÷ 12); 85% = £191.25.
    const result = resultOf({
      universalCredit: "true",
      child1Age: "9-months-to-2",
      child1Hours: "30",
      child1Weeks: "48",
      child1Rate: "9",
    });
    expect(result).toMatchObject({
      route: "universal-credit",
      afterFundedMonthly: 225,
      ucChildcareMonthly: 191.25,
      taxFreeChildcareMonthly: 0,
      netMonthly: 33.75,
    });
    // Tax-Free Childcare would have added 20% of 225 = £45.
    expect(verdict(result)).toBe(
      "Universal Credit's childcare element is your route: it pays back 85% of the £225.00 a month you pay after funded hours, £191.25, leaving £33.75 a month, as long as your award is large enough to carry it. Tax-Free Childcare cannot be had beside Universal Credit, and would add only £45.00 a month.",
    );
  });

  it("says Tax-Free Childcare is the route open to a family not on UC, and what the element would need", () => {
    expect(verdict(oneChild("3-4"))).toBe(
      "Tax-Free Childcare is the help open to you: it adds £105.00 a month to the £525.00 a month you pay after funded hours, leaving £420.00 a month. Universal Credit's childcare element would pay £446.25 a month if your household could claim Universal Credit, and in full only while its award is large enough to carry it.",
    );
  });
});

describe("childcare: bad input gets a message at its field", () => {
  it.each([
    [
      { children: "5" },
      "children",
      "Please enter the number of children as a whole number from 1 to 4.",
    ],
    [
      { children: "five children" },
      "children",
      "Please enter the number of children as a number, for example 2.",
    ],
    [
      { children: "0" },
      "children",
      "Please enter the number of children as a whole number from 1 to 4.",
    ],
    [
      { children: "1.5" },
      "children",
      "Please enter the number of children as a whole number from 1 to 4.",
    ],
    [
      { child1Hours: "lots" },
      "child1Hours",
      "Please enter child 1's hours of paid childcare as a number, for example 31.",
    ],
    [
      { child1Hours: "-10" },
      "child1Hours",
      "Child 1's hours of paid childcare cannot be less than 0.",
    ],
    [
      { child1Hours: "200" },
      "child1Hours",
      "Child 1's hours of paid childcare must be between 0 hours a week and 168 hours a week.",
    ],
    [{ child1Rate: "500" }, "child1Rate", "Child 1's price an hour must be between £0 and £100."],
    [{ child1Rate: "" }, "child1Rate", "Please enter child 1's price an hour."],
    [
      { child1Weeks: "60" },
      "child1Weeks",
      "Child 1's weeks of childcare a year must be between 0 weeks and 52 weeks.",
    ],
  ] as const)("%j", (more, field, message) => {
    expect(withInputs({ child1Hours: "30", child1Rate: "7", ...more })).toEqual({
      ok: false,
      field,
      message,
    });
  });

  it("asks for the second child's figures once there are two", () => {
    expect(withInputs({ children: "2", child1Hours: "30", child1Rate: "7" })).toEqual({
      ok: false,
      field: "child2Hours",
      message: "Please enter child 2's hours of paid childcare a week.",
    });
  });
});

describe("childcare: which scheme funds the hours, and the edges of each rule", () => {
  const schemeOf = (age: string, more: Partial<Inputs<ChildcareKey>> = {}) =>
    oneChild(age, more).children[0]?.fundedBy;
  const notWorking = { parentsEarnEnough: "false" };

  it("names each nation's scheme", () => {
    expect(schemeOf("3-4")).toBe("england-working");
    expect(schemeOf("2")).toBe("england-working");
    expect(schemeOf("2", { ...notWorking, universalCredit: "true" })).toBe("england-two-year-olds");
    expect(schemeOf("3-4", { nation: "scotland" })).toBe("scotland");
    expect(schemeOf("2", { nation: "scotland", universalCredit: "true" })).toBe(
      "scotland-two-year-olds",
    );
    expect(schemeOf("3-4", { nation: "wales" })).toBe("wales-offer");
    expect(schemeOf("3-4", { nation: "wales", over100k: "true" })).toBe("wales-early-education");
  });

  it("gives the hours for benefits only to a 2 year old, and Wales' Offer only to parents who earn enough", () => {
    // Under 2 on Universal Credit, parents not earning enough: nothing in England or Scotland.
    for (const nation of ["england", "scotland"])
      expect(schemeOf("9-months-to-2", { nation, ...notWorking, universalCredit: "true" })).toBe(
        null,
      );
    expect(schemeOf("2", { nation: "scotland" })).toBe(null);
    // Wales, earning under the condition and under £100,000: early education, 390 × £7 ÷ 12.
    const wales = oneChild("3-4", { nation: "wales", ...notWorking });
    expect(wales.children[0]?.fundedBy).toBe("wales-early-education");
    expect(wales.fundedHoursMonthly).toBe(227.5);
  });

  it("takes an answer not among the choices as the first choice", () => {
    const odd = oneChild("x", { nation: "x", household: "x", ...notWorking });
    expect(odd).toMatchObject({ nation: "england", household: "single" });
    expect(odd.children[0]).toMatchObject({ age: "3-4", fundedBy: "england-universal" });
  });

  it("asks for a figure of spaces only, and reads the children's figures in the form's order", () => {
    expect(withInputs({ child1Hours: "   " })).toMatchObject({
      ok: false,
      field: "child1Hours",
      message: MESSAGES.hours(1),
    });
    // The first child's price cannot be read; the second child's hours are blank: the first is said.
    expect(
      withInputs({
        children: "2",
        child1Hours: "40",
        child1Weeks: "51",
        child1Rate: "abc",
        child2Weeks: "51",
        child2Rate: "7",
      }),
    ).toMatchObject({ ok: false, field: "child1Rate" });
  });

  it("caps Tax-Free Childcare only above £2,000, and never where it is not open", () => {
    // 40 h × 50 wk × £5 = £10,000 for a 6 year old: 20% is £2,000 exactly, the most, not over it.
    const exact = oneChild("5-11", { child1Weeks: "50", child1Rate: "5" });
    expect(exact.children[0]).toMatchObject({
      taxFreeChildcareYearly: 2000,
      taxFreeChildcareCapped: false,
    });
    // On Universal Credit there is none to cap, however much is paid.
    const onUc = oneChild("5-11", { child1Hours: "50", child1Rate: "8", universalCredit: "true" });
    expect(onUc.children[0]).toMatchObject({
      taxFreeChildcareYearly: 0,
      taxFreeChildcareCapped: false,
    });
  });

  it("takes UC's most for one child when only one child has costs after funded hours (reg 34)", () => {
    // The first child's 380 hours are all funded; the second's 50 h × 51 wk × £8 = £20,400 a year,
    // £1,700 a month: 85% is £1,445, above the £1,071.09 most for one child.
    const result = resultOf({
      universalCredit: "true",
      children: "2",
      child1Hours: "10",
      child1Weeks: "38",
      child1Rate: "7",
      child2Age: "5-11",
      child2Hours: "50",
      child2Weeks: "51",
      child2Rate: "8",
    });
    expect(result).toMatchObject({
      ucChildcareMost: 1071.09,
      ucChildcareMonthly: 1071.09,
      ucChildcareCapped: true,
    });
  });

  it("calls UC's element capped only above its most", () => {
    // 13 h × 38 wk × £30.61 = £15,121.34 a year for a 6 year old, £1,260.11 a month; 85% is
    // £1,071.0935, £1,071.09 to the penny: exactly the most for one child, not above it.
    const result = oneChild("5-11", { child1Hours: "13", child1Weeks: "38", child1Rate: "30.61" });
    expect(result).toMatchObject({
      afterFundedMonthly: 1260.11,
      ucChildcareMonthly: 1071.09,
      ucChildcareCapped: false,
    });
  });

  it("has no route when neither help is open, and the family pays what is left after funded hours", () => {
    const result = oneChild("3-4", { over100k: "true" });
    expect(result).toMatchObject({ route: "none", afterFundedMonthly: 857.5, netMonthly: 857.5 });
  });
});

describe("childcare: the results' rows and sentences", () => {
  const rowsOf = (result: ChildcareResult) =>
    readRows(definition, result).map(({ key, label, primary }) => [key, label, primary]);
  const LATER_ROWS = [
    ["costMonthly", "Childcare a month before any help", false],
    ["fundedHoursMonthly", "Funded hours, their value a month", false],
    ["afterFundedMonthly", "Left to pay after funded hours", false],
    ["taxFreeChildcareMonthly", "Tax-Free Childcare adds a month", false],
    ["netWithTaxFreeChildcareMonthly", "You pay with Tax-Free Childcare", false],
    ["ucChildcareMonthly", "Universal Credit's childcare element a month", false],
    ["netWithUniversalCreditMonthly", "You pay with Universal Credit's element", false],
  ];

  it("leads with what the family pays by its route", () => {
    expect(rowsOf(oneChild("3-4"))).toEqual([
      ["netMonthly", "You pay a month, with Tax-Free Childcare", true],
      ...LATER_ROWS,
    ]);
    expect(rowsOf(oneChild("3-4", { universalCredit: "true" }))[0]).toEqual([
      "netMonthly",
      "You pay a month, with Universal Credit's element",
      true,
    ]);
    expect(rowsOf(oneChild("3-4", { over100k: "true" }))[0]).toEqual([
      "netMonthly",
      "You pay a month, after funded hours",
      true,
    ]);
  });

  it("says why Tax-Free Childcare is not open, in the household's words", () => {
    // Over £100,000: 570 universal hours; 2,040 − 570 = 1,470 × £7 = £10,290, £857.50 a month.
    expect(verdict(oneChild("3-4", { over100k: "true" }))).toBe(
      "With an adjusted net income over £100,000, neither Tax-Free Childcare nor working parents' funded hours are open to you: you pay £857.50 a month after any funded hours. Universal Credit's childcare element would pay £728.88 a month if your household could claim Universal Credit, and in full only while its award is large enough to carry it.",
    );
    expect(verdict(oneChild("3-4", { parentsEarnEnough: "false" }))).toMatch(
      /^Tax-Free Childcare needs you to earn at least 16 hours a week at the minimum wage, so it is not open to you: you pay £857\.50 a month/,
    );
    expect(verdict(oneChild("3-4", { parentsEarnEnough: "false", household: "couple" }))).toMatch(
      /^Tax-Free Childcare needs each of you to earn at least 16 hours a week/,
    );
  });

  it("says when there is nothing to pay, and what UC pays when Tax-Free Childcare is not open either", () => {
    expect(verdict(oneChild("3-4", { child1Hours: "0" }))).toBe(
      "With no hours of paid childcare, there is nothing to pay.",
    );
    // On UC, not earning enough: no Tax-Free Childcare even without UC. 85% of £857.50 = £728.88.
    expect(verdict(oneChild("3-4", { universalCredit: "true", parentsEarnEnough: "false" }))).toBe(
      "Universal Credit's childcare element is your route: it pays back 85% of the £857.50 a month you pay after funded hours, £728.88, leaving £128.62 a month, as long as your award is large enough to carry it. Tax-Free Childcare cannot be had beside Universal Credit.",
    );
  });

  it("says when UC's element is at its most", () => {
    // 50 h × 51 wk × £8 = £20,400 for a 6 year old, £1,700 a month: 85% is £1,445, above £1,071.09.
    const result = oneChild("5-11", { child1Hours: "50", child1Rate: "8" });
    expect(verdict(result)).toMatch(
      /Universal Credit's childcare element would pay £1,071\.09 a month, the most it pays, if your household/,
    );
    expect(verdict({ ...result, universalCredit: true, route: "universal-credit" })).toMatch(
      /, £1,071\.09 \(the most it pays\), leaving /,
    );
  });
});

describe("childcare: the household's questions in its own words", () => {
  it("asks a couple about each of them, and a single parent about themselves", () => {
    const labels = (household: string) => {
      const inputs = { ...defaultInputs(definition.fields), household };
      return definition.fields
        .filter((field) => ["parentsEarnEnough", "over100k", "universalCredit"].includes(field.key))
        .map((field) => resolveText(field.label, inputs));
    };
    expect(labels("couple")).toEqual([
      "We each expect to earn at least 16 hours a week at the minimum wage over the next 3 months",
      "Either of us has an adjusted net income over £100,000 a year",
      "We get or will claim Universal Credit",
    ]);
    expect(labels("single")).toEqual([
      "I expect to earn at least 16 hours a week at the minimum wage over the next 3 months",
      "My adjusted net income is over £100,000 a year",
      "I get or will claim Universal Credit",
    ]);
  });
});
