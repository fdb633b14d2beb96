import { describe, expect, it } from "vitest";
import { distanceUnitOf, fuelCostPer, perDistanceWord, toMiles } from "./units";

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

describe("fuel cost per distance", () => {
  it("costs mpg per mile: £6 a gallon at 40 mpg is 15p a mile, or 9.32p a km", () => {
    const fuel = { economy: 40, economyUnit: "mpg", price: 6, priceUnit: "gallon" } as const;
    expect(fuelCostPer("miles", fuel)).toBeCloseTo(0.15, 10);
    expect(fuelCostPer("km", fuel)).toBeCloseTo(0.15 * 0.621371, 10);
  });

  it("turns a litre price into a gallon price for mpg: £1.50 a litre at 45.4609 mpg is 15p a mile", () => {
    const fuel = { economy: 45.4609, economyUnit: "mpg", price: 1.5, priceUnit: "litre" } as const;
    expect(fuelCostPer("miles", fuel)).toBeCloseTo(0.15, 10);
  });

  it("costs L/100km per km: 5 L/100km at £1.50 a litre is 7.5p a km, or 12.07p a mile", () => {
    const fuel = { economy: 5, economyUnit: "L/100km", price: 1.5, priceUnit: "litre" } as const;
    expect(fuelCostPer("km", fuel)).toBeCloseTo(0.075, 10);
    expect(fuelCostPer("miles", fuel)).toBeCloseTo(0.075 * 1.60934, 10);
  });
});
