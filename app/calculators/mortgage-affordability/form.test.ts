/** Which affordability fields show (docs/product.md#mortgage-affordability). */
import { describe, expect, it } from "vitest";
import { formAt } from "../testing/form";
import { fields } from "./fields";

describe("the affordability form", () => {
  it("asks for the term and the stress test only with a rate", () => {
    const noRate = formAt(fields, { interestRatePct: " " });
    expect(noRate.termYears).toBeUndefined();
    expect(noRate.stressMarginPct).toBeUndefined();
    const withRate = formAt(fields, { interestRatePct: "4.5" });
    expect(withRate.termYears).toBeDefined();
    expect(withRate.stressMarginPct).toBeDefined();
  });
});
