import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PropertyTax } from "./property-tax-sum";

const text = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("<PropertyTax> in an article", () => {
  it("prints the tax the calculators work out, in whole pounds where it is whole", () => {
    // SDLT on £450,000: 2% of £125,000 (£2,500) + 5% of £200,000 (£10,000) = £12,500.
    expect(text(<PropertyTax price={450_000} nation="england" />)).toBe("£12,500");
    // LBTT for a first-time buyer on £250,000: 2% of £75,000 = £1,500.
    expect(text(<PropertyTax price={250_000} nation="scotland" buyer="first-time-buyer" />)).toBe(
      "£1,500",
    );
    // SDLT rounds down to the pound: £250,001 is £2,500.05 before rounding.
    expect(text(<PropertyTax price={250_001} nation="england" />)).toBe("£2,500");
  });

  it("adds England's non-UK resident surcharge when asked, and refuses it elsewhere", () => {
    // £350,000, 2 points on each band: 2% of 125,000 + 4% of 125,000 + 7% of 100,000 = £14,500.
    expect(text(<PropertyTax price={350_000} nation="england" nonUkResident />)).toBe("£14,500");
    expect(() => text(<PropertyTax price={350_000} nation="wales" nonUkResident />)).toThrow(
      /nonUkResident in England only/,
    );
  });

  it("fails the build on a price, nation or buyer it cannot work with", () => {
    expect(() => text(<PropertyTax price={0} nation="england" />)).toThrow(/a price above £0/);
    expect(() => text(<PropertyTax price={450_000} nation={"ireland" as "england"} />)).toThrow(
      /nation england \| scotland \| wales/,
    );
  });
});
