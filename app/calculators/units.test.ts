import { describe, expect, it } from "vitest";
import { distanceUnitOf, perDistanceWord, toMiles } from "./units";

describe("distance units", () => {
  it("reads any choice but km as miles, the default", () => {
    expect(distanceUnitOf("km")).toBe("km");
    expect(distanceUnitOf("miles")).toBe("miles");
    expect(distanceUnitOf("")).toBe("miles");
  });

  it("converts km to miles (100 km is 62.1371 miles) and leaves miles alone", () => {
    expect(toMiles(100, "km")).toBeCloseTo(62.1371, 10);
    expect(toMiles(100, "miles")).toBe(100);
  });

  it("names the unit as in 'cost per mile' and 'cost per km'", () => {
    expect(perDistanceWord("miles")).toBe("mile");
    expect(perDistanceWord("km")).toBe("km");
  });
});
