/** Relations between two moving-cost calculations that must hold over valid inputs. */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { amount, expectSame, holds, MILES_PER_KM, resultOf, text } from "../testing/properties";

const movingCost = calculatorsByKey["moving-cost"];

describe("moving cost", () => {
  const move = fc.record({
    miles: amount(1, 800),
    propertySize: fc.constantFrom("studio", "1bed", "2bed", "3bed", "4bed"),
    packingService: fc.constantFrom("true", "false"),
    assemblyService: fc.constantFrom("true", "false"),
    storageMonths: fc.integer({ min: 0, max: 24 }),
    storageRate: amount(0, 400),
  });

  it("the parts add up to the total, whatever is chosen", () => {
    holds(move, ({ miles, storageMonths, storageRate, ...choices }) => {
      const result = resultOf(movingCost, {
        ...choices,
        distance: text(miles),
        storageMonths: text(storageMonths),
        storageRate: text(storageRate),
      });
      const parts = result.baseCost + result.packingCost + result.storageCost + result.assemblyCost;
      expectSame(parts, result.totalEstimate);
      expect(result.packingCost === 0).toBe(choices.packingService === "false");
    });
  });

  it("costs the same for the same move in miles and in km", () => {
    holds(move, ({ miles, propertySize }) => {
      const inMiles = resultOf(movingCost, { propertySize, distance: text(miles) });
      const inKm = resultOf(movingCost, {
        propertySize,
        distanceUnit: "km",
        distance: text(miles / MILES_PER_KM),
      });
      expectSame(inKm.totalEstimate, inMiles.totalEstimate);
    });
  });
});
