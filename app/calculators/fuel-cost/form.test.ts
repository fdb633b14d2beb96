/** The fuel form and its result rows, in the words of docs/product.md#fuel-cost. */
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { formAt } from "../testing/form";
import { refused } from "../testing/outcome";
import { headlineFirst, shownRows } from "../testing/rows";
import { engine } from "./calculate";
import { type FuelKey, fields } from "./fields";

const PER_LITRE_HINT = "Pump price per litre in pounds or pence, e.g. 1.40, 140p or 139.9.";
const PER_GALLON_HINT =
  "Price per UK gallon (4.546 litres): £1.40 a litre is about £6.36 a gallon.";

/** Miles, mpg and a price a gallon, one journey: the units the checks are worked in. */
const units = {
  tripMode: "one-way",
  distanceUnit: "miles",
  economyUnit: "mpg",
  priceUnit: "gallon",
};

describe("the fuel form", () => {
  it("asks for one journey in miles with mpg and a price per gallon to start", () => {
    expect(formAt(fields)).toEqual({
      tripMode: {
        label: "What are you pricing?",
        default: "one-way",
        options: "one-way: One journey; daily: Daily commute; monthly: A month of driving",
      },
      distance: {
        label: "Distance",
        hint: "A single journey: enter its distance.",
        suffix: "miles",
        default: "",
      },
      distanceUnit: {
        label: "Distance unit",
        default: "miles",
        options: "miles: Miles; km: Kilometres",
      },
      fuelEconomy: {
        label: "Fuel economy",
        hint: "UK miles per gallon, e.g. 45.",
        suffix: "mpg",
        default: "",
      },
      economyUnit: {
        label: "Economy unit",
        default: "mpg",
        options: "mpg: Miles per gallon (mpg); l100km: Litres per 100 km",
      },
      fuelPrice: { label: "Fuel price (£ per gallon)", hint: PER_GALLON_HINT, default: "" },
      priceUnit: {
        label: "Price is per",
        default: "gallon",
        options: "gallon: Gallon; litre: Litre",
      },
    });
  });

  it("names the distance and explains it by what is priced", () => {
    expect(formAt(fields, { tripMode: "daily" }).distance).toMatchObject({
      label: "One-way distance",
      hint: "Daily commute: enter the one-way distance. We count the round trip × 5 days × 4 weeks for a month.",
    });
    expect(formAt(fields, { tripMode: "monthly" }).distance).toMatchObject({
      label: "Distance per month",
      hint: "Monthly driving: enter the total distance you drive in a month.",
    });
    expect(formAt(fields, { distanceUnit: "km" }).distance?.suffix).toBe("km");
  });

  it("prices per litre with L/100km, hiding the unit choice, or when the visitor says litre", () => {
    const metric = formAt(fields, { economyUnit: "l100km" });
    expect(metric.fuelEconomy).toMatchObject({
      hint: "Litres per 100 km, e.g. 6.5.",
      suffix: "L/100km",
    });
    expect(metric.fuelPrice).toMatchObject({
      label: "Fuel price (£ per litre)",
      hint: PER_LITRE_HINT,
    });
    expect(metric.priceUnit).toBeUndefined();
    expect(formAt(fields, { priceUnit: "litre" }).fuelPrice).toMatchObject({
      label: "Fuel price (£ per litre)",
      hint: PER_LITRE_HINT,
    });
  });
});

