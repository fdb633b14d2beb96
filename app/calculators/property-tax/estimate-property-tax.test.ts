import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "~/calculators/definitions";
import { examples as movingExamples } from "~/calculators/moving-cost/examples";
import { readFigure } from "~/calculators/reading";
import { examples as stampDutyExamples } from "~/calculators/stamp-duty/examples";
import { defaultInputs } from "~/calculators/types";
import {
  PROPERTY_TAX_CHECKED,
  PROPERTY_TAX_RULES,
  type PropertyTaxNation,
} from "~/reference/property-tax";
import { estimatePropertyTax, type PropertyTaxBuyer, withNilBand } from "./estimate-property-tax";
import { buyerOf, nationOf } from "./purchase";

/** "£12,500.00" or "300k" as a number of pounds, read as the price field reads it. */
const pounds = (text: string) => {
  const figure = readFigure({ name: "a price", unit: "£", range: [0, 1e9] }, text);
  return figure.ok ? figure.value : Number.NaN;
};

const nonResident = (inputs: Readonly<Record<string, string>>) => inputs.nonUkResident === "true";

const NATIONS = ["england", "scotland", "wales"] as const satisfies readonly PropertyTaxNation[];

describe("the worked examples, band by band", () => {
  const cases = [
    ...movingExamples.flatMap((example) => ("tax" in example ? [example] : [])),
    ...stampDutyExamples,
  ];
  const nonResident = (inputs: Readonly<Record<string, string>>) => inputs.nonUkResident === "true";

  it("has at least three per nation, with a first-time buyer (England, Scotland) and an additional property each", () => {
    for (const nation of NATIONS) {
      const ofNation = cases.filter((example) => example.inputs.nation === nation);
      expect(ofNation.length, nation).toBeGreaterThanOrEqual(3);
      expect(ofNation.some((example) => buyerOf(example.inputs) === "additional-property")).toBe(
        true,
      );
      if (nation !== "wales")
        expect(ofNation.some((example) => buyerOf(example.inputs) === "first-time-buyer")).toBe(
          true,
        );
    }
  });

  it.each(cases.map((example) => [example.name, example] as const))("%s", (_name, example) => {
    const price = pounds(example.inputs.propertyPrice);
    const estimate = estimatePropertyTax(
      price,
      nationOf(example.inputs.nation),
      buyerOf(example.inputs),
      { nonUkResident: nonResident(example.inputs) },
    );
    expect(estimate.slices.map((slice) => [slice.taxed, slice.ratePct, slice.tax])).toEqual(
      example.tax.bands,
    );
    const supplement = "supplement" in example.tax ? example.tax.supplement : null;
    expect(
      estimate.supplement && [
        estimate.supplement.on,
        estimate.supplement.ratePct,
        estimate.supplement.tax,
      ],
    ).toEqual(supplement);
    const sum =
      example.tax.bands.reduce((total, [, , tax]) => total + tax, 0) + (supplement?.[2] ?? 0);
    expect(estimate.beforeRounding).toBe(sum);
    expect(estimate.total).toBe(pounds(example.expected.propertyTax));
    // The bands cover the whole price, once.
    expect(estimate.slices.reduce((total, slice) => total + slice.taxed, 0)).toBe(price);
  });
});

describe("the stamp duty calculator's cases from each authority's rules", () => {
  it.each(NATIONS)("%s has at least five, across the reliefs and surcharges", (nation) => {
    const ofNation = stampDutyExamples.filter((example) => example.inputs.nation === nation);
    const prices = ofNation.map((example) => pounds(example.inputs.propertyPrice));
    const buyers = ofNation.map((example) => buyerOf(example.inputs));
    expect(ofNation.length).toBeGreaterThanOrEqual(5);
    expect(buyers).toContain("additional-property");
    expect(buyers).toContain("first-time-buyer");
    expect(prices.some((price) => price > 1_500_000)).toBe(true);
    if (nation === "england") {
      const firstTimePrices = ofNation
        .filter((example) => buyerOf(example.inputs) === "first-time-buyer")
        .map((example) => pounds(example.inputs.propertyPrice));
      expect(firstTimePrices).toContain(500_000);
      expect(firstTimePrices).toContain(500_001);
      expect(ofNation.some((example) => nonResident(example.inputs))).toBe(true);
    }
  });

  it("the moving calculator gives the same tax for each one it can ask about", async () => {
    const moving = calculatorsByKey["moving-cost"];
    const stampDuty = calculatorsByKey["stamp-duty"];
    const asked = stampDutyExamples.filter(
      (example) => !nonResident(example.inputs) || example.inputs.nation !== "england",
    );
    expect(asked.length).toBeGreaterThanOrEqual(15);
    for (const example of asked) {
      const { nonUkResident: _, ...purchase } = example.inputs;
      const movingInputs = {
        ...defaultInputs(moving.fields),
        distance: "10",
        buying: "true",
        ...purchase,
      };
      const movingOutcome = moving.calculate(movingInputs);
      const stampDutyOutcome = stampDuty.calculate({
        ...defaultInputs(stampDuty.fields),
        ...example.inputs,
      });
      if (!movingOutcome.ok || !stampDutyOutcome.ok) throw new Error(example.name);
      const movingTax = movingOutcome.result.buying?.propertyTax;
      expect(movingTax, example.name).toEqual(stampDutyOutcome.result.tax);
    }
  });
});

