import { describe, expect, it } from "vitest";
import { FIGURES } from "./figures";
import { checkedSpan, checkedWhen, FIGURES_CHECKED, FIGURES_CHECKED_WHEN } from "./figures-checked";

describe("when the figures were checked", () => {
  it("is worked out from every figure's own check day", () => {
    const days = Object.values(FIGURES).map((figure) => figure.checked);
    expect(days).toContain(FIGURES_CHECKED.first);
    expect(days).toContain(FIGURES_CHECKED.last);
    for (const day of days) {
      expect(day >= FIGURES_CHECKED.first && day <= FIGURES_CHECKED.last).toBe(true);
    }
    expect(FIGURES_CHECKED_WHEN).toBe(checkedWhen(FIGURES_CHECKED));
  });

  it("needs at least one day", () => {
    expect(() => checkedSpan([])).toThrow("checkedSpan: no check days");
  });

  it("is written as one day, or the span of days", () => {
    expect(checkedWhen(checkedSpan(["2026-11-23"]))).toBe("on 23 November 2026");
    expect(checkedWhen(checkedSpan(["2026-11-26", "2026-11-23", "2026-11-24"]))).toBe(
      "between 23 November 2026 and 26 November 2026",
    );
  });
});
