import { describe, expect, it } from "vitest";
import { defaultInputs, type Inputs } from "~/calculators/types";
import { refused } from "../testing/outcome";
import { engine } from "./calculate";
import { definition } from "./definition";
import type { TakeHomeKey } from "./fields";
import { universalCreditEarnings } from "./universal-credit-earnings";

const withInputs = (inputs: Partial<Inputs<TakeHomeKey>>) =>
  engine.calculate({ ...defaultInputs(definition.fields), ...inputs });

describe("take-home pay: messages", () => {
  it.each(["1257Q", "L1257", "12345L", "D4", "SD4", "D2", "K", "hello"])(
    "%s is not a tax code",
    (taxCode) => {
      expect(withInputs({ grossPay: "30000", taxCode })).toEqual(
        refused(
          "taxCode",
          "That is not a tax code PAYE uses. Type it as it is on your payslip or P60, such as 1257L, S1257L, K475, BR, D0 or 0T, or leave 1257L for the usual code.",
        ),
      );
    },
  );

  it("says when the code's nation is not where you live", () => {
    expect(withInputs({ grossPay: "30000", taxCode: "S1257L" })).toEqual(
      refused(
        "taxCode",
        "S1257L starts with S, for Scotland, but you chose England or Northern Ireland. Choose Scotland if you pay tax there, or check the code.",
      ),
    );
    expect(withInputs({ grossPay: "30000", taxCode: "c1257l", nation: "scotland" })).toMatchObject({
      ok: false,
      field: "taxCode",
    });
  });

  it("refuses a pension of all the pay", () => {
    expect(withInputs({ grossPay: "30000", pensionContribution: "100%" })).toEqual(
      refused("pensionContribution", "Your pension contribution must be less than your pay."),
    );
  });
});

describe("take-home pay: rules worked by hand", () => {
  it("never takes more than half the pay with a K code", () => {
    // 20,000 + 50,000 taxed: 7,540 + 40% of 32,300 = 20,460, more than half of 20,000.
    const outcome = withInputs({ grossPay: "20000", taxCode: "K5000" });
    expect(outcome).toMatchObject({ ok: true, result: { incomeTax: 10_000, taxCapped: true } });
  });

  it("reads the single-band codes at their nation's rates", () => {
    // BR: 20% of all pay; in Scotland SD1 is the higher rate, 42%.
    expect(withInputs({ grossPay: "30000", taxCode: "BR" })).toMatchObject({
      result: { incomeTax: 6_000 },
    });
    expect(withInputs({ grossPay: "30000", taxCode: "SD1", nation: "scotland" })).toMatchObject({
      result: { incomeTax: 12_600 },
    });
    expect(withInputs({ grossPay: "30000", taxCode: "NT" })).toMatchObject({
      result: { incomeTax: 0, bands: [] },
    });
  });

  it("takes no NI over State Pension age", () => {
    expect(withInputs({ grossPay: "30000", overStatePensionAge: "true" })).toMatchObject({
      result: { nationalInsurance: 0, incomeTax: 3_484.2 },
    });
  });

  it("reads a tax code of only spaces as the usual code, 1257L", () => {
    expect(withInputs({ grossPay: "30000", taxCode: "   " })).toMatchObject({
      result: { taxCode: "1257L", incomeTax: 3_484.2 },
    });
  });

  it("taxes all pay at 45% with D2 in Scotland", () => {
    // D2 is Scotland's advanced rate: 30,000 × 45% = 13,500.
    expect(withInputs({ grossPay: "30000", taxCode: "D2", nation: "scotland" })).toMatchObject({
      result: { incomeTax: 13_500, taxCode: "D2" },
    });
  });

  it("tapers only the default code", () => {
    // 757L, HMRC's own cut code at £110,000: 7,579 tax-free, no further taper.
    expect(withInputs({ grossPay: "110000", taxCode: "757L" })).toMatchObject({
      result: { incomeTax: 33_428.4, taxFreeAllowance: 7_570, taperedBy: 0 },
    });
  });
});

describe("take-home pay: the earnings Universal Credit counts", () => {
  it("is pay after tax, NI and pension, before student loans: £30,000 with Plan 1 gives £2,093.45", () => {
    // 30,000 − 3,484.20 tax − 1,394.40 NI = 25,121.40; ÷ 12 = 2,093.45. After the Plan 1 loan,
    // 279 a year, 24,842.40 is left: 2,070.20 a twelfth (a month's payslip, the loan rounded down
    // to £23, leaves 2,070.45).
    const outcome = withInputs({ grossPay: "30000", studentLoan: "plan1" });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result.takeHomeYearly).toBe(24_842.4);
    expect(outcome.result.studentLoanRepayment).toBe(279);
    expect(universalCreditEarnings(outcome.result)).toBe(2093.45);
  });

  it("takes the pension off", () => {
    // 5% net pay of 30,000 = 1,500: tax 20% of 15,921 = 3,184.20; NI 1,394.40. 23,921.40 ÷ 12.
    const outcome = withInputs({ grossPay: "30000", pensionContribution: "5%" });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(universalCreditEarnings(outcome.result)).toBe(1993.45);
  });

  it("leaves the Postgraduate Loan in", () => {
    // 6% of (30,000 − 21,000) = 540 a year: take-home 30,000 − 3,484.20 − 1,394.40 − 540
    // = 24,581.40; before the loan 25,121.40, ÷ 12 = 2,093.45.
    const outcome = withInputs({ grossPay: "30000", postgraduateLoan: "true" });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result.takeHomeYearly).toBe(24_581.4);
    expect(universalCreditEarnings(outcome.result)).toBe(2093.45);
  });
});
