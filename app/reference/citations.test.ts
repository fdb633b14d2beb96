/**
 * An article's sources and check date, figures written into plain text, and figures by the day they
 * hold until. Relations between real figures are checked rather than their values, which change.
 */
import { describe, expect, it } from "vitest";
import { citationsFor, fillFigures, placeholderIds } from "./citations";
import { figureDates, figuresByDate } from "./figure-dates";
import { FIGURE_IDS, FIGURES, type FigureId } from "./figures";
import { formatFigure } from "./format";
import type { FigureData } from "./types";

const figure = (id: FigureId) => FIGURES[id] as FigureData;

describe("an article's citations", () => {
  it("take the oldest check among the figures, whichever comes first", () => {
    const byCheck = FIGURE_IDS.toSorted((a, b) =>
      figure(a).checked.localeCompare(figure(b).checked),
    );
    const oldest = byCheck[0]!;
    const newest = byCheck.at(-1)!;
    expect(figure(oldest).checked < figure(newest).checked).toBe(true);
    expect(citationsFor([newest, oldest])?.checked).toBe(figure(oldest).checked);
    expect(citationsFor([oldest, newest])?.checked).toBe(figure(oldest).checked);
  });

  it("list each source once with the figure it supports, once however often it is used", () => {
    const tv = figure("tvLicence");
    const citations = citationsFor(["tvLicence", "tvLicence"]);
    expect(citations?.sources).toEqual(
      tv.sources.map((source) => ({
        title: source.title,
        url: source.url,
        supports: [`TV licence fee, colour, a year: ${formatFigure("tvLicence")}, ${tv.period}`],
      })),
    );
  });

  it("are none without figures", () => {
    expect(citationsFor([])).toBeNull();
  });
});

describe("figures in plain text", () => {
  it("allow spaces inside the braces, and round to the decimals after a bar", () => {
    const used = new Set<FigureId>();
    expect(fillFigures("{{ tvLicence }} {{ period: tvLicence }} {{ evRapid | 0 }}", used)).toBe(
      `${formatFigure("tvLicence")} ${figure("tvLicence").period} ${formatFigure("evRapid", { dp: 0 })}`,
    );
    expect([...used]).toEqual(["tvLicence", "evRapid"]);
    // Two digits after the bar: ten decimals.
    expect(fillFigures("{{tvLicence|10}}", used)).toBe(formatFigure("tvLicence", { dp: 10 }));
  });

  it("name an unknown figure", () => {
    expect(() => fillFigures("{{ tvLicense }}", new Set())).toThrow(
      "{{tvLicense}}: no such figure in app/reference/figures.ts",
    );
  });

  it("are found by id, for checking", () => {
    expect(placeholderIds("{{tvLicence}}, {{ period: evRapid }} and {{ ab12 | 0 }}; {c}")).toEqual([
      "tvLicence",
      "evRapid",
      "ab12",
    ]);
    expect(placeholderIds("no figures")).toEqual([]);
  });
});

describe("a figure's dates", () => {
  const base = figure("tvLicence");
  it("start on its first day, or the day it was measured", () => {
    expect(
      figureDates({
        ...base,
        from: "2026-04-01",
        on: "2026-03-01",
        to: "2027-03-31",
        checkBy: undefined,
      }),
    ).toEqual({ from: "2026-04-01", to: "2027-03-31", checkBy: undefined });
    expect(
      figureDates({
        ...base,
        from: undefined,
        on: "2026-03-01",
        to: undefined,
        checkBy: "2026-12-01",
      }),
    ).toEqual({ from: "2026-03-01", to: undefined, checkBy: "2026-12-01" });
  });
});

describe("figures by the day they hold until", () => {
  const order = (day: string) => figuresByDate(day);

  it("hold until the end of their period, else their check-by date", () => {
    for (const { figure: data, until } of order("2026-12-01")) {
      expect(until).toBe(data.to ?? data.checkBy);
    }
  });

  it("put those past on the day first, then those current, then history, each group soonest first", () => {
    const day = "2026-12-01";
    const figures = order(day);
    const past = figures.filter((f) => f.past);
    const history = figures.filter((f) => f.history);
    expect(past.length).toBeGreaterThan(0);
    expect(history.length).toBeGreaterThan(0);
    expect(figures.slice(0, past.length).every((f) => f.past)).toBe(true);
    expect(figures.slice(-history.length).every((f) => f.history)).toBe(true);
    for (const [earlier, later] of figures.slice(1).map((f, i) => [figures[i]!, f] as const)) {
      if (earlier.past === later.past && earlier.history === later.history)
        expect(earlier.until <= later.until).toBe(true);
    }
    // A figure kept as history stands for its own period, never for today: it is never past.
    for (const f of figures) expect(f.past).toBe(!f.history && day > f.until);
  });

  it("are not past on the day they hold until", () => {
    const [first] = order("2000-01-01");
    const onItsDay = order(first!.until).find((f) => f.id === first!.id);
    expect(onItsDay?.past).toBe(false);
  });

  it("are all current long before, and all past long after, but for those kept as history", () => {
    expect(order("2000-01-01").some((f) => f.past)).toBe(false);
    expect(order("2999-01-01").every((f) => f.past !== f.history)).toBe(true);
  });
});
