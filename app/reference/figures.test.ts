import { describe, expect, it } from "vitest";
import { monthsBefore, today } from "~/site/dates";
import { citationsFor, fillFigures } from "./citations";
import { figuresByDate, isPastItsDate } from "./figure-dates";
import { FIGURE_IDS, FIGURES, type FigureId } from "./figures";
import { BENEFIT_FIGURES } from "./figures/benefits";
import { CHILDCARE_FIGURES } from "./figures/childcare";
import { ENERGY_FIGURES } from "./figures/energy";
import { HOUSEHOLD_FIGURES } from "./figures/household";
import { LENDING_FIGURES } from "./figures/lending";
import { MOTORING_FIGURES } from "./figures/motoring";
import { PAY_AND_TAX_FIGURES } from "./figures/pay-and-tax";
import { PROPERTY_FIGURES } from "./figures/property";
import { evaluate, formatAmount, formatFigure } from "./format";
import type { FigureData } from "./types";

const all = FIGURE_IDS.map((id) => [id, FIGURES[id] as FigureData] as const);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (iso: string) =>
  ISO_DATE.test(iso) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

describe("every reference figure", () => {
  // FIGURES gathers the subjects' files; an id in two of them would silently keep only the later one.
  it("is in exactly one subject's file", () => {
    const subjects = [
      ENERGY_FIGURES,
      MOTORING_FIGURES,
      LENDING_FIGURES,
      PROPERTY_FIGURES,
      PAY_AND_TAX_FIGURES,
      HOUSEHOLD_FIGURES,
      BENEFIT_FIGURES,
      CHILDCARE_FIGURES,
    ];
    const ids = subjects.flatMap((figures) => Object.keys(figures));
    expect(ids.toSorted()).toEqual(FIGURE_IDS.toSorted());
  });

  it.each(all)("%s has a label, a period, a checked date and https sources", (_id, data) => {
    expect(data.label.trim().length).toBeGreaterThan(10);
    expect(data.period.trim().length).toBeGreaterThan(3);
    expect(isRealDate(data.checked), `checked "${data.checked}" is not a YYYY-MM-DD date`).toBe(
      true,
    );
    expect(data.checked <= today(), "checked in the future").toBe(true);
    expect(data.sources.length).toBeGreaterThan(0);
    for (const source of data.sources) {
      expect(source.title.trim().length).toBeGreaterThan(5);
      expect(new URL(source.url).protocol, source.url).toBe("https:");
    }
  });

  it.each(all)("%s knows when it holds: a period's end, or a date to check it by", (_id, data) => {
    const until = data.to ?? data.checkBy;
    expect(until, "neither `to` nor `checkBy`").toBeDefined();
    for (const date of [data.from, data.to, data.checkBy].filter((d) => d !== undefined))
      expect(isRealDate(date), `"${date}" is not a YYYY-MM-DD date`).toBe(true);
    if (data.on !== undefined) {
      expect(data.on).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      expect(data.checkBy, "a measured figure needs a check-by date").toBeDefined();
    }
    if (data.from && data.to) expect(data.from < data.to).toBe(true);
    if (data.checkBy && data.on) expect(data.checkBy > data.on).toBe(true);
  });

  // History is a period that ended by design, so it must have an end, and it has already come.
  it.each(all.filter(([, data]) => data.history))(
    "%s, kept as history, is for a period that has ended",
    (_id, data) => {
      expect(data.to, "history without an end to its period").toBeDefined();
      expect(data.to! < today(), "history whose period has not ended").toBe(true);
    },
  );

  it.each(all)("%s has a value its unit can print", (_id, data) => {
    if (data.unit === "date") {
      expect(typeof data.value === "string" && isRealDate(data.value)).toBe(true);
    } else if (data.unit === "text") {
      expect(typeof data.value).toBe("string");
    } else if (typeof data.value === "number") {
      expect(Number.isFinite(data.value)).toBe(true);
    } else {
      expect(Array.isArray(data.value)).toBe(true);
      const [low, high] = data.value as readonly [number, number];
      expect(low).toBeLessThan(high);
    }
  });

  // The calendar never fails the build: a figure not checked for a year is listed as a warning.
  it("lists any figure checked more than 12 months ago (a warning, never a failure)", () => {
    const cutoff = monthsBefore(today(), 12);
    const stale = all.filter(([, data]) => data.checked < cutoff);
    if (stale.length > 0) {
      console.warn(
        `WARNING: ${stale.length} reference figure(s) last checked more than 12 months ago; check them again and update their entries in app/reference/figures/:\n${stale
          .map(([id, data]) => `  ${id} (checked ${data.checked}): ${data.label}`)
          .join("\n")}`,
      );
    }
    expect(stale.every(([, data]) => data.checked < cutoff)).toBe(true);
  });
});