describe("reliefs and surcharges at their limits", () => {
  it("England's first-time buyers' relief applies up to £500,000 and not a pound over", () => {
    // 5% on £200,000 = £10,000 at the limit.
    expect(estimatePropertyTax(500_000, "england", "first-time-buyer")).toMatchObject({
      rates: "first-time-buyer",
      total: 10_000,
      notApplied: null,
    });
    // Main rates: £2,500 + 5% on £250,001 = £12,500.05, so £15,000.05, rounded down to £15,000.
    expect(estimatePropertyTax(500_001, "england", "first-time-buyer")).toMatchObject({
      rates: "main",
      beforeRounding: 15_000.05,
      total: 15_000,
      notApplied: { kind: "over-first-time-buyer-limit", maxPrice: 500_000 },
    });
  });

  it("Scotland's relief has no price limit and saves at most £600", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (price) => {
        const main = estimatePropertyTax(price, "scotland", "standard").total;
        const relieved = estimatePropertyTax(price, "scotland", "first-time-buyer").total;
        // 2% of the part of the price between £145,000 and £175,000.
        const saving = (Math.min(Math.max(price - 145_000, 0), 30_000) * 2) / 100;
        return Math.abs(main - relieved - saving) < 1e-9;
      }),
    );
  });

  it("Wales has no first-time buyer relief: the main rates apply", () => {
    expect(estimatePropertyTax(300_000, "wales", "first-time-buyer")).toMatchObject({
      rates: "main",
      total: 4_500,
      notApplied: { kind: "no-first-time-buyer-relief" },
    });
  });

  it.each([
    // England: 5% on £40,000; Scotland: 8% of £40,000 (nothing in the main bands); Wales: 5%.
    ["england", 2_000],
    ["scotland", 3_200],
    ["wales", 2_000],
  ] as const)("%s: the additional property rates start at £40,000", (nation, atForty) => {
    expect(estimatePropertyTax(40_000, nation, "additional-property")).toMatchObject({
      rates: "higher",
      total: atForty,
    });
    expect(estimatePropertyTax(39_999, nation, "additional-property")).toMatchObject({
      rates: "main",
      total: 0,
      notApplied: { kind: "under-additional-minimum", minPrice: 40_000 },
    });
  });

  it("England's higher rates are the main rates plus 5% of the whole price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 40_000, max: 5_000_000 }), (price) => {
        const main = estimatePropertyTax(price, "england", "standard").beforeRounding;
        const higher = estimatePropertyTax(price, "england", "additional-property").beforeRounding;
        return Math.abs(higher - main - (price * 5) / 100) < 1e-6;
      }),
    );
  });

  it("Scotland adds the supplement on the whole price to the main bands", () => {
    const estimate = estimatePropertyTax(500_000, "scotland", "additional-property");
    // £23,350 in the main bands plus 8% of £500,000 = £40,000.
    expect(estimate.total).toBe(63_350);
    expect(estimate.supplement).toEqual({
      name: "Additional Dwelling Supplement",
      ratePct: 8,
      on: 500_000,
      tax: 40_000,
    });
  });
});

describe("rounding", () => {
  it("rounds Stamp Duty Land Tax down to the whole pound, as HMRC's manual says", () => {
    // 2% on £125,000 = £2,500 and 5% on the last £1 = £0.05.
    expect(estimatePropertyTax(250_001, "england", "standard")).toMatchObject({
      beforeRounding: 2_500.05,
      roundedDown: true,
      total: 2_500,
    });
  });

  it("keeps the pence in Scotland and Wales, where we found no published rounding rule", () => {
    expect(estimatePropertyTax(145_001, "scotland", "standard").total).toBe(0.02);
    expect(estimatePropertyTax(225_001, "wales", "standard").total).toBe(0.06);
  });
});

