/**
 * Properties over valid inputs: every run reaches a result, and relations that must hold between
 * two calculations hold (the same trip in miles and in km costs the same, a higher rate never
 * lowers a payment, …). The worked examples pin the exact figures; these check the maths between them.
 */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "./definitions";
import type { EvResult } from "./ev-charging/calculate";
import type { EvKey } from "./ev-charging/fields";
import type { FuelResult } from "./fuel-cost/calculate";
import { type Calculator, defaultInputs, type Inputs } from "./types";

const {
  "energy-bill": energyBill,
  "ev-charging": evCharging,
  "fuel-cost": fuelCost,
  "mortgage-payment": mortgagePayment,
  "moving-cost": movingCost,
  "rent-affordability": rentAffordability,
} = calculatorsByKey;

const RUNS = { numRuns: 200 };

/** A positive amount as a visitor would type it, with up to two decimals. */
const amount = (min: number, max: number) =>
  fc
    .integer({ min: Math.round(min * 100), max: Math.round(max * 100) })
    .map((cents) => cents / 100);
const text = (value: number) => String(value);

/** The result, or a failed test naming the message: every input here is valid. */
function resultOf<K extends string, R>(
  definition: Calculator<K, R>,
  inputs: Partial<Inputs<K>>,
): R {
  const outcome = definition.calculate({ ...defaultInputs(definition.fields), ...inputs });
  if (!outcome.ok) throw new Error(`rejected ${JSON.stringify(inputs)}: ${outcome.message}`);
  return outcome.result;
}

/**
 * Equal to within a hundred-thousandth of their size: the unit factors are given to six figures
 * (1.60934 × 0.621371 = 0.9999992), so a distance converted there and back is off by about 1e-6.
 */
const expectSame = (a: number, b: number) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-5 * Math.max(Math.abs(a), Math.abs(b), 1));

/**
 * A price in pence, to a tenth, above `abovePounds` (one that can only be pence, like 139.9 a litre)
 * and at most `maxPence`; up to `abovePounds` × 100 pence, its pounds are read as pounds too.
 */
const penceAbove = (abovePounds: number, maxPence: number) =>
  fc
    .integer({ min: Math.floor(abovePounds * 10) + 1, max: maxPence * 10 })
    .map((tenths) => tenths / 10);

/** The same price typed three ways: as the pump shows it (139.9), in pence (139.9p), in pounds (1.399). */
const threeWays = (pence: number) => [text(pence), `${pence}p`, text(pence / 100)] as const;

const KM_PER_MILE = 1.60934;
const MILES_PER_KM = 0.621371;
const LITRES_PER_GALLON = 4.54609;

describe("fuel cost", () => {
  const trip = fc.record({
    miles: amount(1, 2000),
    mpg: amount(10, 120),
    pricePerLitre: amount(0.9, 2.5),
    tripMode: fc.constantFrom("one-way", "daily", "monthly"),
  });

  it("prices the same trip the same in miles and in km", () => {
    fc.assert(
      fc.property(trip, ({ miles, mpg, pricePerLitre, tripMode }) => {
        const common = { fuelEconomy: text(mpg), fuelPrice: text(pricePerLitre), tripMode };
        const inMiles = resultOf(fuelCost, {
          ...common,
          priceUnit: "litre",
          distance: text(miles),
        });
        const inKm = resultOf(fuelCost, {
          ...common,
          priceUnit: "litre",
          distanceUnit: "km",
          distance: text(miles * KM_PER_MILE),
        });
        expectSame(inKm.estimatedFuelCost, inMiles.estimatedFuelCost);
        expectSame(inKm.costPerKm, inMiles.costPerMile * MILES_PER_KM);
      }),
      RUNS,
    );
  });

  it("a price per litre costs the same as that price × 4.54609 per gallon", () => {
    fc.assert(
      fc.property(trip, ({ miles, mpg, pricePerLitre }) => {
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
      }),
      RUNS,
    );
  });

  it("twice the distance costs twice as much, and pence read as pounds ÷ 100", () => {
    fc.assert(
      fc.property(trip, fc.integer({ min: 90, max: 250 }), ({ miles, mpg }, pence) => {
        const base = { fuelEconomy: text(mpg), priceUnit: "litre" };
        const once = resultOf(fuelCost, { ...base, distance: text(miles), fuelPrice: `${pence}p` });
        const twice = resultOf(fuelCost, {
          ...base,
          distance: text(miles * 2),
          fuelPrice: text(pence / 100),
        });
        expectSame(twice.estimatedFuelCost, once.estimatedFuelCost * 2);
      }),
      RUNS,
    );
  });
});

