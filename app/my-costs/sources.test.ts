// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readRecord, saveInputs } from "~/calculator-ui/saved-inputs";
import { calculatorsByKey } from "~/calculators/definitions";
import { workedExamples } from "~/calculators/examples";
import type { CalculatorKey } from "~/calculators/registry";
import { defaultInputs } from "~/calculators/types";
import { savedFigures } from "./sources";

/** Saves a calculator's worked example the way its page's Save does: every field, defaults included. */
function save(key: CalculatorKey, name: string, change: Record<string, string> = {}) {
  const example = workedExamples[key].find((candidate) => candidate.name === name);
  if (!example) throw new Error(`${key} has no example "${name}"`);
  saveInputs(key, {
    ...defaultInputs(calculatorsByKey[key].fields),
    ...example.inputs,
    ...change,
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the sheet's figures from saved calculators", () => {
  it("finds nothing when nothing is saved", async () => {
    expect(await savedFigures()).toEqual({ rows: {}, unused: {}, oneOffs: [], readable: true });
  });

  it("says when this browser does not let it read saved figures at all", async () => {
    save("mortgage-payment", "£250,000 at 5% over 25 years");
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(await savedFigures()).toEqual({ rows: {}, unused: {}, oneOffs: [], readable: false });
  });

  it("takes the take-home pay from the take-home pay calculator, worked by its engine, before the rent calculator's", async () => {
    save("rent-affordability", "£2,500 take-home at 30%, no debts");
    save("take-home-pay", "£35,000 in Scotland");
    // Scotland, 1257L: tax 4,499.18 and NI 1,794.40 a year; a month 2,916.67 − 374.93 − 149.533.
    expect((await savedFigures()).rows.monthlyIncomeAfterTax).toEqual({
      calculator: "take-home-pay",
      value: 2392.21,
      what: "its take-home pay a month, from £35,000 a year before tax",
    });
  });

  it("works a record saved before a field existed with that field's default, as the page restores it", async () => {
    save("mortgage-payment", "£250,000 at 5% over 25 years");
    const { termYears, ...older } = readRecord("mortgage-payment")!.inputs;
    expect(termYears).toBe("25");
    saveInputs("mortgage-payment", older);
    // The term's default, 25 years: 250,000 × r ÷ (1 − (1 + r)^−300), r = 5% ÷ 12, £1,461.48.
    expect((await savedFigures()).rows.housing?.value).toBe(1461.48);
  });

  it("fills benefits from a saved Universal Credit estimate: UC + Child Benefit − the charge ÷ 12", async () => {
    save(
      "universal-credit",
      "Lone parent, 25 or over, one child born 2019, private rent £800 against an LHA of £750, earning £1,200",
    );
    // UC 1,053.69 + Child Benefit 117.22 = 1,170.91.
    expect((await savedFigures()).rows.monthlyBenefits).toEqual({
      calculator: "universal-credit",
      value: 1170.91,
      what: "its Universal Credit and Child Benefit a month",
    });
    save(
      "universal-credit",
      "Two children and the higher earner on £70,000: half the Child Benefit is charged back",
    );
    // No UC; Child Benefit 194.78 less the charge's 50% share of it (97.39) = 97.39.
    expect((await savedFigures()).rows.monthlyBenefits).toMatchObject({
      value: 97.39,
      what: "its Universal Credit and Child Benefit a month, less the High Income Child Benefit Charge's share of it",
    });
  });

  it("fills childcare from a saved childcare estimate: what the family pays by the route it can use", async () => {
    save(
      "childcare",
      "England: a lone parent who earns enough, one child of 3, 40 hours a week for 51 weeks at £7.00",
    );
    // After 1,140 funded hours, £525.00 a month; Tax-Free Childcare adds £105.00: £420.00.
    expect((await savedFigures()).rows.childcare).toEqual({
      calculator: "childcare",
      value: 420,
      what: "what you pay a month after funded hours and Tax-Free Childcare",
    });
    save(
      "childcare",
      "England: a lone parent on Universal Credit who earns enough, a child of 9 months to 2, 30 hours for 48 weeks at £9.00",
    );
    // £225.00 a month after funded hours, less 85% (£191.25): £33.75.
    expect((await savedFigures()).rows.childcare).toEqual({
      calculator: "childcare",
      value: 33.75,
      what: "what you pay a month after funded hours and Universal Credit's childcare element",
    });
  });

  it("fills housing from the mortgage's monthly total and energy from the bill, to the penny", async () => {
    save("mortgage-payment", "£180,000 at 4.5% over 30 years with council tax and insurance");
    save(
      "energy-bill",
      "Known usage: 2,500 kWh of electricity and 9,500 kWh of gas a year at the July 2026 cap rates",
    );
    const { rows, oneOffs } = await savedFigures();
    // 912.03 + 165.00 + 30.00 = 1,107.03; the bill's 138.6532 is shown as £138.65.
    expect(rows).toEqual({
      housing: {
        calculator: "mortgage-payment",
        value: 1107.03,
        what: "its monthly total with council tax and insurance",
      },
      energy: { calculator: "energy-bill", value: 138.65, what: "its estimated monthly bill" },
    });
    expect(oneOffs).toEqual([]);
  });

  it("takes the take-home pay from the rent calculator as it read it", async () => {
    save("rent-affordability", "£2,500 take-home at 30%, no debts", {
      monthlyIncomeAfterTax: "£650 a week",
    });
    // 650 × 52 ÷ 12 = 2,816.666…
    expect((await savedFigures()).rows.monthlyIncomeAfterTax).toMatchObject({ value: 2816.67 });
  });

  it("counts fuel for a regular trip, and says why one journey or the EV calculator does not fill travel", async () => {
    save("ev-charging", workedExamples["ev-charging"][0]!.name);
    expect((await savedFigures()).unused.travel).toEqual({
      calculator: "ev-charging",
      why: "compares costs a mile rather than pricing your own driving, so it does not fill this row",
    });
    save("fuel-cost", "100-mile trip at 45 mpg, £6.36 a gallon");
    expect(await savedFigures()).toMatchObject({
      rows: {},
      unused: {
        travel: {
          calculator: "fuel-cost",
          why: "prices one journey, not a regular one, so it does not fill this row",
        },
      },
    });
    save("fuel-cost", "Daily 20-mile commute at 40 mpg, 140p a litre");
    // 20 × 2 × 5 × 4 = 800 miles at £0.159113 a mile: £127.29
    expect(await savedFigures()).toMatchObject({
      rows: { travel: { calculator: "fuel-cost", value: 127.29 } },
      unused: {},
    });
  });

  it("lists moving and stamp duty apart, as one-off costs", async () => {
    save("moving-cost", "Buying in England, £295,000, with fees (GOV.UK's own example)");
    save("stamp-duty", "England, £295,000 (GOV.UK's own example)");
    const { rows, oneOffs } = await savedFigures();
    expect(rows).toEqual({});
    expect(oneOffs).toEqual([
      {
        calculator: "moving-cost",
        value: 8410,
        what: "the move and buying your home, with £4,750.00 of SDLT",
      },
      {
        calculator: "stamp-duty",
        value: 4750,
        what: "SDLT on a £295,000 home in England and Northern Ireland",
      },
    ]);
  });

  it("leaves a row alone when its calculator's saved inputs do not calculate, or cannot be read", async () => {
    save("mortgage-payment", "£250,000 at 5% over 25 years", { loanAmount: "" });
    window.localStorage.setItem("costwise:energy-bill:inputs", "{not json");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await savedFigures()).rows).toEqual({});
    expect(warn).toHaveBeenCalledWith("Failed to load saved inputs", expect.any(SyntaxError));
  });

  it("works the figures again once a calculator is saved again", async () => {
    save("mortgage-payment", "£250,000 at 5% over 25 years");
    expect((await savedFigures()).rows.housing?.value).toBe(1461.48);
    save("mortgage-payment", "£180,000 at 4.5% over 30 years with council tax and insurance");
    expect((await savedFigures()).rows.housing?.value).toBe(1107.03);
  });
});
