import { describe, expect, it } from "vitest";
import { monthlyPayment } from "~/calculators/repayment";
import { amortise } from "./calculate";
import { scheduleCsv } from "./schedule-csv";

describe("amortisation", () => {
  const payment = monthlyPayment(250_000, 5, 300);
  const { years, months, totalInterest } = amortise(250_000, 5, payment);

  it("clears £250,000 at 5% in exactly 25 years, with interest matching the headline total", () => {
    expect(months).toBe(300);
    expect(years).toHaveLength(25);
    expect(years.at(-1)?.closingBalance).toBeCloseTo(0, 6);
    expect(totalInterest).toBeCloseTo(payment * 300 - 250_000, 4);
  });

  it("pays £12,382.93 of interest in the first year (worked month by month)", () => {
    expect(years[0]?.interest.toFixed(2)).toBe("12382.93");
  });

  it("writes a CSV with a header and one line per year", () => {
    const lines = scheduleCsv(years).split("\r\n");
    expect(lines[0]).toBe(
      "Year,Interest paid (GBP),Capital repaid (GBP),Balance at year end (GBP)",
    );
    expect(lines).toHaveLength(26);
    expect(lines[1]).toMatch(/^1,12382\.93,\d+\.\d{2},\d+\.\d{2}$/);
    expect(lines[25]).toMatch(/^25,\d+\.\d{2},\d+\.\d{2},0\.00$/);
  });
});
