/** The take-home pay calculator's checks and how its figures are read (docs/product.md#take-home-pay). */
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { refused } from "../testing/outcome";
import { resultOf as resultOfRun } from "../testing/properties";
import { defaultInputs } from "../types";
import { engine, MESSAGES } from "./calculate";
import { isPercentage } from "./choices";
import { fields, type TakeHomeKey } from "./fields";

const calculate = (inputs: Partial<Record<TakeHomeKey, string>>) =>
  engine.calculate({ ...defaultInputs(fields), grossPay: "30000", ...inputs });
const resultOf = (inputs: Partial<Record<TakeHomeKey, string>>) =>
  resultOfRun(calculatorsByKey["take-home-pay"], { grossPay: "30000", ...inputs });

describe("the take-home pay checks", () => {
  it("ask for the pay, and for the hours when paid by the hour", () => {
    expect(calculate({ grossPay: "" })).toEqual(refused("grossPay", MESSAGES.grossPay));
    expect(calculate({ grossPay: "15", payPeriod: "hour", hoursPerWeek: "" })).toEqual(
      refused("hoursPerWeek", "Please enter the hours you work a week."),
    );
  });

  it("stop at £10,000,000 a year", () => {
    expect(calculate({ grossPay: "10000000" })).toEqual(
      refused("grossPay", MESSAGES.wagesTooLarge),
    );
    expect(calculate({ grossPay: "9999999" }).ok).toBe(true);
  });

  it("refuse a code PAYE does not use, and a code for another nation", () => {
    expect(calculate({ taxCode: "XYZ" })).toEqual(refused("taxCode", MESSAGES.taxCode));
    expect(calculate({ taxCode: "S1257L", nation: "england" })).toEqual(
      refused(
        "taxCode",
        "S1257L starts with S, for Scotland, but you chose England or Northern Ireland. Choose Scotland if you pay tax there, or check the code.",
      ),
    );
    expect(calculate({ taxCode: "C1257L", nation: "scotland" })).toEqual(
      refused(
        "taxCode",
        "C1257L starts with C, for Wales, but you chose Scotland. Choose Wales if you pay tax there, or check the code.",
      ),
    );
    expect(calculate({ taxCode: "S1257L", nation: "scotland" }).ok).toBe(true);
  });

  it("refuse a pension as large as the pay, as a share or a sum a month", () => {
    expect(calculate({ pensionContribution: "100%" })).toEqual(
      refused("pensionContribution", MESSAGES.pensionTooLarge),
    );
    // £2,500 a month is £30,000 a year: all of it.
    expect(calculate({ pensionContribution: "2500" })).toEqual(
      refused("pensionContribution", MESSAGES.pensionTooLarge),
    );
    expect(calculate({ pensionContribution: "2499" }).ok).toBe(true);
  });
});

describe("the take-home pay figures as typed", () => {
  it("hold the pay to its period's share of £10,000,000, or £10,000 an hour", () => {
    expect(calculate({ grossPay: "900000", payPeriod: "month" })).toEqual(
      refused(
        "grossPay",
        "Your pay before tax must be between £0 a month and £833,333.33 a month.",
      ),
    );
    expect(calculate({ grossPay: "200000", payPeriod: "week" })).toEqual(
      refused("grossPay", "Your pay before tax must be between £0 a week and £192,307.69 a week."),
    );
    expect(calculate({ grossPay: "20000", payPeriod: "hour", hoursPerWeek: "37.5" })).toEqual(
      refused("grossPay", "Your pay an hour must be between £0 and £10,000."),
    );
  });

  it("read a pension with % as a share of pay, without as pounds a month", () => {
    expect(calculate({ pensionContribution: "150%" })).toEqual(
      refused("pensionContribution", "Your pension contribution must be between 0% and 100%."),
    );
    expect(calculate({ pensionContribution: "900000" })).toEqual(
      refused(
        "pensionContribution",
        "Your pension contribution must be between £0 a month and £833,333.33 a month.",
      ),
    );
  });

  it("say a pension below 0 can be left blank, as a share or a sum", () => {
    const belowZero = refused(
      "pensionContribution",
      "Your pension contribution cannot be less than 0. Leave it blank for none.",
    );
    expect(calculate({ pensionContribution: "-5%" })).toEqual(belowZero);
    expect(calculate({ pensionContribution: "-150" })).toEqual(belowZero);
  });

  it("note an hourly rate outside £5 to £500, and work it out", () => {
    const inputs = { ...defaultInputs(fields), payPeriod: "hour", grossPay: "2" };
    expect(engine.note("grossPay", inputs)).toBe(
      "Unusual: your pay an hour is usually between £5 and £500. Check it; it is worked out as typed.",
    );
    expect(engine.note("grossPay", { ...inputs, grossPay: "15" })).toBeUndefined();
  });
});

