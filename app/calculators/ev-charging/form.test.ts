/** The EV form and its result rows, in the words of docs/product.md#ev-charging. */
import { describe, expect, it } from "vitest";
import { formAt } from "../testing/form";
import { refused } from "../testing/outcome";
import { headlineFirst, readRows } from "../testing/rows";
import { type EvResult, engine } from "./calculate";
import { definition, evVerdict } from "./definition";
import { type EvKey, fields } from "./fields";

const PER_LITRE_HINT = "Pump price per litre in pounds or pence, e.g. 1.40, 140p or 139.9.";

describe("the EV form", () => {
  it("asks in miles with mpg and a price per gallon to start, the public price hidden", () => {
    const form = formAt(fields);
    expect(Object.keys(form)).toEqual([
      "distanceUnit",
      "evKWhPer100",
      "electricityPrice",
      "fuelUnit",
      "priceUnit",
      "petrolPrice",
      "petrolEconomy",
      "publicChargingSharePct",
    ]);
    expect(form.evKWhPer100?.label).toBe("EV consumption (kWh per 100 miles)");
    expect(form.fuelUnit?.options).toBe(
      "gallon: Miles per gallon (mpg); litre: Litres per 100 km (L/100km)",
    );
    expect(form.priceUnit?.options).toBe("gallon: Gallon; litre: Litre");
    expect(form.petrolPrice).toMatchObject({
      label: "Petrol price (£ per gallon)",
      hint: "£1.40 a litre is about £6.36 a UK gallon.",
    });
    expect(form.petrolEconomy).toMatchObject({ label: "Petrol car economy (mpg)", suffix: "mpg" });
  });

  it("follows the units chosen", () => {
    expect(formAt(fields, { distanceUnit: "km" }).evKWhPer100?.label).toBe(
      "EV consumption (kWh per 100 km)",
    );
    expect(formAt(fields, { priceUnit: "litre" }).petrolPrice).toMatchObject({
      label: "Petrol price (£ per litre)",
      hint: PER_LITRE_HINT,
    });
    const metric = formAt(fields, { fuelUnit: "litre", priceUnit: "gallon" });
    expect(metric.priceUnit).toBeUndefined();
    expect(metric.petrolPrice).toMatchObject({
      label: "Petrol price (£ per litre)",
      hint: PER_LITRE_HINT,
    });
    expect(metric.petrolEconomy).toMatchObject({
      label: "Petrol car economy (L/100km)",
      suffix: "L/100km",
    });
  });

  it("asks the public charging price once some charging is public", () => {
    expect(formAt(fields, { publicChargingSharePct: "0" }).publicChargingPrice).toBeUndefined();
    expect(formAt(fields, { publicChargingSharePct: "10%" }).publicChargingPrice?.label).toBe(
      "Public charging price (£ per kWh)",
    );
  });
});

const base: Record<EvKey, string> = {
  distanceUnit: "miles",
  evKWhPer100: "30",
  electricityPrice: "0.25",
  fuelUnit: "gallon",
  priceUnit: "gallon",
  petrolPrice: "6.36",
  petrolEconomy: "45",
  publicChargingSharePct: "",
  publicChargingPrice: "",
};

function resultOf(inputs: Partial<Record<EvKey, string>>): EvResult {
  const outcome = engine.calculate({ ...base, ...inputs });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}
const rowsOf = (result: EvResult) => readRows(definition, result);

describe("the EV result rows", () => {
  it("show a saving per mile when the EV is cheaper", () => {
    // EV: 30 kWh × £0.25 ÷ 100 = £0.075 a mile; petrol £6.36 ÷ 45 = £0.141333 a mile.
    // Per 100 miles (0.141333 − 0.075) × 100 = £6.63; over 12,000 miles 0.066333 × 12,000 = £796.00.
    const result = resultOf({});
    expect(rowsOf(result)).toEqual(
      headlineFirst(
        ["savingsPer100Miles", "Saving per 100 miles with the EV", "£6.63"],
        ["costPerMileEV", "EV cost per mile", "£0.075"],
        ["costPerMilePetrol", "Petrol cost per mile", "£0.141"],
        ["annualSavings", "Yearly saving over 12,000 miles", "£796.00"],
      ),
    );
    expect(evVerdict(result)).toBe("EV is cheaper");
  });

  it("show the extra cost per km when petrol is cheaper, with public charging blended in", () => {
    // Electricity half at home, half public: 0.5 × 0.30 + 0.5 × 0.80 = £0.55 a kWh;
    // EV 20 × 0.55 ÷ 100 = £0.110 a km; petrol 5 L/100km × £1.40 ÷ 100 = £0.070 a km.
    // Per 100 km (0.07 − 0.11) × 100 = −£4.00; over 12,000 km −0.04 × 12,000 = −£480.00.
    const result = resultOf({
      distanceUnit: "km",
      evKWhPer100: "20",
      electricityPrice: "0.30",
      publicChargingSharePct: "50",
      publicChargingPrice: "0.80",
      fuelUnit: "litre",
      petrolPrice: "1.40",
      petrolEconomy: "5",
    });
    expect(rowsOf(result)).toEqual(
      headlineFirst(
        ["savingsPer100Km", "Extra cost per 100 km with the EV", "£4.00"],
        ["costPerKmEV", "EV cost per km", "£0.110"],
        ["costPerKmPetrol", "Petrol cost per km", "£0.070"],
        ["annualSavings", "Yearly extra cost over 12,000 km", "£480.00"],
      ),
    );
    expect(result).toMatchObject({
      evIsCheaper: false,
      homeElectricityPrice: 0.3,
      publicChargingPrice: 0.8,
      petrolPriceUnit: "litre",
    });
    expect(result.effectiveElectricityPrice).toBeCloseTo(0.55, 12);
    expect(evVerdict(result)).toBe("Petrol is cheaper");
  });

  it("call equal costs a saving of nothing, not an extra cost, and the EV not cheaper", () => {
    // EV 20 kWh × £0.25 ÷ 100 = £0.05 a mile; petrol £4 a gallon ÷ 80 mpg = £0.05 a mile.
    const result = resultOf({ evKWhPer100: "20", petrolPrice: "4", petrolEconomy: "80" });
    expect(result.savingsPer100Distance).toBe(0);
    expect(result.evIsCheaper).toBe(false);
    expect(rowsOf(result).map((row) => row.label)).toEqual([
      "Saving per 100 miles with the EV",
      "EV cost per mile",
      "Petrol cost per mile",
      "Yearly saving over 12,000 miles",
    ]);
    expect(result.publicChargingPrice).toBeNull();
    expect(result.effectiveElectricityPrice).toBe(0.25);
  });

  it("read no public price while no charging is public, whatever it says", () => {
    expect(engine.calculate({ ...base, publicChargingPrice: "lots" }).ok).toBe(true);
  });
});

