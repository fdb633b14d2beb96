import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { guides } from "~/articles/catalogue.server";
import { DATED_CHANGES } from "~/reference/changes";
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
    const cap = changes.find((change) => change.id === "price-cap-2026-07")!;
    expect(cap.date).toBe(FIGURES.capElecUnit.from);
    expect(cap.what).toContain(`Electricity ${FIGURES.capElecUnit.value}p a kWh`);
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
});