describe("the take-home pay result", () => {
  it("works a year's pay from any period, and a period it does not know as a year", () => {
    // £15 × 37.5 hours × 52 weeks = £29,250
    expect(resultOf({ grossPay: "15", payPeriod: "hour" }).grossYearly).toBe(29_250);
    expect(resultOf({ grossPay: "2500", payPeriod: "month" }).grossYearly).toBe(30_000);
    expect(resultOf({ grossPay: "500", payPeriod: "week" }).grossYearly).toBe(26_000);
    expect(resultOf({ grossPay: "30000", payPeriod: "fortnight" }).grossYearly).toBe(30_000);
  });

  it("takes a pension method it does not know as net pay, and a loan plan it does not know as none", () => {
    // Net pay: 5% of £30,000 = £1,500 off the pay before tax, 20% of (28,500 − 12,579) = 3,184.20.
    expect(resultOf({ pensionContribution: "5%", pensionMethod: "other" })).toMatchObject({
      pensionContribution: 1500,
      incomeTax: 3184.2,
    });
    expect(resultOf({ studentLoan: "plan9" }).studentLoanRepayment).toBe(0);
  });

  it("loses 28p of the next £1 on £30,000 in England (20% tax, 8% NI), 29p in Scotland (21%)", () => {
    expect(resultOf({}).marginalRatePct).toBe(28);
    expect(resultOf({ nation: "scotland" })).toMatchObject({
      marginalRatePct: 29,
      nation: "scotland",
    });
    expect(resultOf({ nation: "atlantis" }).nation).toBe("england");
  });

  it("takes a pension as a share of pay or as pounds a month", () => {
    // 5% of £30,000 = £1,500; £100 a month = £1,200 a year.
    expect(resultOf({ pensionContribution: "5%" }).pensionContribution).toBe(1500);
    expect(resultOf({ pensionContribution: "100" }).pensionContribution).toBe(1200);
  });
});

describe("the take-home pay workings", () => {
  it("show the tax band by band", () => {
    const bands = (inputs: Partial<Record<TakeHomeKey, string>>) =>
      resultOf(inputs).bands.map(({ name, ratePct, taxed, tax }) => [
        name,
        ratePct,
        taxed,
        Math.round(tax * 100) / 100,
      ]);
    // PAYE's 1257L leaves £12,579 tax-free (1257 × 10 + 9): £30,000 − £12,579 = £17,421 at 20%
    // = £3,484.20.
    expect(bands({})).toEqual([["Basic rate", 20, 17_421, 3484.2]]);
    // £60,000 − £12,579 = £47,421: £37,700 at 20% (£7,540) and £9,721 at 40% (£3,888.40).
    expect(bands({ grossPay: "60000" })).toEqual([
      ["Basic rate", 20, 37_700, 7540],
      ["Higher rate", 40, 9721, 3888.4],
    ]);
    // BR: every pound at the basic rate, £30,000 × 20% = £6,000.
    expect(bands({ taxCode: "BR" })).toEqual([["Basic rate", 20, 30_000, 6000]]);
  });

  it("spread a pension from pay over the month and the week", () => {
    // 5% of £30,000 = £1,500 a year: £125 a month, £28.85 a week (1,500 ÷ 52 = 28.846).
    const { month, week } = resultOf({ pensionContribution: "5%" });
    expect(month.pension).toBe(125);
    expect(week.pension).toBe(28.85);
    // Salary sacrifice: the month's pay before it is still £2,500.
    const sacrifice = resultOf({ pensionContribution: "5%", pensionMethod: "salary-sacrifice" });
    expect(sacrifice.month).toMatchObject({ gross: 2500, pension: 125 });
  });
});

describe("a pension typed as a share", () => {
  it("ends with %, spaces allowed", () => {
    expect(isPercentage("5%")).toBe(true);
    expect(isPercentage(" 5 %  ")).toBe(true);
    expect(isPercentage("5% of pay")).toBe(false);
    expect(isPercentage("5%x")).toBe(false);
    expect(isPercentage("£150 a month")).toBe(false);
  });
});
