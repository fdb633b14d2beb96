/** Inputs written in content or links, held to the calculator's fields (input-problems.ts). */
import { describe, expect, it } from "vitest";
import { calculatorHref } from "./calculator-links";
import { calculatorsByKey } from "./definitions";
import { inputProblems } from "./input-problems";

const fuelCost = calculatorsByKey["fuel-cost"];

describe("inputs written for a calculator", () => {
  it("pass when each is a field with a value it takes", () => {
    expect(
      inputProblems(fuelCost, { tripMode: "daily", distance: "20", fuelPrice: "140p" }),
    ).toEqual([]);
  });

  it("name a key that is not a field, a choice that is not an option, and a figure it cannot read", () => {
    expect(
      inputProblems(fuelCost, { distanse: "20", tripMode: "weekly", distance: "twenty" }),
    ).toEqual([
      "inputs.distanse: not a field of fuel-cost (tripMode, distance, distanceUnit, fuelEconomy, economyUnit, fuelPrice, priceUnit)",
      'inputs.tripMode: "weekly" is not one of one-way, daily, monthly',
      // The example is the middle of the range, 0 to 20,000 miles: 10,000.
      "inputs.distance: Please enter the distance as a number, for example 10,000.",
    ]);
  });

  it("read a figure in the unit the other inputs choose", () => {
    // 25,000 is over the 20,000 miles a distance may be, but within 32,000 km.
    expect(inputProblems(fuelCost, { distance: "25000" })).toEqual([
      "inputs.distance: The distance must be between 0 miles and 20,000 miles.",
    ]);
    expect(inputProblems(fuelCost, { distanceUnit: "km", distance: "25000" })).toEqual([]);
  });
});

describe("a link to a calculator", () => {
  it("carries the format's version and the inputs, in the order given", () => {
    expect(calculatorHref("fuel-cost", { tripMode: "daily", distance: "20 miles" })).toBe(
      "/calculators/fuel-cost?v=1&tripMode=daily&distance=20+miles",
    );
  });
});
