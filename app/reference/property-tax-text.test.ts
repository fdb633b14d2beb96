import { describe, expect, it } from "vitest";
import { FIGURES } from "./figures";
import { describeBands, describeReliefBands } from "./property-tax-text";

describe("the SDLT bands in words come from the rules the calculator uses", () => {
  it("states the main bands", () => {
    expect(FIGURES.sdltStandardBands.value).toBe(
      "0% up to £125,000, 2% from £125,000 to £250,000, 5% from £250,000 to £925,000, 10% from £925,000 to £1,500,000 and 12% above £1,500,000",
    );
  });

  it("states first-time buyers' relief and its price limit", () => {
    expect(FIGURES.sdltFirstTimeBuyerBands.value).toBe(
      "nothing on the first £300,000 and 5% on the part from £300,000 to £500,000, for a home costing no more than £500,000",
    );
  });
});

describe("property tax bands in words, for bands made up here", () => {
  it("reads one band, and two", () => {
    expect(describeBands([{ from: 0, ratePct: 3 }])).toBe("3% above £0");
    expect(
      describeBands([
        { from: 0, ratePct: 0 },
        { from: 40_000, ratePct: 4 },
      ]),
    ).toBe("0% up to £40,000 and 4% above £40,000");
    expect(
      describeBands([
        { from: 0, ratePct: 0 },
        { from: 100_000, ratePct: 2 },
        { from: 200_000, ratePct: 5 },
      ]),
    ).toBe("0% up to £100,000, 2% from £100,000 to £200,000 and 5% above £200,000");
  });

  it.each<[string, [from: number, ratePct: number][], number, string]>([
    [
      "a relief's nil band from £0 as nothing on the first part",
      [
        [0, 0],
        [300_000, 5],
      ],
      500_000,
      "nothing on the first £300,000 and 5% on the part from £300,000 to £500,000, for a home costing no more than £500,000",
    ],
    [
      "a relief whose first band is taxed, and a nil band that does not start at £0",
      [
        [0, 1],
        [200_000, 0],
      ],
      400_000,
      "1% on the part from £0 to £200,000 and 0% on the part from £200,000 to £400,000, for a home costing no more than £400,000",
    ],
  ])("reads %s", (_, fromAndRate, priceLimit, words) => {
    const bands = fromAndRate.map(([from, ratePct]) => ({ from, ratePct }));
    expect(describeReliefBands(bands, priceLimit)).toBe(words);
  });
});
