/** The take-home pay calculator's checks and how its figures are read (docs/product.md#take-home-pay). */
import { describe, expect, it } from "vitest";
import { defaultInputs } from "../types";
import { engine, MESSAGES } from "./calculate";
import { fields, type TakeHomeKey } from "./fields";

const calculate = (inputs: Partial<Record<TakeHomeKey, string>>) =>
  engine.calculate({ ...defaultInputs(fields), grossPay: "30000", ...inputs });
const failure = (field: TakeHomeKey, message: string) => ({ ok: false, message, field });

describe("the take-home pay checks", () => {
  it("ask for the pay, and for the hours when paid by the hour", () => {
    expect(calculate({ grossPay: "" })).toEqual(failure("grossPay", MESSAGES.grossPay));
    expect(calculate({ grossPay: "15", payPeriod: "hour", hoursPerWeek: "" })).toEqual(
      failure("hoursPerWeek", "Please enter the hours you work a week."),
    );
  });

  it("stop at £10,000,000 a year", () => {
    expect(calculate({ grossPay: "10000000" })).toEqual(
      failure("grossPay", MESSAGES.wagesTooLarge),
    );
    expect(calculate({ grossPay: "9999999" }).ok).toBe(true);
  });

  it("refuse a code PAYE does not use, and a code for another nation", () => {
    expect(calculate({ taxCode: "XYZ" })).toEqual(failure("taxCode", MESSAGES.taxCode));
    expect(calculate({ taxCode: "S1257L", nation: "england" })).toEqual(
      failure(
        "taxCode",
        "S1257L starts with S, for Scotland, but you chose England or Northern Ireland. Choose Scotland if you pay tax there, or check the code.",
      ),
    );
    expect(calculate({ taxCode: "C1257L", nation: "scotland" })).toEqual(
      failure(
        "taxCode",
        "C1257L starts with C, for Wales, but you chose Scotland. Choose Wales if you pay tax there, or check the code.",
      ),
    );
    expect(calculate({ taxCode: "S1257L", nation: "scotland" }).ok).toBe(true);
  });

  it("refuse a pension as large as the pay, as a share or a sum a month", () => {
    expect(calculate({ pensionContribution: "100%" })).toEqual(
      failure("pensionContribution", MESSAGES.pensionTooLarge),
    );
    // £2,500 a month is £30,000 a year: all of it.
    expect(calculate({ pensionContribution: "2500" })).toEqual(
      failure("pensionContribution", MESSAGES.pensionTooLarge),
    );
    expect(calculate({ pensionContribution: "2499" }).ok).toBe(true);
  });
});

describe("the take-home pay figures as typed", () => {
  it("hold the pay to its period's share of £10,000,000, or £10,000 an hour", () => {
    expect(calculate({ grossPay: "900000", payPeriod: "month" })).toEqual(
      failure(
        "grossPay",
        "Your pay before tax must be between £0 a month and £833,333.33 a month.",
      ),
    );
    expect(calculate({ grossPay: "200000", payPeriod: "week" })).toEqual(
      failure("grossPay", "Your pay before tax must be between £0 a week and £192,307.69 a week."),
    );
    expect(calculate({ grossPay: "20000", payPeriod: "hour", hoursPerWeek: "37.5" })).toEqual(
      failure("grossPay", "Your pay an hour must be between £0 and £10,000."),
    );
  });

  it("read a pension with % as a share of pay, without as pounds a month", () => {
    expect(calculate({ pensionContribution: "150%" })).toEqual(
      failure("pensionContribution", "Your pension contribution must be between 0% and 100%."),
    );
    expect(calculate({ pensionContribution: "900000" })).toEqual(
      failure(
        "pensionContribution",
        "Your pension contribution must be between £0 a month and £833,333.33 a month.",
      ),
    );
  });
});

describe("the take-home pay result", () => {
  const resultOf = (inputs: Partial<Record<TakeHomeKey, string>>) => {
    const outcome = calculate(inputs);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.result;
  };

  it("works a year's pay from any period, and a period it does not know as a year", () => {
    // £15 × 37.5 hours × 52 weeks = £29,250
    expect(resultOf({ grossPay: "15", payPeriod: "hour" }).grossYearly).toBe(29_250);
    expect(resultOf({ grossPay: "2500", payPeriod: "month" }).grossYearly).toBe(30_000);
    expect(resultOf({ grossPay: "500", payPeriod: "week" }).grossYearly).toBe(26_000);
    expect(resultOf({ grossPay: "30000", payPeriod: "fortnight" }).grossYearly).toBe(30_000);
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