describe("the EV checks", () => {
  it("name the first missing figure, in the form's order", () => {
    const message = "Please enter all required values.";
    const blank = { evKWhPer100: "", electricityPrice: "", petrolPrice: "", petrolEconomy: "" };
    const steps: [Partial<Record<EvKey, string>>, EvKey][] = [
      [blank, "evKWhPer100"],
      [{ ...blank, evKWhPer100: "30" }, "electricityPrice"],
      [{ ...blank, evKWhPer100: "30", electricityPrice: "0.25" }, "petrolPrice"],
      [
        { ...blank, evKWhPer100: "30", electricityPrice: "0.25", petrolPrice: "6.36" },
        "petrolEconomy",
      ],
    ];
    for (const [inputs, field] of steps) {
      expect(engine.calculate({ ...base, ...inputs })).toEqual(refused(field, message));
    }
  });

  it("ask for the consumption when only it is missing, rather than charging the EV nothing", () => {
    expect(engine.calculate({ ...base, evKWhPer100: "" })).toEqual(
      refused("evKWhPer100", "Please enter all required values."),
    );
  });

  it("ask for the public price when a share is public", () => {
    expect(engine.calculate({ ...base, publicChargingSharePct: "25" })).toEqual(
      refused(
        "publicChargingPrice",
        "Please enter the public charging price, or leave the public share blank.",
      ),
    );
  });
});

describe("how the EV figures are read", () => {
  const outcome = (inputs: Partial<Record<EvKey, string>>) =>
    engine.calculate({ ...base, ...inputs });

  it("holds the consumption to its unit's range, and questions the unusual", () => {
    expect(outcome({ evKWhPer100: "200" })).toEqual(
      refused(
        "evKWhPer100",
        "The EV's consumption must be between 5 kWh/100 miles and 150 kWh/100 miles.",
      ),
    );
    expect(outcome({ distanceUnit: "km", evKWhPer100: "100" })).toEqual(
      refused(
        "evKWhPer100",
        "The EV's consumption must be between 3 kWh/100 km and 95 kWh/100 km.",
      ),
    );
    expect(engine.note("evKWhPer100", { ...base, evKWhPer100: "60" })).toBe(
      "Unusual: the EV's consumption is usually between 15 kWh/100 miles and 50 kWh/100 miles. Check it; it is worked out as typed.",
    );
    expect(engine.note("evKWhPer100", { ...base, distanceUnit: "km", evKWhPer100: "40" })).toBe(
      "Unusual: the EV's consumption is usually between 10 kWh/100 km and 31 kWh/100 km. Check it; it is worked out as typed.",
    );
  });

  it("names the petrol figures in their messages, in the unit chosen", () => {
    expect(outcome({ petrolEconomy: "6 L/100km" })).toEqual(
      refused(
        "petrolEconomy",
        "The petrol car's economy is in mpg, not L/100km: change the unit, or type the figure in mpg.",
      ),
    );
    expect(outcome({ fuelUnit: "litre", petrolPrice: "1.40", petrolEconomy: "45 mpg" })).toEqual(
      refused(
        "petrolEconomy",
        "The petrol car's economy is in L/100km, not mpg: change the unit, or type the figure in L/100km.",
      ),
    );
    expect(outcome({ petrolPrice: "lots" })).toMatchObject(
      refused("petrolPrice", expect.stringMatching(/^Please enter the petrol price as a number/)),
    );
  });
});
