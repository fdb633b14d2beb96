/**
 * Every band of each nation's property tax, at its threshold and £1,000 either side (a pound either
 * side where rounding down could hide an off-by-one), for a standard purchase, a first-time buyer
 * and an additional home. Each figure is worked by hand from the published bands in the comments,
 * not from the rules module, so a changed rate or threshold there fails here.
 */
import { describe, expect, it } from "vitest";
import { estimatePropertyTax, type PropertyTaxBuyer } from "./estimate-property-tax";

type Case = readonly [price: number, tax: number, working: string];

function expectTaxes(
  nation: "england" | "scotland" | "wales",
  buyer: PropertyTaxBuyer,
  cases: readonly Case[],
) {
  for (const [price, tax, working] of cases) {
    expect(estimatePropertyTax(price, nation, buyer).total, `£${price}: ${working}`).toBe(tax);
  }
}

describe("Stamp Duty Land Tax (England and Northern Ireland), rounded down to the pound", () => {
  // 0% to £125,000; 2% to £250,000 (£2,500 in all); 5% to £925,000 (£33,750 more, £36,250);
  // 10% to £1.5m (£57,500 more, £93,750); 12% above.
  it("standard purchase", () =>
    expectTaxes("england", "standard", [
      [124_000, 0, "nil band"],
      [125_000, 0, "nil band up to and including £125,000"],
      [126_000, 20, "2% of £1,000"],
      [249_000, 2_480, "2% of £124,000"],
      [250_000, 2_500, "2% of £125,000"],
      [250_001, 2_500, "£2,500 + 5p, rounded down"],
      [251_000, 2_550, "£2,500 + 5% of £1,000"],
      [924_000, 36_200, "£2,500 + 5% of £674,000"],
      [925_000, 36_250, "£2,500 + 5% of £675,000"],
      [926_000, 36_350, "£36,250 + 10% of £1,000"],
      [1_499_000, 93_650, "£36,250 + 10% of £574,000"],
      [1_500_000, 93_750, "£36,250 + 10% of £575,000"],
      [1_501_000, 93_870, "£93,750 + 12% of £1,000"],
      [2_000_000, 153_750, "£93,750 + 12% of £500,000"],
    ]));

  // Relief up to £500,000: 0% to £300,000, 5% to £500,000; above £500,000, the standard rates.
  it("first-time buyer", () =>
    expectTaxes("england", "first-time-buyer", [
      [299_000, 0, "relief nil band"],
      [300_000, 0, "relief nil band up to and including £300,000"],
      [301_000, 50, "5% of £1,000"],
      [499_000, 9_950, "5% of £199,000"],
      [500_000, 10_000, "5% of £200,000, the relief's limit"],
      [501_000, 15_050, "no relief: £2,500 + 5% of £251,000"],
      [1_000_000, 43_750, "no relief: £36,250 + 10% of £75,000"],
    ]));

  // From £40,000, 5 points on every band: 5%, 7%, 10%, 15%, 17%.
  it("additional home", () =>
    expectTaxes("england", "additional-property", [
      [39_999, 0, "under £40,000: standard rates, nil band"],
      [40_000, 2_000, "5% of £40,000"],
      [125_000, 6_250, "5% of £125,000"],
      [126_000, 6_320, "£6,250 + 7% of £1,000"],
      [250_000, 15_000, "£6,250 + 7% of £125,000"],
      [251_000, 15_100, "£15,000 + 10% of £1,000"],
      [925_000, 82_500, "£15,000 + 10% of £675,000"],
      [926_000, 82_650, "£82,500 + 15% of £1,000"],
      [1_500_000, 168_750, "£82,500 + 15% of £575,000"],
      [1_501_000, 168_920, "£168,750 + 17% of £1,000"],
    ]));
});