describe("the fuel result rows", () => {
  const rowsFor = (inputs: Partial<Record<FuelKey, string>>) =>
    shownRows(calculatorsByKey["fuel-cost"], {
      tripMode: "one-way",
      distanceUnit: "miles",
      economyUnit: "mpg",
      priceUnit: "litre",
      distance: "100",
      fuelEconomy: "50",
      fuelPrice: "1.50",
      ...inputs,
    });

  it("prices one journey per mile: 100 miles at 50 mpg and £1.50 a litre", () => {
    // Per mile: 1.50 × 4.54609 ÷ 50 = £0.1363827; 100 miles: £13.64.
    expect(rowsFor({})).toEqual(
      headlineFirst(
        ["estimatedFuelCost", "Fuel cost of the journey", "£13.64"],
        ["costPerMile", "Cost per mile", "£0.136"],
        ["totalDistance", "Distance driven", "100 miles"],
      ),
    );
  });

  it("prices a month per km: a daily 100 km commute", () => {
    // 100 km × 40 = 4,000 km = 2,485.484 miles; per km £0.1363827 × 0.621371 = £0.0847441;
    // the month 2,485.484 × 0.1363827 = £338.98.
    expect(rowsFor({ tripMode: "daily", distanceUnit: "km" })).toEqual(
      headlineFirst(
        ["estimatedFuelCost", "Fuel cost per month", "£338.98"],
        ["costPerKm", "Cost per km", "£0.085"],
        ["totalDistance", "Distance driven", "4,000 km"],
      ),
    );
    expect(rowsFor({ tripMode: "monthly" })[0]?.label).toBe("Fuel cost per month");
  });

  it("says a commute or a month of driving is priced for a month, one journey for the journey", () => {
    const periodOf = (tripMode: string) => {
      const outcome = engine.calculate({
        ...units,
        tripMode,
        distance: "100",
        fuelEconomy: "50",
        fuelPrice: "6.36",
      });
      return outcome.ok ? outcome.result.period : outcome.message;
    };
    expect(periodOf("daily")).toBe("month");
    expect(periodOf("monthly")).toBe("month");
    expect(periodOf("one-way")).toBe("journey");
  });

  it("says which figure is missing, the first in the form's order", () => {
    const message = "Please enter valid distance, fuel economy, and price.";
    expect(engine.calculate({ ...units, distance: "", fuelEconomy: "", fuelPrice: "" })).toEqual(
      refused("distance", message),
    );
    expect(engine.calculate({ ...units, distance: "10", fuelEconomy: "0", fuelPrice: "" })).toEqual(
      refused("fuelEconomy", message),
    );
    expect(
      engine.calculate({ ...units, distance: "10", fuelEconomy: "40", fuelPrice: "" }),
    ).toEqual(refused("fuelPrice", message));
  });

  it("asks for the distance when only it is missing, rather than pricing no driving at £0", () => {
    expect(
      engine.calculate({ ...units, distance: "", fuelEconomy: "40", fuelPrice: "6.36" }),
    ).toEqual(refused("distance", "Please enter valid distance, fuel economy, and price."));
  });
});

describe("how the fuel figures are read", () => {
  const base = { ...units, distance: "100", fuelEconomy: "45", fuelPrice: "6.36" };

  it("holds the distance to its unit's range", () => {
    expect(engine.calculate({ ...base, distance: "25000" })).toEqual(
      refused("distance", "The distance must be between 0 miles and 20,000 miles."),
    );
    expect(engine.calculate({ ...base, distanceUnit: "km", distance: "25000" }).ok).toBe(true);
    expect(engine.calculate({ ...base, distanceUnit: "km", distance: "40000" })).toEqual(
      refused("distance", "The distance must be between 0 km and 32,000 km."),
    );
  });

  it("names the price in its messages", () => {
    expect(engine.calculate({ ...base, fuelPrice: "lots" })).toMatchObject(
      refused("fuelPrice", expect.stringMatching(/^Please enter the fuel price as a number/)),
    );
  });

  it("names the economy in its messages, in the unit chosen", () => {
    expect(engine.calculate({ ...base, fuelEconomy: "6 L/100km" })).toEqual(
      refused(
        "fuelEconomy",
        "The fuel economy is in mpg, not L/100km: change the unit, or type the figure in mpg.",
      ),
    );
    expect(engine.calculate({ ...base, economyUnit: "l100km", fuelEconomy: "45 mpg" })).toEqual(
      refused(
        "fuelEconomy",
        "The fuel economy is in L/100km, not mpg: change the unit, or type the figure in L/100km.",
      ),
    );
  });
});
