import { describe, expect, it } from "vitest";
import { inputsFromSearch, inputsToSearch } from "~/calculator-ui/share-url";
import { calculatorsByKey } from "~/calculators/definitions";
import type { WorkedExample } from "~/calculators/examples";
import { defaultInputs, type Inputs, isVisible } from "~/calculators/types";
import { formatMoney } from "~/site/format";
import type { MortgageResult } from "./calculate";
import { examples as mortgageExamples } from "./examples";
import type { MortgageKey } from "./fields";

const mortgagePayment = calculatorsByKey["mortgage-payment"];

const defaults = defaultInputs(mortgagePayment.fields);
/** £250,000 at 5% over 25 years. */
const loanAtFivePercent = { loanAmount: "250000", interestRatePct: "5", termYears: "25" };

function calculate(inputs: Partial<Inputs<MortgageKey>>): MortgageResult {
  const outcome = mortgagePayment.calculate({ ...defaults, ...inputs });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

const example = (start: string): WorkedExample =>
  mortgageExamples.find((e) => e.name.startsWith(start))!;

/**
 * An independent check, written without the production code: the textbook payment formula, then
 * every month in turn (interest on the balance, the rest of the payment off it, any overpayment on
 * top), re-working the payment when the deal ends on what is left over the months left.
 */
function monthByMonth(
  loan: number,
  dealPct: number,
  revertPct: number,
  years: number,
  dealYears: number,
  overpayment = 0,
) {
  const n = years * 12;
  const d = dealYears * 12;
  const pay = (balance: number, pct: number, months: number) => {
    const r = pct / 1200;
    return (balance * r) / (1 - (1 + r) ** -months);
  };
  // Without the overpayment: the contractual payments, which stay the same when overpaying.
  let balance = loan;
  const dealPayment = pay(loan, dealPct, n);
  for (let m = 0; m < d; m++) balance -= dealPayment - (balance * dealPct) / 1200;
  const owedAtDealEnd = balance;
  const revertPayment = pay(balance, revertPct, n - d);

  let owed = loan;
  let interest = 0;
  let paid = 0;
  let months = 0;
  const yearEnd: number[] = [];
  while (months < n && owed > 0.005) {
    const pct = months < d ? dealPct : revertPct;
    const due = (months < d ? dealPayment : revertPayment) + overpayment;
    const charged = (owed * pct) / 1200;
    const payment = Math.min(due, owed + charged);
    owed = owed + charged - payment;
    interest += charged;
    paid += payment;
    months += 1;
    if (months % 12 === 0 || owed <= 0.005) yearEnd.push(Math.max(0, owed));
  }
  return { dealPayment, revertPayment, owedAtDealEnd, interest, paid, months, owed, yearEnd };
}

const pennies = (value: number) => formatMoney(value);

describe("a deal, then the rate after it", () => {
  it("agrees to the penny with an independent month-by-month amortisation (2-year fix)", () => {
    const worked = example("£250,000 on a 2-year fix");
    const result = calculate(worked.inputs);
    const check = monthByMonth(250_000, 4.5, 7.5, 25, 2);

    expect(pennies(result.monthlyPrincipalInterest)).toBe(pennies(check.dealPayment));
    expect(pennies(result.revertMonthlyPayment!)).toBe(pennies(check.revertPayment));
    expect(pennies(result.totalPaidOverTerm)).toBe(pennies(check.paid));
    expect(pennies(result.totalInterestPaid)).toBe(pennies(check.interest));
    expect(check.months).toBe(300);
    expect(check.owed).toBeLessThan(0.005);
    // The schedule, chart and CSV follow both rates: every year-end balance agrees too.
    expect(result.schedule.map((year) => pennies(year.closingBalance))).toEqual(
      check.yearEnd.map(pennies),
    );
    expect(pennies(result.schedule[1]!.closingBalance)).toBe(pennies(check.owedAtDealEnd));
    expect(pennies(check.owedAtDealEnd)).toBe("£238,669.02");
    // And both agree with the figures worked by hand in examples.ts.
    expect(pennies(check.dealPayment)).toBe(worked.expected.monthlyPrincipalInterest);
    expect(pennies(check.revertPayment)).toBe(worked.expected.revertMonthlyPayment);
    expect(pennies(check.paid)).toBe(worked.expected.totalPaidOverTerm);
  });

  it("agrees with it for a 5-year fix with an overpayment, which shortens the term", () => {
    const worked = example("£200,000 on a 5-year fix");
    const result = calculate(worked.inputs);
    const plain = monthByMonth(200_000, 4.2, 7.25, 30, 5);
    const overpaid = monthByMonth(200_000, 4.2, 7.25, 30, 5, 200);

    expect(pennies(result.revertMonthlyPayment!)).toBe(pennies(plain.revertPayment));
    expect(pennies(result.totalInterestPaid)).toBe(pennies(plain.interest));
    expect(result.overpayment?.months).toBe(overpaid.months);
    expect(overpaid.months).toBe(246);
    expect(pennies(result.overpayment!.interestSaved)).toBe(
      pennies(plain.interest - overpaid.interest),
    );
    expect(result.overpaidSchedule?.map((year) => pennies(year.closingBalance))).toEqual(
      overpaid.yearEnd.map(pennies),
    );
  });

  it("shows the change in the payment with its sign", () => {
    const rows = (inputs: Partial<Inputs<MortgageKey>>) =>
      Object.fromEntries(mortgagePayment.rows(calculate(inputs)).map((r) => [r.key, r]));
    const base = { loanAmount: "250000", interestRatePct: "4.5", termYears: "25", dealYears: "2" };
    expect(rows({ ...base, revertRatePct: "7.5" }).paymentChange?.value.text).toBe(
      "+£427.62 a month",
    );
    expect(rows({ ...base, revertRatePct: "3.5" }).paymentChange?.value.text).toMatch(
      /^−£\d+\.\d\d a month$/,
    );
    expect(rows({ ...base, revertRatePct: "4.5" }).paymentChange?.value.text).toBe("£0.00 a month");
    const labelled = rows({ ...base, revertRatePct: "7.5" });
    expect(labelled.monthlyPrincipalInterest?.label).toBe(
      "Monthly repayment for the first 2 years",
    );
    expect(labelled.revertMonthlyPayment?.label).toBe("Then, for 23 years at 7.5%");
  });

  it("counts a deal in whole months: 18 months is 1.5 years", () => {
    const result = calculate({
      loanAmount: "100000",
      interestRatePct: "4",
      termYears: "20",
      dealYears: "1.5",
      revertRatePct: "6",
    });
    const check = monthByMonth(100_000, 4, 6, 20, 1.5);
    expect(result.deal?.months).toBe(18);
    expect(pennies(result.revertMonthlyPayment!)).toBe(pennies(check.revertPayment));
    expect(pennies(result.totalPaidOverTerm)).toBe(pennies(check.paid));
  });
});

describe("validation of the new fields", () => {
  const loan = { loanAmount: "250000", interestRatePct: "4.5", termYears: "25" };
  const outcome = (inputs: Partial<Inputs<MortgageKey>>) =>
    mortgagePayment.calculate({ ...defaults, ...loan, ...inputs });

  it("a deal with no rate after it is an error on that rate", () => {
    expect(outcome({ dealYears: "2" })).toMatchObject({
      ok: false,
      field: "revertRatePct",
      message: expect.stringMatching(/rate after the deal/),
    });
  });

  it("a negative deal is an error on the deal length", () => {
    expect(outcome({ dealYears: "-2", revertRatePct: "7" })).toEqual({
      ok: false,
      field: "dealYears",
      message: "The deal length cannot be less than 0. Leave it blank for none.",
    });
  });

  it("a deal as long as the term, or longer, is an error on the deal length", () => {
    for (const dealYears of ["25", "30"]) {
      expect(outcome({ dealYears, revertRatePct: "7" })).toMatchObject({
        ok: false,
        field: "dealYears",
        message: expect.stringMatching(/shorter than the mortgage term/),
      });
    }
  });

  it("part and part needs an interest-only part above £0 and below the loan", () => {
    for (const interestOnlyAmount of ["", "0", "250000", "300000"]) {
      expect(outcome({ repaymentType: "part-and-part", interestOnlyAmount })).toMatchObject({
        ok: false,
        field: "interestOnlyAmount",
      });
    }
    expect(outcome({ repaymentType: "part-and-part", interestOnlyAmount: "100000" }).ok).toBe(true);
  });

  it("ignores what hidden fields still hold: a revert rate without a deal, an interest-only part without part and part", () => {
    const plain = calculate(loan);
    expect(calculate({ ...loan, revertRatePct: "9" })).toEqual(plain);
    expect(calculate({ ...loan, interestOnlyAmount: "100000" })).toEqual(plain);
    const interestOnly = calculate({ ...loan, repaymentType: "interest-only" });
    expect(calculate({ ...loan, repaymentType: "interest-only", interestOnlyAmount: "5" })).toEqual(
      interestOnly,
    );
  });
});

describe("repayment types", () => {
  it("interest-only: the loan × the monthly rate, the loan still owed at the end", () => {
    const result = calculate({ ...loanAtFivePercent, repaymentType: "interest-only" });
    expect(pennies(result.monthlyPrincipalInterest)).toBe("£1,041.67");
    expect(result.stillOwedAtEnd).toBe(250_000);
    expect(pennies(result.totalInterestPaid)).toBe("£312,500.00");
    expect(result.schedule.every((year) => year.closingBalance === 250_000)).toBe(true);
  });

  it("interest-only with a deal: each period's rate on the whole loan", () => {
    const result = calculate({
      loanAmount: "200000",
      interestRatePct: "4",
      termYears: "25",
      dealYears: "5",
      revertRatePct: "7",
      repaymentType: "interest-only",
    });
    expect(pennies(result.monthlyPrincipalInterest)).toBe("£666.67");
    expect(pennies(result.revertMonthlyPayment!)).toBe("£1,166.67");
    // 666.67 × 60 + 1,166.67 × 240 = 40,000 + 280,000
    expect(pennies(result.totalPaidOverTerm)).toBe("£320,000.00");
  });

  it("part and part is the repayment sum on the rest plus interest-only on its part", () => {
    const worked = example("£200,000 part and part");
    const result = calculate(worked.inputs);
    const repaymentOnly = calculate({
      loanAmount: "120000",
      interestRatePct: "4",
      termYears: "25",
    });
    expect(result.monthlyPrincipalInterest).toBeCloseTo(
      repaymentOnly.monthlyPrincipalInterest + (80_000 * 0.04) / 12,
      9,
    );
    expect(result.schedule.at(-1)?.closingBalance).toBeCloseTo(80_000, 6);
  });

  it("an overpayment on part and part clears the repayment part first, then reduces the interest-only part", () => {
    const result = calculate({
      loanAmount: "200000",
      interestRatePct: "4",
      termYears: "25",
      repaymentType: "part-and-part",
      interestOnlyAmount: "80000",
      monthlyOverpayment: "300",
    });
    expect(result.overpayment?.monthsSaved).toBeNull();
    expect(result.overpayment!.stillOwedAtEnd).toBeGreaterThan(0);
    expect(result.overpayment!.stillOwedAtEnd).toBeLessThan(80_000);
    const years = result.overpaidSchedule!;
    const falling = years.findIndex((year) => year.closingBalance < 80_000 - 0.005);
    // Until the £120,000 repayment part is gone, the interest-only £80,000 stays whole; after that,
    // each full year's £3,600 of overpayments comes off it.
    expect(falling).toBeGreaterThan(0);
    for (const year of years.slice(falling + 1)) expect(year.principal).toBeCloseTo(3_600, 6);
    expect(result.overpayment!.stillOwedAtEnd).toBeCloseTo(
      years[falling]!.closingBalance - 3_600 * (years.length - falling - 1),
      6,
    );
  });

  it("an overpayment that clears an interest-only loan reports the time saved", () => {
    const result = calculate({
      loanAmount: "12000",
      interestRatePct: "5",
      termYears: "25",
      repaymentType: "interest-only",
      monthlyOverpayment: "100",
    });
    expect(result.overpayment?.months).toBe(120);
    expect(result.overpayment?.monthsSaved).toBe(180);
    expect(result.overpayment?.stillOwedAtEnd).toBe(0);
  });
});

describe("links and saved inputs from before deals and repayment types", () => {
  it("an old link opens with the defaults for the new fields and the old figures", () => {
    const old = new URLSearchParams("v=1&loanAmount=250000&interestRatePct=5&termYears=25");
    const fromLink = { ...defaults, ...inputsFromSearch(mortgagePayment.fields, old) };
    expect(fromLink).toMatchObject({ dealYears: "", repaymentType: "repayment" });
    const shown = mortgagePayment.rows(calculate(fromLink)).map((row) => [row.key, row.value.text]);
    expect(shown).toEqual([
      ["monthlyPrincipalInterest", "£1,461.48"],
      ["estimatedMonthlyTotal", "£1,461.48"],
      ["totalPaidOverTerm", "£438,442.53"],
      ["totalInterestPaid", "£188,442.53"],
      ["monthlyTax", "£0.00"],
      ["monthlyInsurance", "£0.00"],
    ]);
  });

  it("inputs without the new keys at all (an old saved record) calculate as before", () => {
    const old = loanAtFivePercent;
    const outcome = mortgagePayment.calculate(old as Inputs<MortgageKey>);
    expect(outcome).toEqual(mortgagePayment.calculate({ ...defaults, ...old }));
  });

  it("a link carries the deal and the repayment type", () => {
    const inputs = { ...defaults, ...example("£250,000 on a 2-year fix").inputs };
    const search = new URLSearchParams(inputsToSearch(mortgagePayment.fields, inputs));
    expect(search.get("dealYears")).toBe("2");
    expect(search.get("revertRatePct")).toBe("7.5");
    expect(search.get("repaymentType")).toBe("repayment");
    expect({ ...defaults, ...inputsFromSearch(mortgagePayment.fields, search) }).toEqual(inputs);
    const tampered = new URLSearchParams("v=1&repaymentType=balloon");
    expect(inputsFromSearch(mortgagePayment.fields, tampered)).toEqual({});
  });
});

describe("fields shown only when they matter", () => {
  const shown = (inputs: Partial<Inputs<MortgageKey>>) =>
    mortgagePayment.fields
      .filter((field) => isVisible(field, { ...defaults, ...inputs }))
      .map((field) => field.key);

  it("the rate after the deal once a deal length is entered", () => {
    expect(shown({})).not.toContain("revertRatePct");
    expect(shown({ dealYears: "0" })).not.toContain("revertRatePct");
    expect(shown({ dealYears: "2" })).toContain("revertRatePct");
  });

  it("the interest-only part for part and part only", () => {
    expect(shown({})).not.toContain("interestOnlyAmount");
    expect(shown({ repaymentType: "interest-only" })).not.toContain("interestOnlyAmount");
    expect(shown({ repaymentType: "part-and-part" })).toContain("interestOnlyAmount");
  });
});
