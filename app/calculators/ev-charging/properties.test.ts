/**
 * Relations between two EV-charging calculations that must hold over valid inputs, and with the fuel
 * calculator's price for the same petrol.
 */

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
import type { Inputs } from "../types";
import type { EvResult } from "./calculate";
import type { EvKey } from "./fields";

const { "ev-charging": evCharging, "fuel-cost": fuelCost } = calculatorsByKey;

describe("EV against petrol", () => {
  const cars = fc.record({
    kWhPer100Miles: amount(15, 50),
    pencePerKWh: fc.integer({ min: 5, max: 80 }),
    pricePerGallon: amount(4, 10),
    mpg: amount(20, 80),
  });

  it("gives the same costs per mile and per km once the distances are converted", () => {
    holds(cars, ({ kWhPer100Miles, pencePerKWh, pricePerGallon, mpg }) => {
      const inMiles = resultOf(evCharging, {
        evKWhPer100: text(kWhPer100Miles),
        electricityPrice: `${pencePerKWh}p`,
        fuelUnit: "gallon",
        petrolPrice: text(pricePerGallon),
        petrolEconomy: text(mpg),
      });
      const inKm = resultOf(evCharging, {
        distanceUnit: "km",
        evKWhPer100: text(kWhPer100Miles * MILES_PER_KM),
        electricityPrice: text(pencePerKWh / 100),
        fuelUnit: "gallon",
        petrolPrice: text(pricePerGallon),
        petrolEconomy: text(mpg),
      });
      expectSame(inKm.evCostPerDistance, inMiles.evCostPerDistance * MILES_PER_KM);
      expectSame(inKm.petrolCostPerDistance, inMiles.petrolCostPerDistance * MILES_PER_KM);
      expect(inMiles.evIsCheaper).toBe(inMiles.savingsPer100Distance > 0);
    });
  });

  it("with mpg, a price per litre costs what that price × 4.54609 per gallon does, in miles or km", () => {
    holds(
      cars,
      amount(0.9, 2.5),
      fc.constantFrom("miles", "km"),
      ({ kWhPer100Miles, pencePerKWh, mpg }, pricePerLitre, distanceUnit) => {
        const base = {
          distanceUnit,
          evKWhPer100: text(kWhPer100Miles),
          electricityPrice: `${pencePerKWh}p`,
          fuelUnit: "gallon",
          petrolEconomy: text(mpg),
        };
        const perLitre = resultOf(evCharging, {
          ...base,
          priceUnit: "litre",
          petrolPrice: text(pricePerLitre),
        });
        const perGallon = resultOf(evCharging, {
          ...base,
          priceUnit: "gallon",
          petrolPrice: text(pricePerLitre * LITRES_PER_GALLON),
        });
        expectSame(perLitre.petrolCostPerDistance, perGallon.petrolCostPerDistance);
        expectSame(perLitre.annualSavings, perGallon.annualSavings);
        expect(perLitre.petrolPriceUnit).toBe("litre");
        expect(perGallon.petrolPriceUnit).toBe("gallon");
        // The fuel calculator prices the same petrol the same per mile (or per km).
        const fuel = resultOf(fuelCost, {
          distance: "100",
          distanceUnit,
          fuelEconomy: text(mpg),
          priceUnit: "litre",
          fuelPrice: text(pricePerLitre),
        });
        expectSame(
          perLitre.petrolCostPerDistance,
          distanceUnit === "km" ? fuel.costPerKm : fuel.costPerMile,
        );
      },
    );
  });

  it("prices petrol as before when a link has no priceUnit: per gallon with mpg, per litre with L/100km", () => {
    holds(
      cars,
      amount(0.9, 2.5),
      amount(3, 15),
      fc.constantFrom("miles", "km"),
      fc.constantFrom("gallon", "litre"),
      ({ kWhPer100Miles, pricePerGallon, mpg }, pricePerLitre, litresPer100Km, unit, fuelUnit) => {
        const inputs = {
          distanceUnit: unit,
          evKWhPer100: text(kWhPer100Miles),
          electricityPrice: "0.25",
          fuelUnit,
          petrolPrice: text(fuelUnit === "gallon" ? pricePerGallon : pricePerLitre),
          petrolEconomy: text(fuelUnit === "gallon" ? mpg : litresPer100Km),
          publicChargingSharePct: "",
          publicChargingPrice: "",
        };
        const outcome = evCharging.calculate(inputs as Inputs<EvKey>); // no priceUnit, as in an old link
        if (!outcome.ok) throw new Error(outcome.message);
        const perMile =
          fuelUnit === "gallon"
            ? pricePerGallon / mpg
            : ((litresPer100Km * pricePerLitre) / 100) * KM_PER_MILE;
        const perKm =
          fuelUnit === "gallon"
            ? (pricePerGallon / mpg) * MILES_PER_KM
            : (litresPer100Km * pricePerLitre) / 100;
        expectSame(outcome.result.petrolCostPerDistance, unit === "km" ? perKm : perMile);
      },
    );
  });

  it("reads each price that can only be pence as pence: 139.9 ≡ 139.9p ≡ 1.399", () => {
    const base = {
      evKWhPer100: "30",
      electricityPrice: "0.25",
      petrolEconomy: "45",
      petrolPrice: "1.40",
      fuelUnit: "gallon",
      priceUnit: "litre",
      publicChargingSharePct: "40",
      publicChargingPrice: "0.79",
    };
    const cases = [
      // [field, the price in the result, the choices that give it its unit, pence above which
      // a number can only be pence (and a real price), the most pence it can be]
      ["petrolPrice", "petrolPrice", { fuelUnit: "gallon", priceUnit: "litre" }, 50, 400],
      ["petrolPrice", "petrolPrice", { fuelUnit: "litre" }, 50, 400],
      ["petrolPrice", "petrolPrice", { fuelUnit: "gallon", priceUnit: "gallon" }, 228, 1818],
      ["electricityPrice", "homeElectricityPrice", {}, 5, 100],
      ["publicChargingPrice", "publicChargingPrice", {}, 5, 150],
    ] as const;
    for (const [field, resultKey, choices, abovePence, maxPence] of cases) {
      fc.assert(
        fc.property(
          penceAbove(abovePence, maxPence),
          fc.constantFrom("miles", "km"),
          (pence, distanceUnit) => {
            const [plain, inPence, inPounds] = threeWays(pence).map((price) =>
              resultOf(evCharging, { ...base, ...choices, distanceUnit, [field]: price }),
            ) as [EvResult, EvResult, EvResult];
            expectSame(plain.annualSavings, inPence.annualSavings);
            expectSame(plain.annualSavings, inPounds.annualSavings);
            expectSame(plain[resultKey] ?? 0, pence / 100);
          },
        ),
        { numRuns: 50 },
      );
    }
  });
});
