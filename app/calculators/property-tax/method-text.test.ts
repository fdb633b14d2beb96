/**
 * The property tax rules in words, as the method text of the stamp duty and moving calculators
 * states them. Each sentence was checked against the law as published: GOV.UK's SDLT rates from
 * 1 April 2025 (with first-time buyers' relief to £300,000 on homes up to £500,000, the 5-point
 * higher rates from 31 October 2024 and the 2-point non-resident surcharge from 1 April 2021),
 * Revenue Scotland's LBTT rates, relief and 8% Additional Dwelling Supplement, and the Welsh
 * Government's LTT rates of October 2022 and higher rates of December 2024.
 */
import { describe, expect, it } from "vitest";
import { PROPERTY_TAX_RULES } from "~/reference/property-tax";
import { propertyTaxRules, propertyTaxSources } from "./method-text";

const ENGLAND =
  "England and Northern Ireland, Stamp Duty Land Tax: 0% up to £125,000, 2% from £125,000 to £250,000, 5% from £250,000 to £925,000, 10% from £925,000 to £1,500,000 and 12% above £1,500,000 (rates from 1 April 2025). First-time buyers' relief, for homes costing up to £500,000: 0% up to £300,000 and 5% above £300,000 (from 1 April 2025); above that price the main rates apply. Higher rates for additional dwellings, for homes costing £40,000 or more: 5 percentage points more on every band (from 31 October 2024).";
const NON_RESIDENT =
  " Non-UK resident surcharge, for buyers not resident in the UK and homes costing £40,000 or more: 2 percentage points more on every band of whichever rates apply (from 1 April 2021).";
const ROUNDING = " The tax is rounded down to the whole pound.";
const SCOTLAND =
  "Scotland, Land and Buildings Transaction Tax: 0% up to £145,000, 2% from £145,000 to £250,000, 5% from £250,000 to £325,000, 10% from £325,000 to £750,000 and 12% above £750,000 (rates from 1 April 2021). First-time buyer relief: no tax on the first £175,000, whatever the price (from 30 June 2018). Additional Dwelling Supplement, for homes costing £40,000 or more: 8% of the whole price on top of the main rates (from 5 December 2024).";
const WALES =
  "Wales, Land Transaction Tax: 0% up to £225,000, 6% from £225,000 to £400,000, 7.5% from £400,000 to £750,000, 10% from £750,000 to £1,500,000 and 12% above £1,500,000 (rates from 10 October 2022). Wales has no first-time buyer relief. Higher residential rates, for homes costing £40,000 or more, with bands of their own: 5% up to £180,000, 8.5% from £180,000 to £250,000, 10% from £250,000 to £400,000, 12.5% from £400,000 to £750,000, 15% from £750,000 to £1,500,000 and 17% above £1,500,000 (from 11 December 2024).";

const texts = (nonUkResident: boolean) =>
  propertyTaxRules({ nonUkResident }).map((paragraph) =>
    typeof paragraph === "string" ? paragraph : paragraph.text,
  );

describe("the property tax rules in words", () => {
  it("state each nation's rules, the surcharge only where the calculator asks about it", () => {
    const [england, scotland, wales] = texts(true);
    expect(england).toBe(ENGLAND + NON_RESIDENT + ROUNDING);
    expect(scotland).toBe(SCOTLAND);
    expect(wales).toBe(WALES);
    expect(texts(false)[0]).toBe(ENGLAND + ROUNDING);
  });

  it("date each nation's paragraph by its main rates, to be checked again", () => {
    const dated = propertyTaxRules({ nonUkResident: false }).slice(0, 3);
    expect(dated.map((paragraph) => typeof paragraph !== "string" && paragraph.dates)).toEqual([
      { from: "2025-04-01", checkBy: "2027-05-23", newer: PROPERTY_TAX_RULES.england.main.source },
      { from: "2021-04-01", checkBy: "2027-05-23", newer: PROPERTY_TAX_RULES.scotland.main.source },
      { from: "2022-10-10", checkBy: "2027-05-23", newer: PROPERTY_TAX_RULES.wales.main.source },
    ]);
  });

  it("end with what a buyer's answers mean and when the rules were checked", () => {
    expect(texts(false).slice(3)).toEqual([
      "A first-time buyer, and anyone buying with them, has never owned a home anywhere, so cannot also be buying an additional home: tick one or neither. If this home replaces your main home and the old one is sold by the day you buy, the additional property rates do not apply; if you buy first, you pay them and can claim the extra back if you sell your old home within three years.",
      "These rules are the ones in force when we last checked them, on 23 November 2026. Your conveyancer works out the tax you actually pay.",
    ]);
  });

  it("list the sources of the rules stated, the surcharge's only with it", () => {
    const without = propertyTaxSources({ nonUkResident: false });
    const withSurcharge = propertyTaxSources({ nonUkResident: true });
    expect(withSurcharge.length).toBe(without.length + 1);
    expect(withSurcharge).toContain(PROPERTY_TAX_RULES.england.nonUkResident?.source);
    expect(without).not.toContain(PROPERTY_TAX_RULES.england.nonUkResident?.source);
    expect(without).toContain(PROPERTY_TAX_RULES.england.roundsDownToPound);
    for (const source of withSurcharge) expect(new URL(source.url).protocol).toBe("https:");
    for (const rules of Object.values(PROPERTY_TAX_RULES))
      for (const rule of [rules.main, rules.firstTimeBuyer, rules.additionalProperty])
        expect(without).toContain(rule.source);
  });
});
