import { describe, expect, it } from "vitest";
import { dayAfter, longDate, monthsBefore, today } from "./dates";

describe("dates", () => {
  it("writes an ISO date long, the same day wherever it is read", () => {
    expect(longDate("2026-11-23")).toBe("23 November 2026");
    expect(longDate("2027-01-01")).toBe("1 January 2027");
  });

  it("gives the day after, across a month's and a year's end", () => {
    expect(dayAfter("2026-09-30")).toBe("2026-10-01");
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
  });

  it("counts back whole months, rolling over a day the earlier month lacks", () => {
    expect(monthsBefore("2026-11-26", 6)).toBe("2026-05-26");
    expect(monthsBefore("2026-01-15", 12)).toBe("2025-01-15");
    // 31 February 2026 is 3 March (February 2026 has 28 days).
    expect(monthsBefore("2026-08-31", 6)).toBe("2026-03-03");
  });

  it("reads today as the local calendar day, months and days in two digits", () => {
    expect(today(new Date(2027, 0, 5, 0, 30))).toBe("2027-01-05");
    expect(today(new Date(2026, 11, 31, 23, 59))).toBe("2026-12-31");
  });
});
