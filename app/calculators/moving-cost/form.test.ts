/** The moving form, its result rows and how its distance is read (docs/product.md#moving-cost). */
import { describe, expect, it } from "vitest";
import { PROPERTY_TAX_RULES } from "~/reference/property-tax";
import { calculatorsByKey } from "../definitions";
import { formAt } from "../testing/form";
import { refused } from "../testing/outcome";
import { headlineFirst, shownRows } from "../testing/rows";
import { defaultInputs } from "../types";
import { engine, MESSAGES } from "./calculate";
import { fields, type MovingKey } from "./fields";

const defaults = defaultInputs(fields);
const calculate = (inputs: Partial<Record<MovingKey, string>>) =>
  engine.calculate({ ...defaults, ...inputs });
const rows = (inputs: Partial<Record<MovingKey, string>>) =>
  shownRows(calculatorsByKey["moving-cost"], inputs);

describe("the moving form", () => {
  it("shows the distance's unit, the storage price once there is storage, the fees once buying", () => {
    expect(formAt(fields).distance?.suffix).toBe("miles");
    expect(formAt(fields, { distanceUnit: "km" }).distance?.suffix).toBe("km");
    expect(formAt(fields).storageRate).toBeUndefined();
    expect(formAt(fields, { storageMonths: "3" }).storageRate?.label).toBe(
      "Storage cost per month",
    );
    const notBuying = Object.keys(formAt(fields));
    expect(notBuying).not.toContain("propertyPrice");
    expect(notBuying).not.toContain("conveyancingFee");
    const whenBuying = Object.keys(formAt(fields, { buying: "true" }));
    expect(whenBuying).toContain("propertyPrice");
    expect(whenBuying.slice(-3)).toEqual(["conveyancingFee", "surveyFee", "mortgageFee"]);
  });
});

describe("the moving rows", () => {
  it("price a move with every service, per mile", () => {
    // 2 bedrooms (× 1.7), 20 miles: (300 + 1.5 × 20) × 1.7 = 561; packing 25% = 140.25;
    // assembly 150 × 1.7 = 255; storage 2 × £80 = 160. Total 1,116.25; per mile ÷ 20 = 55.8125.
    expect(
      rows({
        distance: "20",
        packingService: "true",
        assemblyService: "true",
        storageMonths: "2",
        storageRate: "80",
      }),
    ).toEqual(
      headlineFirst(
        ["totalEstimate", "Estimated total", "£1,116.25"],
        ["baseCost", "Removals", "£561.00"],
        ["packingCost", "Packing", "£140.25"],
        ["assemblyCost", "Dismantling and assembly", "£255.00"],
        ["storageCost", "Storage", "£160.00"],
        ["costPerMile", "Cost per mile", "£55.813"],
      ),
    );
  });

  it("add buying's tax and fees, and price the move alone per km", () => {
    // 100 km = 62.1371 miles: (300 + 1.5 × 62.1371) × 1.7 = 668.4496. SDLT on £295,000:
    // 2% of 125,000 + 5% of 45,000 = 2,500 + 2,250 = 4,750. Total 668.45 + 4,750 + 1,500 + 500
    // + 999 = 8,417.45. Per km: 668.4496 ÷ 100 = 6.684.
    expect(
      rows({
        distance: "100",
        distanceUnit: "km",
        buying: "true",
        propertyPrice: "295000",
        conveyancingFee: "1500",
        surveyFee: "500",
        mortgageFee: "999",
      }),
    ).toEqual(
      headlineFirst(
        ["totalEstimate", "Estimated total", "£8,417.45"],
        ["baseCost", "Removals", "£668.45"],
        ["packingCost", "Packing", "£0.00"],
        ["assemblyCost", "Dismantling and assembly", "£0.00"],
        ["storageCost", "Storage", "£0.00"],
        ["propertyTax", "Stamp Duty Land Tax", "£4,750.00"],
        ["conveyancingFee", "Conveyancing", "£1,500.00"],
        ["surveyFee", "Survey", "£500.00"],
        ["mortgageFee", "Mortgage fees", "£999.00"],
        ["costPerKm", "Moving cost per km", "£6.684"],
      ),
    );
    expect(rows({ distance: "20", buying: "true", propertyPrice: "295000" }).at(-1)?.label).toBe(
      "Moving cost per mile",
    );
    expect(rows({ distance: "100", distanceUnit: "km" }).at(-1)?.label).toBe("Cost per km");
  });

  it("price a size it does not know as 2 bedrooms, and storage only for months of it", () => {
    // (300 + 1.5 × 20) × 1.7 = 561
    expect(rows({ distance: "20", propertySize: "castle" })[1]?.text).toBe("£561.00");
    // No months of storage: its price is not read, so nothing it says can stop the estimate.
    expect(rows({ distance: "20", storageMonths: "0", storageRate: "lots" })[4]?.text).toBe(
      "£0.00",
    );
  });
});

describe("the moving distance", () => {
  it("is needed, at its field", () => {
    expect(calculate({ distance: "" })).toEqual(refused("distance", MESSAGES.distance));
  });

  it("is asked for before the months of storage, the form's order, when both are wrong", () => {
    expect(calculate({ distance: "", storageMonths: "lots" })).toEqual(
      refused("distance", MESSAGES.distance),
    );
  });

  it("is refused when it is so small that the cost per mile would be infinite", () => {
    // 1e-321 miles: a 2-bedroom move's £510 (£300 × 1.7) ÷ 1e-321 is past the largest number.
    const tiny = `0.${"0".repeat(320)}1`;
    expect(calculate({ distance: tiny })).toEqual(refused("distance", MESSAGES.distance));
  });

  it("is held to its unit's range, and questioned past the usual", () => {
    expect(calculate({ distance: "12000" })).toEqual(
      refused("distance", "The distance must be between 0 miles and 10,000 miles."),
    );
    expect(calculate({ distance: "12000", distanceUnit: "km" }).ok).toBe(true);
    expect(calculate({ distance: "20000", distanceUnit: "km" })).toEqual(
      refused("distance", "The distance must be between 0 km and 16,000 km."),
    );
    expect(engine.note("distance", { ...defaults, distance: "1000" })).toBe(
      "Unusual: the distance is usually between 0 miles and 900 miles. Check it; it is worked out as typed.",
    );
    expect(engine.note("distance", { ...defaults, distance: "1500", distanceUnit: "km" })).toBe(
      "Unusual: the distance is usually between 0 km and 1,450 km. Check it; it is worked out as typed.",
    );
  });
});

describe("the moving method text", () => {
  it("lists where each nation's property tax rules are published, not the surcharge it leaves out", async () => {
    // Loaded here, inside the test, as the page loads it after the calculator.
    const method = await calculatorsByKey["moving-cost"].method();
    const sources = method.find((section) => section.heading.startsWith("Buying a home"))?.sources;
    for (const rules of Object.values(PROPERTY_TAX_RULES))
      for (const rule of [rules.main, rules.firstTimeBuyer, rules.additionalProperty])
        expect(sources).toContain(rule.source);
    expect(sources).toContain(PROPERTY_TAX_RULES.england.roundsDownToPound);
    expect(sources).not.toContain(PROPERTY_TAX_RULES.england.nonUkResident?.source);
  });
});
