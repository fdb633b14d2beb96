import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputsFromSearch } from "~/calculator-ui/share-url";
import { calculatorsByKey } from "~/calculators/definitions";
import { defaultInputs, type Inputs } from "~/calculators/types";
import { refused } from "../testing/outcome";
import { MESSAGES } from "./calculate";
import type { MovingKey } from "./fields";

const movingCost = calculatorsByKey["moving-cost"];

const defaults = defaultInputs(movingCost.fields);
const move = { ...defaults, distance: "20" };
const buying = { ...move, buying: "true", propertyPrice: "295000" };
const shown = (inputs: Inputs<MovingKey>) => {
  const outcome = movingCost.calculate(inputs);
  if (!outcome.ok) throw new Error(outcome.message);
  return movingCost.rows(outcome.result).map((row) => [row.key, row.value.text]);
};

describe("buying a home", () => {
  it("leaves a link made before the buying fields existed exactly as it was", () => {
    const old = new URLSearchParams(
      "v=1&distance=20&distanceUnit=miles&propertySize=2bed&packingService=false&assemblyService=false&storageMonths=0",
    );
    const inputs = { ...defaults, ...inputsFromSearch(movingCost.fields, old) };
    expect(inputs).toMatchObject({ buying: "false", nation: "england", propertyPrice: "" });
    expect(shown(inputs)).toEqual([
      ["totalEstimate", "£561.00"],
      ["baseCost", "£561.00"],
      ["packingCost", "£0.00"],
      ["assemblyCost", "£0.00"],
      ["storageCost", "£0.00"],
      ["costPerMile", "£28.050"],
    ]);
  });

  it("ignores the price and fees unless buying is ticked", () => {
    const unticked = { ...buying, buying: "false", conveyancingFee: "1500" };
    expect(shown(unticked)).toEqual(shown(move));
  });

  it("adds the tax and each fee to the total, but not to the cost per mile", () => {
    const rows = Object.fromEntries(
      shown({ ...buying, conveyancingFee: "£1,500", surveyFee: "", mortgageFee: "0" }),
    );
    // 561 + 4,750 + 1,500; a blank fee counts as 0.
    expect(rows).toMatchObject({
      totalEstimate: "£6,811.00",
      propertyTax: "£4,750.00",
      conveyancingFee: "£1,500.00",
      surveyFee: "£0.00",
      mortgageFee: "£0.00",
      costPerMile: "£28.050",
    });
  });

  it.each(["", "0"])("rejects a price of %j, at the price field", (price) => {
    expect(movingCost.calculate({ ...buying, propertyPrice: price })).toEqual(
      refused("propertyPrice", MESSAGES.propertyPrice),
    );
  });

  it.each([
    ["abc", "Please enter the price of the home as a number, for example 1,250."],
    ["-250000", "The price of the home cannot be less than 0."],
    [
      "£450,000pm",
      'The price of the home is one amount, not an amount a month: type it without "a month".',
    ],
  ])("says why a price of %j cannot be used, at the price field", (price, message) => {
    expect(movingCost.calculate({ ...buying, propertyPrice: price })).toEqual(
      refused("propertyPrice", message),
    );
  });

  it.each([
    ["surveyFee", "-20", "The survey fee cannot be less than 0. Leave it blank for none."],
    [
      "mortgageFee",
      "abc",
      "Please enter the mortgage fees as a number, for example 1,250, or leave it blank.",
    ],
  ])(
    "a filled fee that cannot be used is a message at its field, never £0 (%s %j)",
    (field, fee, message) => {
      expect(movingCost.calculate({ ...buying, [field]: fee })).toEqual(refused(field, message));
    },
  );

  it("checks the distance first, as before", () => {
    expect(movingCost.calculate({ ...buying, distance: "", propertyPrice: "" })).toMatchObject({
      field: "distance",
      message: "Please enter a valid distance.",
    });
  });

  it("rejects a first-time buyer buying an additional property: the law allows one or neither", () => {
    expect(
      movingCost.calculate({ ...buying, firstTimeBuyer: "true", additionalProperty: "true" }),
    ).toEqual(refused("additionalProperty", MESSAGES.bothBuyers));
  });

  it("names the tax of the nation chosen, and treats an unknown nation as England", () => {
    const label = (nation: string) => {
      const outcome = movingCost.calculate({ ...buying, nation });
      if (!outcome.ok) throw new Error(outcome.message);
      return movingCost.rows(outcome.result).find((row) => row.key === "propertyTax")?.label;
    };
    expect(label("england")).toBe("Stamp Duty Land Tax");
    expect(label("scotland")).toBe("Land and Buildings Transaction Tax");
    expect(label("wales")).toBe("Land Transaction Tax");
    expect(label("narnia")).toBe("Stamp Duty Land Tax");
  });

  it("never throws and never shows a non-finite number, whatever is typed", () => {
    const text = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.constantFrom("", "0", "-1", "1e308", "£1,000", "250k", "true", "scotland", "wales"),
    );
    const inputs = fc.record(
      Object.fromEntries(movingCost.fields.map((field) => [field.key, text])) as Record<
        keyof Inputs<MovingKey>,
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(inputs, fc.boolean(), (values, tick) => {
        const outcome = movingCost.calculate({ ...values, buying: tick ? "true" : values.buying });
        if (!outcome.ok) return outcome.message.length > 0;
        return movingCost.rows(outcome.result).every((row) => !/NaN|Infinity/.test(row.value.text));
      }),
      { numRuns: 300 },
    );
  });
});