describe("fuel cost: prices that can only be pence", () => {
  it("reads 139.9, 139.9p and 1.399 a litre alike, with mpg or L/100km, and says which was read as pence", () => {
    fc.assert(
      fc.property(
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
      ),
      RUNS,
    );
  });

  it("reads 636 a gallon as 636p, and a price up to £4 a litre or £18.18 a gallon as pounds", () => {
    fc.assert(
      fc.property(amount(1, 500), amount(10, 120), penceAbove(228, 1818), (miles, mpg, pence) => {
        const base = { distance: text(miles), fuelEconomy: text(mpg), priceUnit: "gallon" };
        const plain = resultOf(fuelCost, { ...base, fuelPrice: text(pence) });
        const inPounds = resultOf(fuelCost, { ...base, fuelPrice: text(pence / 100) });
        expectSame(plain.estimatedFuelCost, inPounds.estimatedFuelCost);
        expectSame(plain.fuelPrice, pence / 100);
      }),
      RUNS,
    );
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

describe("mortgage payment", () => {
  const loan = fc.record({
    amount: fc.integer({ min: 10_000, max: 2_000_000 }),
    ratePct: amount(0.5, 12),
    years: fc.integer({ min: 5, max: 40 }),
  });

  it("a higher rate never lowers the monthly payment", () => {
    fc.assert(
      fc.property(loan, amount(0.01, 3), ({ amount: loanAmount, ratePct, years }, rise) => {
        const base = { loanAmount: text(loanAmount), termYears: text(years) };
        const lower = resultOf(mortgagePayment, { ...base, interestRatePct: text(ratePct) });
        const higher = resultOf(mortgagePayment, {
          ...base,
          interestRatePct: text(ratePct + rise),
        });
        expect(higher.monthlyPrincipalInterest).toBeGreaterThan(lower.monthlyPrincipalInterest);
        expect(higher.totalInterestPaid).toBeGreaterThan(lower.totalInterestPaid);
      }),
      RUNS,
    );
  });

  it("an overpayment never adds interest or time", () => {
    fc.assert(
      fc.property(loan, amount(1, 2000), ({ amount: loanAmount, ratePct, years }, extra) => {
        const result = resultOf(mortgagePayment, {
          loanAmount: text(loanAmount),
          interestRatePct: text(ratePct),
          termYears: text(years),
          monthlyOverpayment: text(extra),
        });
        const overpayment = result.overpayment;
        expect(overpayment).not.toBeNull();
        expect(overpayment!.interestSaved).toBeGreaterThanOrEqual(0);
        expect(overpayment!.monthsSaved).toBeGreaterThanOrEqual(0);
        expect(overpayment!.months).toBeLessThanOrEqual(years * 12);
      }),
      RUNS,
    );
  });

  it("reads £1,250,000 and 1250000 alike", () => {
    fc.assert(
      fc.property(loan, ({ amount: loanAmount, ratePct, years }) => {
        const base = { interestRatePct: text(ratePct), termYears: text(years) };
        const typed = resultOf(mortgagePayment, {
          ...base,
          loanAmount: `£${loanAmount.toLocaleString("en-GB")}`,
        });
        const plain = resultOf(mortgagePayment, { ...base, loanAmount: text(loanAmount) });
        expect(typed.monthlyPrincipalInterest).toBe(plain.monthlyPrincipalInterest);
      }),
      RUNS,
    );
  });
});

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
    fc.assert(
      fc.property(move, ({ miles, storageMonths, storageRate, ...choices }) => {
        const result = resultOf(movingCost, {
          ...choices,
          distance: text(miles),
          storageMonths: text(storageMonths),
          storageRate: text(storageRate),
        });
        const parts =
          result.baseCost + result.packingCost + result.storageCost + result.assemblyCost;
        expectSame(parts, result.totalEstimate);
        expect(result.packingCost === 0).toBe(choices.packingService === "false");
      }),
      RUNS,
    );
  });

  it("costs the same for the same move in miles and in km", () => {
    fc.assert(
      fc.property(move, ({ miles, propertySize }) => {
        const inMiles = resultOf(movingCost, { propertySize, distance: text(miles) });
        const inKm = resultOf(movingCost, {
          propertySize,
          distanceUnit: "km",
          distance: text(miles / MILES_PER_KM),
        });
        expectSame(inKm.totalEstimate, inMiles.totalEstimate);
      }),
      RUNS,
    );
  });
});