describe("figures past their date", () => {
  // Worked by hand from the figures' own dates, on 3 December 2026:
  // - petrolPrice, measured on 30 June 2026, was to be checked by 31 July 2026 and stands for
  //   today: past (a newer average applies).
  // - capElecUnit holds to 31 December 2026: not past.
  // - capElecUnitJuly2026 held to 30 September 2026 but is kept as history: not past.
  // - bankRate, as of the decision of 17 September 2026, is to be checked by the next, on
  //   5 November 2026: past.
  // - tdcvGas2023 held to 30 June 2026 but is kept as history (a period quoted as ended): not past.
  // - fpcStressTestMargin ended on 31 July 2022, kept as history: not past.
  // - tvLicence holds to 31 March 2027: not past.
  const day = "2026-12-03";
  const rows = new Map(figuresByDate(day).map((row) => [row.id, row]));

  it("counts only figures that stand for today", () => {
    expect(rows.get("petrolPrice")).toMatchObject({
      until: "2026-07-31",
      history: false,
      past: true,
    });
    expect(rows.get("capElecUnit")).toMatchObject({ until: "2026-12-31", past: false });
    expect(rows.get("capElecUnitJuly2026")).toMatchObject({
      until: "2026-09-30",
      history: true,
      past: false,
    });
    expect(rows.get("bankRate")).toMatchObject({ until: "2026-11-05", history: false, past: true });
    expect(rows.get("tdcvGas2023")).toMatchObject({
      until: "2026-06-30",
      history: true,
      past: false,
    });
    expect(rows.get("fpcStressTestMargin")).toMatchObject({ history: true, past: false });
    expect(rows.get("tvLicence")).toMatchObject({ until: "2027-03-31", past: false });
  });

  it("is past its date from the day after its end or check-by date, unless it is history", () => {
    const quarter = { to: "2026-09-30" } as FigureData;
    expect(isPastItsDate(quarter, "2026-09-30")).toBe(false);
    expect(isPastItsDate(quarter, "2026-10-01")).toBe(true);
    expect(isPastItsDate({ ...quarter, history: true }, "2026-10-01")).toBe(false);
    expect(isPastItsDate({ checkBy: "2026-11-05" } as FigureData, "2026-11-05")).toBe(false);
    expect(isPastItsDate({ checkBy: "2026-11-05" } as FigureData, "2026-11-06")).toBe(true);
  });

  it("lists those past first and those kept as history last", () => {
    const order = figuresByDate(day).map((row) =>
      row.past ? "past" : row.history ? "history" : "today",
    );
    const firstToday = order.indexOf("today");
    const firstHistory = order.indexOf("history");
    expect(order.slice(0, firstToday).every((kind) => kind === "past")).toBe(true);
    expect(order.slice(firstHistory).every((kind) => kind === "history")).toBe(true);
  });
});

