/** The stamp duty rows and checks (docs/product.md#stamp-duty). */
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "../definitions";
import { PURCHASE_MESSAGES } from "../property-tax/purchase";
import { formAt } from "../testing/form";
import { refused } from "../testing/outcome";
import { labelsOf, shownRows } from "../testing/rows";
import { defaultInputs } from "../types";

const stampDuty = calculatorsByKey["stamp-duty"];
const calculate = (inputs: Record<string, string>) =>
  stampDuty.calculate({ ...defaultInputs(stampDuty.fields), ...inputs });

describe("the stamp duty rows", () => {
  it("name the nation's tax, then the effective rate", () => {
    // SDLT on £295,000: 2% of (250,000 − 125,000) + 5% of (295,000 − 250,000) = 2,500 + 2,250 =
    // 4,750; 4,750 ÷ 295,000 = 1.61%.
    expect(shownRows(stampDuty, { propertyPrice: "295000" })).toEqual([
      {
        key: "propertyTax",
        label: "Stamp Duty Land Tax (SDLT)",
        text: "£4,750.00",
        primary: true,
      },
      { key: "effectiveRatePct", label: "Effective rate", text: "1.6%", primary: false },
    ]);
    expect(labelsOf(shownRows(stampDuty, { propertyPrice: "295000", nation: "scotland" }))).toEqual(
      {
        propertyTax: "Land and Buildings Transaction Tax (LBTT)",
        effectiveRatePct: "Effective rate",
      },
    );
    expect(
      labelsOf(shownRows(stampDuty, { propertyPrice: "295000", nation: "wales" })).propertyTax,
    ).toBe("Land Transaction Tax (LTT)");
  });

  it("add the non-UK resident surcharge in England only", () => {
    // 4,750 + 2% of 295,000 (5,900) = 10,650
    const withSurcharge = { propertyPrice: "295000", nonUkResident: "true" };
    expect(shownRows(stampDuty, withSurcharge)[0]?.text).toBe("£10,650.00");
    const scotland = shownRows(stampDuty, { propertyPrice: "295000", nation: "scotland" });
    expect(shownRows(stampDuty, { ...withSurcharge, nation: "scotland" })).toEqual(scotland);
  });
});

describe("the stamp duty form", () => {
  it("asks about living outside the UK only for England and Northern Ireland", () => {
    expect(formAt(stampDuty.fields).nonUkResident?.label).toBe("I am not resident in the UK");
    expect(formAt(stampDuty.fields, { nation: "scotland" }).nonUkResident).toBeUndefined();
    expect(formAt(stampDuty.fields, { nation: "wales" }).nonUkResident).toBeUndefined();
  });
});

describe("the stamp duty checks", () => {
  it("ask for a price, and refuse first-time buyer relief with the additional rates", () => {
    expect(calculate({ propertyPrice: "" })).toEqual(
      refused("propertyPrice", PURCHASE_MESSAGES.propertyPrice),
    );
    // A price of £0 is in the field's range but buys nothing: no tax, and no rate (0 ÷ 0).
    expect(calculate({ propertyPrice: "0" })).toEqual(
      refused("propertyPrice", "Please enter the price of the home you are buying."),
    );
    expect(
      calculate({ propertyPrice: "295000", firstTimeBuyer: "true", additionalProperty: "true" }),
    ).toEqual(refused("additionalProperty", PURCHASE_MESSAGES.bothBuyers));
  });
});
