import { describe, expect, it } from "vitest";
import { FIGURES } from "./figures";

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