describe("how figures print", () => {
  it.each([
    ["tvLicence", "£180"],
    ["capElecUnit", "26.32p"],
    ["petrolPrice", "151.4p"],
    ["tdcvElec", "2,500 kWh"],
    ["evOffPeak", "6–9p"],
    ["electricCarGrant", "£1,500–£3,750"],
    ["rentersRightsAct", "1 May 2026"],
    ["holdingDepositWeeks", "1 week"],
    ["depositCapWeeks", "5 weeks"],
    ["bankRate", "3.75%"],
    ["hmoBedroomOneAdult", "6.51 square metres"],
  ] as const)("%s prints as %s", (id, expected) => {
    expect(formatFigure(id)).toBe(expected);
  });

  it("rounds when asked", () => {
    expect(formatFigure("capElecStanding2025", { dp: 0 })).toBe("51–61p");
    expect(formatFigure("evRapid", { dp: 0 })).toBe("79p");
  });
});

describe("Calc", () => {
  it("works out sums over figures and reports the figures it used", () => {
    const { value, ids } = evaluate("tdcvElec * capElecUnit / 100");
    // 2,500 kWh at 26.32p: 65,800p, £658.00.
    expect(value).toBeCloseTo(658, 10);
    expect(ids).toEqual(["tdcvElec", "capElecUnit"]);
    expect(evaluate("(2 + 3) * -4 / 8").value).toBe(-2.5);
    expect(evaluate("2 ^ 3 ^ 2").value).toBe(512);
    // The repayment on £250,000 at 5% over 25 years, as the mortgage calculator works it out.
    expect(
      formatAmount(evaluate("250000 * 5 / 1200 / (1 - (1 + 5 / 1200) ^ -300)").value, "gbp"),
    ).toBe("£1,461.48");
    expect(formatAmount(652.75, "gbp")).toBe("£652.75");
    expect(formatAmount(15.2954, "pence")).toBe("15.3p");
    expect(formatAmount(-0.001, "gbp")).toBe("£0.00");
    expect(formatAmount(-125, "gbp")).toBe("−£125.00");
  });

  it("binds a minus before a power looser than the power, as in maths", () => {
    expect(evaluate("-2^2").value).toBe(-4);
    expect(evaluate("(-2)^2").value).toBe(4);
    expect(evaluate("-2^2 + 5").value).toBe(1);
    expect(evaluate("3 - -2^2").value).toBe(7);
    expect(evaluate("2^-2").value).toBe(0.25);
    expect(evaluate("--3").value).toBe(3);
  });

  it.each([
    ["tvLicense * 2", /"tvLicense" is not a figure id/],
    ["evOffPeak * 2", /"evOffPeak" is not a single number/],
    ["(1 + 2", /not closed/],
    ["1 $ 2", /unexpected "\$"/],
    ["1 / 0", /not a finite number/],
  ])("rejects %s", (expr, message) => {
    expect(() => evaluate(expr)).toThrow(message);
  });
});

describe("citations", () => {
  it("date the page by its oldest check and list each source once, with what it supports", () => {
    const citations = citationsFor(["capElecUnit", "capGasUnit", "tvLicence"] as FigureId[]);
    // The oldest check of the three: the TV licence's (23 November 2026), before the cap's (3 December).
    expect(citations?.checked).toBe(FIGURES.tvLicence.checked);
    const urls = citations?.sources.map((source) => source.url) ?? [];
    expect(new Set(urls).size).toBe(urls.length);
    const capSource = citations?.sources.find((s) => s.url === FIGURES.capGasUnit.sources[0].url);
    expect(capSource?.supports).toHaveLength(2);
    expect(citationsFor([])).toBeNull();
  });

  it("fill {{figures}} in plain text and refuse unknown ones", () => {
    const used = new Set<FigureId>();
    expect(fillFigures("A licence costs {{tvLicence}}; rapid charging {{evRapid|0}}.", used)).toBe(
      "A licence costs £180; rapid charging 79p.",
    );
    expect([...used]).toEqual(["tvLicence", "evRapid"]);
    expect(fillFigures("{{tvLicence}} {{period:tvLicence}}", used)).toBe("£180 from 1 April 2026");
    expect(() => fillFigures("{{tvLicense}}", used)).toThrow(/tvLicense/);
  });
});
