import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { guides } from "~/articles/collections.server";
import { DATED_CHANGES, stillToComeWording } from "~/reference/changes";
import { FIGURES } from "~/reference/figures";
import { changesCalendar, changesFrom } from "./changes.server";

const BUILT_ON = "2026-11-24";
const guidePaths = new Set(guides.map((guide) => guide.path));

describe("what's changing", () => {
  const changes = changesFrom(BUILT_ON);

  it("lists at least eight dated changes from six months back, the latest first, each with a source", () => {
    expect(changes.length).toBeGreaterThanOrEqual(8);
    expect(changes.map((change) => change.date)).toEqual(
      [...changes.map((change) => change.date)].sort().reverse(),
    );
    // 24 May 2026 is six months before: the Renters' Rights Act (1 May) is older, the cap (1 July) is not.
    expect(changes.at(-1)!.date >= "2026-05-24").toBe(true);
    expect(changes.map((change) => change.id)).not.toContain("renters-rights-act-2026-05");
    expect(changes.map((change) => change.id)).toContain("price-cap-2026-07");
    for (const change of changes) {
      expect(change.sources[0].url).toMatch(/^https:\/\//);
      expect(change.links.length).toBeGreaterThan(0);
    }
  });

  it("takes each figure's date and value from the reference figures", () => {
    const cap = changes.find((change) => change.id === "price-cap-2026-10")!;
    expect(cap.date).toBe(FIGURES.capElecUnit.from);
    expect(cap.what).toContain(`Electricity ${FIGURES.capElecUnit.value}p a kWh`);
    // July's quarter keeps its own rates, kept as history.
    const july = changes.find((change) => change.id === "price-cap-2026-07")!;
    expect(july.date).toBe("2026-07-01");
    expect(july.what).toContain("Electricity 26.11p a kWh and 57.19p a day");
    const eved = changes.find((change) => change.id === "pay-per-mile-2028-04")!;
    expect(eved).toMatchObject({ date: "2028-04-01" });
    expect(eved.what).toContain("3p a mile");
    // The day after the 2026-27 vehicle tax year ends.
    expect(changes.find((change) => change.id === "vehicle-tax-2027-04")!.date).toBe("2027-04-01");
  });

  it("links only to real guides and calculators", () => {
    for (const change of DATED_CHANGES)
      for (const guide of change.guides) expect(guidePaths, guide).toContain(guide);
    const cap = changes.find((change) => change.id === "price-cap-2026-07")!;
    expect(cap.links).toContainEqual({
      label: guides.find(
        (guide) => guide.path === "/guides/energy-bill/how-to-estimate-your-electric-bill",
      )!.frontmatter.title,
      href: "/guides/energy-bill/how-to-estimate-your-electric-bill",
    });
    for (const change of changes)
      for (const link of change.links) expect(link.href).toMatch(/^\/(calculators|guides)\//);
  });

  it("is a calendar a calendar program can read: one all-day event per change still to come", () => {
    const text = changesCalendar(BUILT_ON, "https://costwise.example");
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    const upcoming = changes.filter((change) => change.date > BUILT_ON);
    expect(events.map((event) => event.uid).sort()).toEqual(
      upcoming.map((change) => `${change.id}@costwise`).sort(),
    );
    const pensions = events.find(
      (event) => event.uid === "income-tax-thresholds-2031-04@costwise",
    )!;
    expect(pensions.summary).toBe("The freeze on income tax thresholds ends");
    expect(pensions.startDate.isDate).toBe(true);
    expect(pensions.startDate.toString()).toBe("2031-04-06");
    expect(pensions.endDate.toString()).toBe("2031-04-07");
    expect(pensions.description).toContain("Source: https://");
    expect(pensions.component.getFirstPropertyValue("url")).toBe(
      "https://costwise.example/whats-changing#income-tax-thresholds-2031-04",
    );
    // Stable: the same changes give the same UIDs on every build.
    expect(changesCalendar(BUILT_ON)).toContain("UID:price-cap-2027-01@costwise");
  });

  it("tells every change whose date has passed in the past tense", () => {
    const today = new Date().toISOString().slice(0, 10);
    const past = DATED_CHANGES.filter((change) => change.date <= today);
    expect(past.length).toBeGreaterThanOrEqual(5);
    expect(
      past.flatMap((change) => stillToComeWording(change).map((word) => `${change.id}: "${word}"`)),
    ).toEqual([]);
  });

  it("knows a change worded as still to come, however it is put", () => {
    // The wordings these entries had when their dates had passed.
    const asIfToCome = [
      {
        title: "Renters' Rights Act: the first changes take effect in England",
        what: 'Tenancies become periodic and section 21 "no fault" evictions end.',
      },
      { title: "Ofgem's typical energy use", what: "A typical home is now counted as using less." },
      { title: "Boiler Upgrade Scheme", what: "New grant categories apply from July." },
      { title: "Fuel duty", what: "The freeze will end and duty is to rise by 1p." },
      { title: "Pay-per-mile charge for electric cars (planned)", what: "A charge of 3p a mile." },
    ];
    for (const change of asIfToCome)
      expect(stillToComeWording(change), change.what).not.toEqual([]);
    expect(
      stillToComeWording({
        title: "Renters' Rights Act: the first changes took effect in England",
        what: 'Tenancies became periodic and section 21 "no fault" evictions ended at the end of April.',
      }),
    ).toEqual([]);
  });

  it("lists the 1 January 2027 fuel duty step, the April 2027 cap quarter and the 2027-28 tax year, in its calendar too", () => {
    const dates = Object.fromEntries(changes.map((change) => [change.id, change.date]));
    expect(dates).toMatchObject({
      "fuel-duty-2027-01": "2027-01-01",
      "fuel-duty-2027-03": "2027-03-01",
      "price-cap-2027-04": "2027-04-01",
      "tv-licence-2027-04": "2027-04-01",
      "tax-year-2027-04": "2027-04-06",
    });
    const calendar = changesCalendar(BUILT_ON, "https://costwise.example");
    for (const id of ["fuel-duty-2027-01", "price-cap-2027-04", "tax-year-2027-04"])
      expect(calendar).toContain(`UID:${id}@costwise`);
    expect(calendar).toContain("DTSTART;VALUE=DATE:20270406");
    const taxYear = changes.find((change) => change.id === "tax-year-2027-04")!;
    expect(taxYear.what).toContain("ends on 5 April 2027");
    expect(taxYear.what).toContain(`${FIGURES.mileageRate.value}p a mile`);
  });
});