describe("Land and Buildings Transaction Tax (Scotland)", () => {
  // 0% to £145,000; 2% to £250,000 (£2,100); 5% to £325,000 (£3,750 more, £5,850);
  // 10% to £750,000 (£42,500 more, £48,350); 12% above.
  it("standard purchase", () =>
    expectTaxes("scotland", "standard", [
      [144_000, 0, "nil band"],
      [145_000, 0, "nil band up to and including £145,000"],
      [146_000, 20, "2% of £1,000"],
      [249_000, 2_080, "2% of £104,000"],
      [250_000, 2_100, "2% of £105,000"],
      [251_000, 2_150, "£2,100 + 5% of £1,000"],
      [324_000, 5_800, "£2,100 + 5% of £74,000"],
      [325_000, 5_850, "£2,100 + 5% of £75,000"],
      [326_000, 5_950, "£5,850 + 10% of £1,000"],
      [749_000, 48_250, "£5,850 + 10% of £424,000"],
      [750_000, 48_350, "£5,850 + 10% of £425,000"],
      [751_000, 48_470, "£48,350 + 12% of £1,000"],
      [1_600_000, 150_350, "£48,350 + 12% of £850,000"],
    ]));

  // The nil band runs to £175,000, at every price: £600 less than the standard tax above £175,000.
  it("first-time buyer", () =>
    expectTaxes("scotland", "first-time-buyer", [
      [174_000, 0, "nil band"],
      [175_000, 0, "nil band up to and including £175,000"],
      [176_000, 20, "2% of £1,000"],
      [250_000, 1_500, "2% of £75,000"],
      [500_000, 22_750, "£1,500 + 5% of £75,000 + 10% of £175,000"],
      [1_600_000, 149_750, "£150,350 − £600"],
    ]));

  // From £40,000, the Additional Dwelling Supplement: 8% of the whole price on top.
  it("additional home", () =>
    expectTaxes("scotland", "additional-property", [
      [39_000, 0, "under £40,000: no supplement, nil band"],
      [40_000, 3_200, "8% of £40,000"],
      [250_000, 22_100, "£2,100 + 8% of £250,000"],
      [751_000, 108_550, "£48,470 + 8% of £751,000"],
      [1_600_000, 278_350, "£150,350 + 8% of £1.6m"],
    ]));
});

describe("Land Transaction Tax (Wales)", () => {
  // 0% to £225,000; 6% to £400,000 (£10,500); 7.5% to £750,000 (£26,250 more, £36,750);
  // 10% to £1.5m (£75,000 more, £111,750); 12% above.
  it("standard purchase", () =>
    expectTaxes("wales", "standard", [
      [224_000, 0, "nil band"],
      [225_000, 0, "nil band up to and including £225,000"],
      [226_000, 60, "6% of £1,000"],
      [399_000, 10_440, "6% of £174,000"],
      [400_000, 10_500, "6% of £175,000"],
      [401_000, 10_575, "£10,500 + 7.5% of £1,000"],
      [749_000, 36_675, "£10,500 + 7.5% of £349,000"],
      [750_000, 36_750, "£10,500 + 7.5% of £350,000"],
      [751_000, 36_850, "£36,750 + 10% of £1,000"],
      [1_499_000, 111_650, "£36,750 + 10% of £749,000"],
      [1_500_000, 111_750, "£36,750 + 10% of £750,000"],
      [1_501_000, 111_870, "£111,750 + 12% of £1,000"],
      [2_000_000, 171_750, "£111,750 + 12% of £500,000"],
    ]));

  it("first-time buyer: Wales has no relief, so the standard rates", () =>
    expectTaxes("wales", "first-time-buyer", [[300_000, 4_500, "6% of £75,000"]]));

  // From £40,000, the higher rates' own bands: 5% to £180,000 (£9,000); 8.5% to £250,000 (£5,950
  // more, £14,950); 10% to £400,000 (£15,000 more, £29,950); 12.5% to £750,000 (£43,750 more,
  // £73,700); 15% to £1.5m (£112,500 more, £186,200); 17% above.
  it("additional home", () =>
    expectTaxes("wales", "additional-property", [
      [39_000, 0, "under £40,000: standard rates, nil band"],
      [40_000, 2_000, "5% of £40,000"],
      [179_000, 8_950, "5% of £179,000"],
      [180_000, 9_000, "5% of £180,000"],
      [181_000, 9_085, "£9,000 + 8.5% of £1,000"],
      [249_000, 14_865, "£9,000 + 8.5% of £69,000"],
      [250_000, 14_950, "£9,000 + 8.5% of £70,000"],
      [251_000, 15_050, "£14,950 + 10% of £1,000"],
      [399_000, 29_850, "£14,950 + 10% of £149,000"],
      [400_000, 29_950, "£14,950 + 10% of £150,000"],
      [401_000, 30_075, "£29,950 + 12.5% of £1,000"],
      [749_000, 73_575, "£29,950 + 12.5% of £349,000"],
      [750_000, 73_700, "£29,950 + 12.5% of £350,000"],
      [751_000, 73_850, "£73,700 + 15% of £1,000"],
      [1_499_000, 186_050, "£73,700 + 15% of £749,000"],
      [1_500_000, 186_200, "£73,700 + 15% of £750,000"],
      [1_501_000, 186_370, "£186,200 + 17% of £1,000"],
    ]));
});
