/** Relations between two energy-bill calculations that must hold over valid inputs. */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { amount, expectSame, holds, resultOf, text } from "../testing/properties";

const energyBill = calculatorsByKey["energy-bill"];

describe("energy bill", () => {
  it("reads a rate typed in pence as that many hundredths of a pound", () => {
    holds(amount(100, 3000), fc.integer({ min: 1, max: 99 }), (sqft, pence) => {
      const base = { propertySize: text(sqft), gasRate: "" };
      const inPence = resultOf(energyBill, { ...base, electricityRate: `${pence}p` });
      const inPounds = resultOf(energyBill, {
        ...base,
        electricityRate: `0.${String(pence).padStart(2, "0")}`,
      });
      expect(inPence.totalMonthlyBill).toBe(inPounds.totalMonthlyBill);
    });
  });

  it("a home in square metres costs what the same home in square feet does", () => {
    holds(amount(20, 300), amount(0.05, 0.6), (sqm, rate) => {
      const base = { electricityRate: text(rate), gasRate: "0.07" };
      const metric = resultOf(energyBill, { ...base, sizeUnit: "sqm", propertySize: text(sqm) });
      const imperial = resultOf(energyBill, { ...base, propertySize: text(sqm * 10.764) });
      expectSame(metric.totalMonthlyBill, imperial.totalMonthlyBill);
    });
  });
});

describe("energy bill with known usage and Economy 7", () => {
  const known = { usageMode: "known", electricityRate: "0.27", gasRate: "0.07" } as const;

  it("a month's usage costs a twelfth of twelve times that usage a year", () => {
    holds(amount(10, 1000), amount(0, 3000), (electricity, gas) => {
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
    });
  });

  it("known usage is used as given: the home's size, rooms and usage profile change nothing", () => {
    holds(
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
    );
  });

  it("Economy 7 with the night rate equal to the day rate costs what a single rate does", () => {
    holds(amount(0.05, 0.6), amount(1, 99), amount(100, 3000), (rate, nightPct, sqft) => {
      const home = { propertySize: text(sqft), electricityRate: text(rate) };
      const single = resultOf(energyBill, home);
      const economy7 = resultOf(energyBill, {
        ...home,
        tariff: "economy7",
        nightRate: text(rate),
        nightSharePct: text(nightPct),
      });
      expectSame(economy7.totalMonthlyBill, single.totalMonthlyBill);
    });
  });

  it("with a cheaper night rate, using more at night never costs more", () => {
    holds(
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
    );
  });
});
