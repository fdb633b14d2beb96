/**
 * The price cap preset's words on VAT once the cap's quarter is outside the zero rate on home
 * electricity: the reference figures are swapped for a later quarter's.
 */
import { describe, expect, it, vi } from "vitest";
import { presets } from "./presets";

vi.mock("~/reference/energy", async (importOriginal) => {
  const energy = await importOriginal<typeof import("~/reference/energy")>();
  return {
    ...energy,
    // April to June 2027, after the zero rate ends on 31 March 2027.
    PRICE_CAP: {
      ...energy.PRICE_CAP,
      period: "from 1 April to 30 June 2027",
      from: "2027-04-01",
      to: "2027-06-30",
    },
  };
});

describe("the price cap preset after the zero rate on electricity", () => {
  it("says the cap includes VAT, with no word of the zero rate", () => {
    const description = presets[1]!.description;
    expect(description).toContain(
      "Ofgem's price cap from 1 April to 30 June 2027 (Great Britain averages, Direct Debit, with VAT):",
    );
    expect(description).not.toContain("carries none");
  });
});
