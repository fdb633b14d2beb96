import { describe, expect, it } from "vitest";
import { articleMdx } from "./article-mdx";
import type { FigureUse } from "./figure-ids";

/** An MDX text compiled as the site compiles an article, and the figures its frontmatter lists. */
async function compiled(text: string, file = "content/guides/energy-bill/example.mdx") {
  const renderer = await articleMdx.processor.createMdxRenderer!(
    { syntaxHighlight: false },
    { optimize: false },
  );
  const { code } = await renderer.process(text, file, {});
  // The frontmatter is exported as a literal: {"figureIds": [...], ...}.
  const frontmatter = /export const frontmatter = (\{[\s\S]*?\n\});/.exec(code)![1]!;
  return JSON.parse(frontmatter) as FigureUse;
}

describe("remarkFigureIds", () => {
  it("lists the figures an article prints in the order it first prints them, and those it marks", async () => {
    const use = await compiled(`
A licence is <Figure id="tvLicence" /> a year, <Period id="tvLicence" />. A home used
<Figure id="tdcvGas2023" past /> of gas a year before.

| Use | Cost |
| --- | --- |
| A year | <Calc expr="tdcvElec * capElecUnit / 100" as="gbp" /> |

Open <CalculatorLink calculator="energy-bill" figures={{ electricityRate: "capElecUnit / 100", electricityStandingCharge: "capElecStanding / 100" }}>this home</CalculatorLink>,
which takes home <CalculatorResult calculator="take-home-pay" inputs={{ grossPay: "35000" }} row="takeHomeMonthly" />.
`);
    // By hand: the licence (printed, then its period: once), the gas use quoted as history (printed,
    // not marked), the sum's two figures as its expression names them, then the link's standing
    // charge (its unit rate is listed already); a calculator's result prints no reference figure.
    expect(use.figureIds).toEqual([
      "tvLicence",
      "tdcvGas2023",
      "tdcvElec",
      "capElecUnit",
      "capElecStanding",
    ]);
    expect(use.markedFigureIds).toEqual(["tvLicence"]);
  });

  it("fails on a figure that does not exist, naming the file and where", async () => {
    await expect(
      compiled('The licence is <Figure id="tvLicense" />.', "content/guides/x/misspelt.mdx"),
    ).rejects.toMatchObject({
      reason: '<Figure id="tvLicense" />: no such figure in app/reference/figures.ts',
      file: "content/guides/x/misspelt.mdx",
      line: 1,
      column: 16,
    });
    await expect(compiled('It is <Calc expr="tvLicence * 2 + nothing" />.')).rejects.toThrow(
      '<Calc expr="tvLicence * 2 + nothing" />',
    );
  });

  it("fails on an id that is not written out, or a figure inside an expression, which it could not list", async () => {
    await expect(compiled("It is <Figure id={name} />.")).rejects.toThrow(
      '<Figure> needs id="…", written as a string',
    );
    await expect(compiled('It is {true && <Figure id="tvLicence" />}.')).rejects.toThrow(
      "a figure inside a {…} expression",
    );
  });

  it("marks a figure unless it is quoted as history", async () => {
    const use = await compiled(
      '<Figure id="tvLicence" past={false} />, <Figure id="tdcvElec" past={true} />, <Figure id="tdcvGas" />',
    );
    expect(use.figureIds).toEqual(["tvLicence", "tdcvElec", "tdcvGas"]);
    expect(use.markedFigureIds).toEqual(["tvLicence", "tdcvGas"]);
  });

  it("never marks a figure kept as history, which stands for its own period, not today", async () => {
    // capElecUnitApr2025, the April 2025 cap, is kept as history (FigureData.history).
    const use = await compiled('<Figure id="capElecUnitApr2025" />, <Figure id="capElecUnit" />');
    expect(use.figureIds).toEqual(["capElecUnitApr2025", "capElecUnit"]);
    expect(use.markedFigureIds).toEqual(["capElecUnit"]);
  });
});
