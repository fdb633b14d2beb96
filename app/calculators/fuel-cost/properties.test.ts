/** Relations between two fuel-cost calculations that must hold over valid inputs. */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import {
  amount,
  expectSame,
  holds,
  KM_PER_MILE,
  LITRES_PER_GALLON,
  MILES_PER_KM,
  penceAbove,
  resultOf,
  text,
  threeWays,
} from "../testing/properties";
import type { FuelResult } from "./calculate";

const fuelCost = calculatorsByKey["fuel-cost"];

describe("fuel cost", () => {
  const trip = fc.record({
    miles: amount(1, 2000),
    mpg: amount(10, 120),
    pricePerLitre: amount(0.9, 2.5),
    tripMode: fc.constantFrom("one-way", "daily", "monthly"),
  });

  it("prices the same trip the same in miles and in km", () => {
    holds(trip, ({ miles, mpg, pricePerLitre, tripMode }) => {
      const common = {
        fuelEconomy: text(mpg),
        fuelPrice: text(pricePerLitre),
        priceUnit: "litre",
        tripMode,
      };
      const inMiles = resultOf(fuelCost, { ...common, distance: text(miles) });
      const inKm = resultOf(fuelCost, {
        ...common,
        distanceUnit: "km",
        distance: text(miles * KM_PER_MILE),
      });
      expectSame(inKm.estimatedFuelCost, inMiles.estimatedFuelCost);
      expectSame(inKm.costPerKm, inMiles.costPerMile * MILES_PER_KM);
    });
  });

  it("a price per litre costs the same as that price × 4.54609 per gallon", () => {
    holds(trip, ({ miles, mpg, pricePerLitre }) => {
      const common = { distance: text(miles), fuelEconomy: text(mpg) };
      const perLitre = resultOf(fuelCost, {
        ...common,
        priceUnit: "litre",
        fuelPrice: text(pricePerLitre),
      });
      const perGallon = resultOf(fuelCost, {
        ...common,
        priceUnit: "gallon",
        fuelPrice: text(pricePerLitre * LITRES_PER_GALLON),
      });
      expectSame(perLitre.estimatedFuelCost, perGallon.estimatedFuelCost);
    });
  });

  it("twice the distance costs twice as much, and pence read as pounds ÷ 100", () => {
    holds(trip, fc.integer({ min: 90, max: 250 }), ({ miles, mpg }, pence) => {
      const base = { fuelEconomy: text(mpg), priceUnit: "litre" };
      const once = resultOf(fuelCost, { ...base, distance: text(miles), fuelPrice: `${pence}p` });
      const twice = resultOf(fuelCost, {
        ...base,
        distance: text(miles * 2),
        fuelPrice: text(pence / 100),
      });
      expectSame(twice.estimatedFuelCost, once.estimatedFuelCost * 2);
    });
  });
});

describe("fuel cost: prices that can only be pence", () => {
  it("reads 139.9, 139.9p and 1.399 a litre alike, with mpg or L/100km, and says which was read as pence", () => {
    holds(
      amount(1, 2000),
      amount(3, 80),
      penceAbove(50, 400),
      fc.constantFrom("mpg", "l100km"),
      fc.constantFrom("miles", "km"),
      (distance, economy, pence, economyUnit, distanceUnit) => {
        const [plain, inPence, inPounds] = threeWays(pence).map((fuelPrice) =>
          resultOf(fuelCost, {
            distance: text(distance),
            distanceUnit,
            fuelEconomy: text(economy),
            economyUnit,
            priceUnit: "litre",
            fuelPrice,
          }),
        ) as [FuelResult, FuelResult, FuelResult];
        expectSame(plain.estimatedFuelCost, inPence.estimatedFuelCost);
        expectSame(plain.estimatedFuelCost, inPounds.estimatedFuelCost);
        expect(plain.fuelPriceUnit).toBe("litre");
        expectSame(plain.fuelPrice, pence / 100);
      },
    );
  });

  it("reads 636 a gallon as 636p, and a price up to £4 a litre or £18.18 a gallon as pounds", () => {
    holds(amount(1, 500), amount(10, 120), penceAbove(228, 1818), (miles, mpg, pence) => {
      const base = { distance: text(miles), fuelEconomy: text(mpg), priceUnit: "gallon" };
      const plain = resultOf(fuelCost, { ...base, fuelPrice: text(pence) });
      const inPounds = resultOf(fuelCost, { ...base, fuelPrice: text(pence / 100) });
      expectSame(plain.estimatedFuelCost, inPounds.estimatedFuelCost);
      expectSame(plain.fuelPrice, pence / 100);
    });
    for (const [priceUnit, fuelPrice] of [
      ["litre", "4"],
      ["gallon", "18.18"],
    ]) {
      const result = resultOf(fuelCost, {
        distance: "100",
        fuelEconomy: "50",
        priceUnit,
        fuelPrice,
      });
      expect(result.fuelPrice).toBe(Number(fuelPrice));
    }
  });
});