describe("EV against petrol", () => {
  const cars = fc.record({
    kWhPer100Miles: amount(15, 50),
    pencePerKWh: fc.integer({ min: 5, max: 80 }),
    pricePerGallon: amount(4, 10),
    mpg: amount(20, 80),
  });

  it("gives the same costs per mile and per km once the distances are converted", () => {
    fc.assert(
      fc.property(cars, ({ kWhPer100Miles, pencePerKWh, pricePerGallon, mpg }) => {
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
      }),
      RUNS,
    );
  });

  it("with mpg, a price per litre costs what that price × 4.54609 per gallon does, in miles or km", () => {
    fc.assert(
      fc.property(
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
      ),
      RUNS,
    );
  });

  it("prices petrol as before when a link has no priceUnit: per gallon with mpg, per litre with L/100km", () => {
    fc.assert(
      fc.property(
        cars,
        amount(0.9, 2.5),
        amount(3, 15),
        fc.constantFrom("miles", "km"),
        fc.constantFrom("gallon", "litre"),
        (
          { kWhPer100Miles, pricePerGallon, mpg },
          pricePerLitre,
          litresPer100Km,
          unit,
          fuelUnit,
        ) => {
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
      ),
      RUNS,
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

describe("energy bill", () => {
  it("reads a rate typed in pence as that many hundredths of a pound", () => {
    fc.assert(
      fc.property(amount(100, 3000), fc.integer({ min: 1, max: 99 }), (sqft, pence) => {
        const base = { propertySize: text(sqft), gasRate: "" };
        const inPence = resultOf(energyBill, { ...base, electricityRate: `${pence}p` });
        const inPounds = resultOf(energyBill, {
          ...base,
          electricityRate: `0.${String(pence).padStart(2, "0")}`,
        });
        expect(inPence.totalMonthlyBill).toBe(inPounds.totalMonthlyBill);
      }),
      RUNS,
    );
  });

  it("a home in square metres costs what the same home in square feet does", () => {
    fc.assert(
      fc.property(amount(20, 300), amount(0.05, 0.6), (sqm, rate) => {
        const base = { electricityRate: text(rate), gasRate: "0.07" };
        const metric = resultOf(energyBill, { ...base, sizeUnit: "sqm", propertySize: text(sqm) });
        const imperial = resultOf(energyBill, { ...base, propertySize: text(sqm * 10.764) });
        expectSame(metric.totalMonthlyBill, imperial.totalMonthlyBill);
      }),
      RUNS,
    );
  });
});

describe("energy bill with known usage and Economy 7", () => {
  const known = { usageMode: "known", electricityRate: "0.27", gasRate: "0.07" } as const;

  it("a month's usage costs a twelfth of twelve times that usage a year", () => {
    fc.assert(
      fc.property(amount(10, 1000), amount(0, 3000), (electricity, gas) => {
        const monthly = resultOf(energyBill, {
          ...known,
          usagePeriod: "month",
          electricityKWhPerYear: text(electricity),
          gasKWhPerYear: text(gas),
          gasRate: gas > 0 ? "0.07" : "",
        });
        const yearly = resultOf(energyBill, {
          ...known,
          electricityKWhPerYear: text(electricity * 12),
          gasKWhPerYear: text(gas * 12),
          gasRate: gas > 0 ? "0.07" : "",
        });
        expectSame(monthly.totalMonthlyBill, yearly.totalMonthlyBill);
        expectSame(monthly.dailyUsageKWh, yearly.dailyUsageKWh);
      }),
      RUNS,
    );
  });

  it("known usage is used as given: the home's size, rooms and usage profile change nothing", () => {
    fc.assert(
      fc.property(
        amount(100, 20_000),
        amount(100, 5000),
        fc.constantFrom("low", "average", "high"),
        fc.constantFrom("1", "3", "5+"),
        (electricity, sqft, usageProfile, bedrooms) => {
          const usage = { ...known, electricityKWhPerYear: text(electricity), gasRate: "" };
          const plain = resultOf(energyBill, usage);
          const withHome = resultOf(energyBill, {
            ...usage,
            propertySize: text(sqft),
            usageProfile,
            bedrooms,
            occupants: bedrooms,
          });
          expect(withHome).toEqual(plain);
          expectSame(plain.electricityKWhMonthly, electricity / 12);
        },
      ),
      RUNS,
    );
  });

  it("Economy 7 with the night rate equal to the day rate costs what a single rate does", () => {
    fc.assert(
      fc.property(amount(0.05, 0.6), amount(1, 99), amount(100, 3000), (rate, nightPct, sqft) => {
        const single = resultOf(energyBill, {
          propertySize: text(sqft),
          electricityRate: text(rate),
        });
        const economy7 = resultOf(energyBill, {
          propertySize: text(sqft),
          tariff: "economy7",
          electricityRate: text(rate),
          nightRate: text(rate),
          nightSharePct: text(nightPct),
        });
        expectSame(economy7.totalMonthlyBill, single.totalMonthlyBill);
      }),
      RUNS,
    );
  });

  it("with a cheaper night rate, using more at night never costs more", () => {
    fc.assert(
      fc.property(
        amount(0.2, 0.6),
        amount(0.01, 0.19),
        fc.integer({ min: 1, max: 98 }),
        fc.integer({ min: 1, max: 98 }),
        (day, night, a, b) => {
          const bill = (nightSharePct: number) =>
            resultOf(energyBill, {
              ...known,
              electricityKWhPerYear: "3400",
              gasRate: "",
              tariff: "economy7",
              electricityRate: text(day),
              nightRate: text(night),
              nightSharePct: text(nightSharePct),
            }).totalMonthlyBill;
          const [less, more] = a < b ? [a, b] : [b, a];
          expect(bill(more)).toBeLessThanOrEqual(bill(less) + 1e-9);
        },
      ),
      RUNS,
    );
  });
});

describe("rent affordability", () => {
  it("more debt never leaves more for rent, and a typed £1,250 reads as 1250", () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 20_000 }), amount(0, 2000), (income, debts) => {
        const none = resultOf(rentAffordability, {
          monthlyIncomeAfterTax: `£${income.toLocaleString("en-GB")}`,
        });
        const withDebts = resultOf(rentAffordability, {
          monthlyIncomeAfterTax: text(income),
          existingDebtsPerMonth: text(debts),
        });
        expect(none.maxRecommendedRent).toBeCloseTo(income * 0.3, 9);
        expect(withDebts.adjustedMaxRent).toBeLessThanOrEqual(none.adjustedMaxRent);
        expect(withDebts.adjustedMaxRent).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });
});