describe("the nil band", () => {
  it("raises the start of the bands it covers, and merges a wider zero band", () => {
    expect(withNilBand(PROPERTY_TAX_RULES.scotland.main.bands, 175_000)).toEqual([
      { from: 0, ratePct: 0 },
      { from: 175_000, ratePct: 2 },
      { from: 250_000, ratePct: 5 },
      { from: 325_000, ratePct: 10 },
      { from: 750_000, ratePct: 12 },
    ]);
    expect(withNilBand(PROPERTY_TAX_RULES.wales.main.bands, 175_000)).toEqual(
      PROPERTY_TAX_RULES.wales.main.bands,
    );
  });

  it("drops a band that ends exactly where the nil band does, and keeps the top band", () => {
    const bands = [
      { from: 0, ratePct: 0 },
      { from: 100_000, ratePct: 2 },
      { from: 200_000, ratePct: 5 },
    ];
    expect(withNilBand(bands, 200_000)).toEqual([
      { from: 0, ratePct: 0 },
      { from: 200_000, ratePct: 5 },
    ]);
    expect(withNilBand(bands, 300_000)).toEqual([
      { from: 0, ratePct: 0 },
      { from: 300_000, ratePct: 5 },
    ]);
  });
});

describe("the rules an estimate names, with their dates and sources", () => {
  const names = (price: number, nation: PropertyTaxNation, buyer: PropertyTaxBuyer) =>
    estimatePropertyTax(price, nation, buyer).applied.map((rule) => [
      rule.name,
      rule.effectiveFrom,
    ]);

  it("names the main rates, and the relief or surcharge where it applies", () => {
    expect(names(300_000, "england", "standard")).toEqual([
      ["Stamp Duty Land Tax main rates", "2025-04-01"],
    ]);
    // England's relief has bands of its own, so the main rates play no part.
    expect(names(300_000, "england", "first-time-buyer")).toEqual([
      ["First-time buyer relief", "2025-04-01"],
    ]);
    expect(names(600_000, "england", "first-time-buyer")).toEqual([
      ["Stamp Duty Land Tax main rates", "2025-04-01"],
    ]);
    expect(names(300_000, "england", "additional-property")).toEqual([
      ["Stamp Duty Land Tax main rates", "2025-04-01"],
      ["Higher rates for additional dwellings", "2024-10-31"],
    ]);
    expect(names(300_000, "scotland", "first-time-buyer")).toEqual([
      ["Land and Buildings Transaction Tax main rates", "2021-04-01"],
      ["First-time buyer relief", "2018-06-30"],
    ]);
    expect(names(300_000, "scotland", "additional-property")).toEqual([
      ["Land and Buildings Transaction Tax main rates", "2021-04-01"],
      ["Additional Dwelling Supplement", "2024-12-05"],
    ]);
    // Wales's higher rates have bands of their own.
    expect(names(300_000, "wales", "additional-property")).toEqual([
      ["Higher residential rates", "2024-12-11"],
    ]);
    expect(names(30_000, "wales", "additional-property")).toEqual([
      ["Land Transaction Tax main rates", "2022-10-10"],
    ]);
  });

  it("says which bands it used", () => {
    expect(estimatePropertyTax(300_000, "england", "first-time-buyer").rates).toBe(
      "first-time-buyer",
    );
    expect(estimatePropertyTax(300_000, "scotland", "first-time-buyer").rates).toBe(
      "first-time-buyer",
    );
    expect(estimatePropertyTax(300_000, "wales", "additional-property").rates).toBe("higher");
    expect(estimatePropertyTax(300_000, "wales", "first-time-buyer").rates).toBe("main");
  });
});

