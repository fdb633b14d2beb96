import { describe, expect, it } from "vitest";
import { FIGURES } from "~/reference/figures";
import { calculatorLinkHref } from "./calculator-link";

describe("<CalculatorLink>'s address", () => {
  it("opens the calculator with its inputs as a shared link, figures worked out", () => {
    const href = new URL(
      calculatorLinkHref({
        calculator: "energy-bill",
        inputs: { usageMode: "known" },
        figures: { electricityKWhPerYear: "tdcvElec", electricityRate: "capElecUnit / 100" },
      }),
      "https://x",
    );
    expect(href.pathname).toBe("/calculators/energy-bill");
    expect(href.searchParams.get("v")).toBe("1");
    expect(href.searchParams.get("usageMode")).toBe("known");
    expect(href.searchParams.get("electricityKWhPerYear")).toBe(String(FIGURES.tdcvElec.value));
    // 26.11 / 100 as a visitor types it, without floating-point noise.
    expect(href.searchParams.get("electricityRate")).toBe(
      String((FIGURES.capElecUnit.value as number) / 100),
    );
  });

  it("fails on a calculator, field or option that does not exist", () => {
    expect(() => calculatorLinkHref({ calculator: "energy" })).toThrow(
      '<CalculatorLink calculator="energy">: no such calculator',
    );
    expect(() =>
      calculatorLinkHref({ calculator: "energy-bill", inputs: { usageMod: "known" } }),
    ).toThrow("inputs.usageMod: not a field of energy-bill");
    expect(() =>
      calculatorLinkHref({ calculator: "energy-bill", inputs: { tariff: "economy-7" } }),
    ).toThrow('inputs.tariff: "economy-7" is not one of single, economy7');
  });

  it("fails when the calculator would open the link on an error, and passes a link it calculates", () => {
    expect(() =>
      calculatorLinkHref({
        calculator: "energy-bill",
        inputs: { usageMode: "known", electricityRate: "0.27" },
      }),
    ).toThrow(
      "would open on an error at electricityKWhPerYear: Please enter how much electricity you use",
    );
    expect(
      calculatorLinkHref({
        calculator: "moving-cost",
        inputs: { distance: "40", buying: "true", propertyPrice: "280000" },
      }),
    ).toMatch(/^\/calculators\/moving-cost\?v=1&/);
  });
});
