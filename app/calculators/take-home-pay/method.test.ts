/** The take-home pay calculator's method text: its figures and the dates they hold for. */
import { describe, expect, it } from "vitest";
import type { MethodSection } from "~/calculators/types";

// Loaded inside the tests: the text is made as the module loads, and mutation testing credits that
// work to the test that loads it.
const section = async (heading: string): Promise<MethodSection> =>
  (await import("./method")).method.find((each) => each.heading === heading)!;
const texts = async (heading: string) =>
  (await section(heading)).paragraphs.map((paragraph) =>
    typeof paragraph === "string" ? paragraph : paragraph.text,
  );

describe("the take-home pay method", () => {
  it("gives the 2026-27 allowance, taper and NI thresholds in pounds", async () => {
    const [codes, taper] = await texts("Your tax code");
    expect(codes).toContain("1257L, the usual code, allows £12,579 (the allowance is £12,570)");
    expect(taper).toContain("for every £2 of pay over £100,000");
    expect((await texts("The rates for 2026-27"))[1]).toContain(
      "8% of pay between £12,570 and £50,270 a year and 2% above",
    );
  });

  it("dates each rate paragraph to the 2026-27 tax year, 6 April 2026 to 5 April 2027", async () => {
    const dated = (await section("The rates for 2026-27")).paragraphs;
    expect(dated).toHaveLength(3);
    for (const paragraph of dated)
      expect(paragraph).toMatchObject({ dates: { from: "2026-04-06", to: "2027-04-05" } });
  });

  it("cites the tax bands from HMRC's own engine", async () => {
    expect((await section("The rates for 2026-27")).sources?.[0]).toEqual({
      title:
        "HMRC tax-kalculator: income tax bands for each year, 2026-27 among them (TaxBands.kt)",
      url: "https://github.com/hmrc/tax-kalculator/blob/main/src/commonMain/kotlin/uk/gov/hmrc/calculator/model/bands/TaxBands.kt",
    });
  });
});