describe("the rules", () => {
  const dated = NATIONS.flatMap((nation) => {
    const rules = PROPERTY_TAX_RULES[nation];
    return [rules.main, rules.firstTimeBuyer, rules.additionalProperty].map(
      (rule) => [nation, rule] as const,
    );
  });

  it.each(dated)("%s: each rule is dated, checked and sourced", (_nation, rule) => {
    expect(rule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rule.effectiveFrom <= rule.checked).toBe(true);
    expect(rule.checked).toBe(PROPERTY_TAX_CHECKED);
    expect(rule.source.title.length).toBeGreaterThan(10);
    expect(rule.source.url).toMatch(/^https:\/\/[^\s]+$/);
  });

  it.each(NATIONS)("%s: every band table starts at £0 and rises", (nation) => {
    const rules = PROPERTY_TAX_RULES[nation];
    const tables = [rules.main.bands];
    if (rules.firstTimeBuyer.kind === "own-bands") tables.push(rules.firstTimeBuyer.bands);
    if (rules.additionalProperty.kind === "own-bands") tables.push(rules.additionalProperty.bands);
    for (const bands of tables) {
      expect(bands[0]).toMatchObject({ from: 0 });
      for (const [index, band] of bands.entries())
        if (index > 0) expect(band.from).toBeGreaterThan(bands[index - 1]!.from);
    }
  });
});

describe("the non-UK resident surcharge (SDLT, HMRC SDLTM09870: 2% more on every band)", () => {
  const england = PROPERTY_TAX_RULES.england;
  const sdlt = (price: number, buyer: PropertyTaxBuyer = "standard") =>
    estimatePropertyTax(price, "england", buyer, { nonUkResident: true });

  it("matches HMRC's own example 1: £700,000 in October 2022, first-time buyers' rates not available, £36,500", () => {
    // The bands then: 0% to £250,000, 5% to £925,000; with the surcharge 2% and 7%.
    const october2022 = {
      ...england,
      main: {
        ...england.main,
        bands: [
          { from: 0, ratePct: 0 },
          { from: 250_000, ratePct: 5 },
          { from: 925_000, ratePct: 10 },
          { from: 1_500_000, ratePct: 12 },
        ],
      },
    };
    const estimate = estimatePropertyTax(700_000, "england", "first-time-buyer", {
      nonUkResident: true,
      rules: october2022,
    });
    // 2% of £250,000 = £5,000; 7% of £450,000 = £31,500.
    expect(estimate.slices.map((slice) => [slice.taxed, slice.ratePct, slice.tax])).toEqual([
      [250_000, 2, 5_000],
      [450_000, 7, 31_500],
    ]);
    expect(estimate.total).toBe(36_500);
  });

  it.each([
    // [price, buyer, tax, the working by hand at the bands since 1 April 2025]
    [
      700_000,
      "standard",
      39_000,
      "2% × 125,000 + 4% × 125,000 + 7% × 450,000 = 2,500 + 5,000 + 31,500",
    ],
    [300_000, "first-time-buyer", 6_000, "first-time buyers' rates + 2%: 2% × 300,000"],
    [500_000, "first-time-buyer", 20_000, "2% × 300,000 + 7% × 200,000 = 6,000 + 14,000"],
    [
      500_001,
      "first-time-buyer",
      25_000,
      "over £500,000, main rates + 2%: 2,500 + 5,000 + 7% × 250,001 = 25,000.07, rounded down",
    ],
    [
      1_600_000,
      "additional-property",
      217_750,
      "higher rates + 2% (7 points on each band): 8,750 + 11,250 + 12% × 675,000 + 17% × 575,000 + 19% × 100,000",
    ],
  ] as [number, PropertyTaxBuyer, number, string][])("£%i, %s: £%i (%s)", (price, buyer, tax) => {
    const estimate = sdlt(price, buyer);
    expect(estimate.total).toBe(tax);
    expect(estimate.nonUkResident).toBe(true);
    expect(estimate.applied.map((rule) => rule.name)).toContain("Non-UK resident surcharge");
  });

  it("does not apply under £40,000, nor in Scotland or Wales", () => {
    expect(sdlt(39_999)).toMatchObject({ nonUkResident: false, total: 0 });
    expect(sdlt(40_000).slices[0]).toMatchObject({ ratePct: 2, tax: 800 });
    for (const nation of ["scotland", "wales"] as const) {
      const resident = estimatePropertyTax(400_000, nation, "standard");
      const abroad = estimatePropertyTax(400_000, nation, "standard", { nonUkResident: true });
      expect(abroad).toEqual(resident);
    }
  });
});

describe("the buyer a purchase's answers describe", () => {
  it("is a first-time buyer, or an additional home, by the box ticked, and standard with neither", () => {
    const buyer = (firstTimeBuyer: string, additionalProperty: string) =>
      buyerOf({ propertyPrice: "300000", nation: "england", firstTimeBuyer, additionalProperty });
    expect(buyer("true", "false")).toBe("first-time-buyer");
    expect(buyer("false", "true")).toBe("additional-property");
    expect(buyer("false", "false")).toBe("standard");
  });
});
