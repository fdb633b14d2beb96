import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FigureId } from "~/reference/figures";
import { FIGURES } from "~/reference/figures";
import { type CalculatorLinkTarget, calculatorLink, checkCalculatorLinks } from "./calculator-link";

function render(element: (Link: ReturnType<typeof calculatorLink>) => React.ReactElement) {
  const links: CalculatorLinkTarget[] = [];
  const used = new Set<FigureId>();
  const html = renderToStaticMarkup(element(calculatorLink(links, used)));
  return { html, links, used };
}

describe("<CalculatorLink>", () => {
  it("links to the calculator with its inputs as a shared link, figures worked out and cited", () => {
    const { html, links, used } = render((Link) => (
      <Link
        calculator="energy-bill"
        inputs={{ usageMode: "known" }}
        figures={{ electricityKWhPerYear: "tdcvElec", electricityRate: "capElecUnit / 100" }}
      >
        this home
      </Link>
    ));
    const href = new URL(html.match(/href="([^"]+)"/)![1]!.replaceAll("&amp;", "&"), "https://x");
    expect(href.pathname).toBe("/calculators/energy-bill");
    expect(href.searchParams.get("v")).toBe("1");
    expect(href.searchParams.get("usageMode")).toBe("known");
    expect(href.searchParams.get("electricityKWhPerYear")).toBe(String(FIGURES.tdcvElec.value));
    // 26.11 / 100 as a visitor types it, without floating-point noise.
    expect(href.searchParams.get("electricityRate")).toBe(
      String((FIGURES.capElecUnit.value as number) / 100),
    );
    expect(html).toContain(">this home</a>");
    expect([...used].sort()).toEqual(["capElecUnit", "tdcvElec"]);
    expect(links).toHaveLength(1);
  });

  it("fails on a calculator, field or option that does not exist", () => {
    expect(() => render((Link) => <Link calculator="energy">x</Link>)).toThrow(
      '<CalculatorLink calculator="energy">: no such calculator',
    );
    expect(() =>
      render((Link) => (
        <Link calculator="energy-bill" inputs={{ usageMod: "known" }}>
          x
        </Link>
      )),
    ).toThrow("inputs.usageMod: not a field of energy-bill");
    expect(() =>
      render((Link) => (
        <Link calculator="energy-bill" inputs={{ tariff: "economy-7" }}>
          x
        </Link>
      )),
    ).toThrow('inputs.tariff: "economy-7" is not one of single, economy7');
  });

  it("fails when the calculator would open the link on an error, and passes a link it calculates", () => {
    const broken = render((Link) => (
      <Link calculator="energy-bill" inputs={{ usageMode: "known", electricityRate: "0.27" }}>
        x
      </Link>
    ));
    expect(() => checkCalculatorLinks(broken.links)).toThrow(
      "would open on an error at electricityKWhPerYear: Please enter how much electricity you use",
    );
    const buying = render((Link) => (
      <Link
        calculator="moving-cost"
        inputs={{ distance: "40", buying: "true", propertyPrice: "280000" }}
      >
        x
      </Link>
    ));
    expect(() => checkCalculatorLinks(buying.links)).not.toThrow();
  });
});
