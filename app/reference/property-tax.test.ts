/**
 * The property tax rules as data: each nation's rules say which nation they are and name its tax as
 * the law does, and every page they cite can be opened. The bands themselves are tested through the
 * calculators (property-tax-bands.test.ts, estimate-property-tax.test.ts).
 */
import { describe, expect, it } from "vitest";
import { PROPERTY_TAX_RULES, type PropertyTaxSource } from "./property-tax";

const expectSource = (source: PropertyTaxSource | null | undefined) => {
  expect(source?.title.length).toBeGreaterThan(10);
  expect(new URL(source?.url ?? "").protocol).toBe("https:");
};

describe("the property tax rules", () => {
  it("name each nation and its tax", () => {
    expect(
      Object.entries(PROPERTY_TAX_RULES).map(([key, rules]) => [
        key,
        rules.nation,
        rules.where,
        rules.taxName,
        rules.shortName,
      ]),
    ).toEqual([
      ["england", "england", "England and Northern Ireland", "Stamp Duty Land Tax", "SDLT"],
      ["scotland", "scotland", "Scotland", "Land and Buildings Transaction Tax", "LBTT"],
      ["wales", "wales", "Wales", "Land Transaction Tax", "LTT"],
    ]);
  });

  it("cite pages a reader can open for every rule, the residence test and the rounding", () => {
    for (const rules of Object.values(PROPERTY_TAX_RULES)) {
      expectSource(rules.main.source);
      expectSource(rules.firstTimeBuyer.source);
      expectSource(rules.additionalProperty.source);
      if (rules.nonUkResident) {
        expectSource(rules.nonUkResident.source);
        expectSource(rules.nonUkResident.residenceTest);
      }
      if (rules.roundsDownToPound) expectSource(rules.roundsDownToPound);
    }
    // England's surcharge and rounding are published; the test above would pass without them.
    expect(PROPERTY_TAX_RULES.england.nonUkResident).not.toBeNull();
    expect(PROPERTY_TAX_RULES.england.roundsDownToPound).not.toBeNull();
  });
});
