// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHOW_STALE_NOTICES } from "./show-stale-notices";
import {
  FigureMarker,
  FiguresNotice,
  figureAttributes,
  noticeGroups,
  StaleNotice,
} from "./stale-notice";

const cap = {
  from: "2026-07-01",
  to: "2026-09-30",
  newer: { title: "Energy price cap (Ofgem)", url: "https://www.ofgem.gov.uk/energy-price-cap" },
};

describe("a dated figure's notice", () => {
  afterEach(() => vi.useRealTimers());

  it("is prerendered hidden, with its figure's first day and the day it holds until", () => {
    const html = renderToStaticMarkup(<StaleNotice dates={cap} />);
    expect(html).toContain(
      '<span data-figure-stale="" data-figure-from="2026-07-01" data-figure-until="2026-09-30" hidden=""',
    );
    expect(html.replace(/<[^>]+>/g, "")).toBe(
      " (A newer figure has applied since 1 October 2026: see Energy price cap (Ofgem) (opens in a new tab).)",
    );
    expect(figureAttributes(cap)).toEqual({
      "data-figure-from": "2026-07-01",
      "data-figure-to": "2026-09-30",
    });
  });

  it("without an end, says when it was due to be checked and points to the page's sources", () => {
    const html = renderToStaticMarkup(
      <StaleNotice dates={{ from: "2026-06-30", checkBy: "2026-07-31" }} />,
    );
    expect(html).toContain('data-figure-until="2026-07-31"');
    expect(html).toContain('href="#sources"');
    expect(html.replace(/<[^>]+>/g, "")).toBe(
      " (Due to be checked again by 31 July 2026, so it may have changed: see the sources below.)",
    );
  });

  it("is shown by the page's inline script only once the visitor's date is past it", () => {
    const notice = { hidden: true, getAttribute: () => "2026-09-30" };
    const run = (now: string) => {
      notice.hidden = true;
      vi.useFakeTimers({ now: new Date(`${now}T12:00:00`) });
      new Function("document", SHOW_STALE_NOTICES)({ querySelectorAll: () => [notice] });
      return notice.hidden;
    };
    expect(run("2026-09-30")).toBe(true);
    expect(run("2026-10-01")).toBe(false);
    expect(run("2026-07-01")).toBe(true);
    // Single-digit months and days are compared as two digits ("2026-1-5" would sort after "2026-09-30").
    notice.getAttribute = () => "2027-01-04";
    expect(run("2027-01-04")).toBe(true);
    expect(run("2027-01-05")).toBe(false);
  });
});

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("a page's one notice of figures past their date", () => {
  const capElec = { from: "2026-07-01", to: "2026-09-30" };
  const pump = { from: "2026-06-30", checkBy: "2026-07-31" };
  const rule = { from: "2026-04-01", checkBy: "2026-07-31" };
  const taxYear = { from: "2026-04-06", to: "2027-04-05" };

  it("names each set of dates once, however many figures carry them", () => {
    expect(
      noticeGroups([capElec, pump, capElec, taxYear, { ...capElec, newer: cap.newer }]),
    ).toEqual(
      [
        { from: "2026-07-01", to: "2026-09-30", until: "2026-09-30", newer: cap.newer },
        { from: "2026-06-30", to: undefined, until: "2026-07-31", newer: undefined },
        { from: "2026-04-06", to: "2027-04-05", until: "2027-04-05", newer: undefined },
      ].sort((a, b) => a.until.localeCompare(b.until)),
    );
    // Figures to check again by the same day are one line, whatever their first day.
    expect(noticeGroups([pump, rule])).toEqual([
      { from: undefined, to: undefined, until: "2026-07-31", newer: undefined },
    ]);
    // A figure with no date to pass has no line.
    expect(noticeGroups([{ from: "2026-01-01" }])).toEqual([]);
  });

  it("is at most two notes, hidden until their earliest day has passed, each line hidden until its own", () => {
    const html = renderToStaticMarkup(
      <FiguresNotice figures={[taxYear, capElec, pump, capElec]} />,
    );
    expect(html.match(/role="note"/g)).toHaveLength(2);
    expect(html).toContain(
      '<div role="note" data-figures-notice="ended" data-figure-until="2026-09-30" hidden=""',
    );
    expect(html).toContain(
      '<div role="note" data-figures-notice="check" data-figure-until="2026-07-31" hidden=""',
    );
    expect(html).toContain(
      '<li data-figure-stale="" data-figure-from="2026-07-01" data-figure-until="2026-09-30" hidden="">',
    );
    expect(html).toContain(
      'data-figure-from="2026-04-06" data-figure-until="2027-04-05" hidden=""',
    );
    expect(text(html)).toBe(
      [
        "Newer figures apply",
        "Some figures on this page, marked *, are for a period that has ended:",
        "Figures for 1 July 2026 to 30 September 2026: newer ones have applied since 1 October 2026.",
        "Figures for 6 April 2026 to 5 April 2027: newer ones have applied since 6 April 2027.",
        "Where the newer ones are published: the sources below.",
        "Figures that may have changed",
        "Some figures on this page, marked *, were due to be checked again and may have changed:",
        "Figures as of 30 June 2026, due to be checked again by 31 July 2026.",
        "Where the newer ones are published: the sources below.",
      ].join(""),
    );
    expect(renderToStaticMarkup(<FiguresNotice figures={[]} />)).toBe("");
  });

  it("points to where newer figures are published, where the figures say", () => {
    const html = renderToStaticMarkup(<FiguresNotice figures={[cap]} />);
    expect(text(html)).toContain(
      "Figures for 1 July 2026 to 30 September 2026: newer ones have applied since 1 October 2026: see Energy price cap (Ofgem) (opens in a new tab).",
    );
    expect(html).not.toContain("#sources");
  });

  it("leaves each figure a mark that screen readers do not hear", () => {
    expect(renderToStaticMarkup(<FigureMarker dates={capElec} />)).toBe(
      '<sup aria-hidden="true" data-figure-marker="" data-figure-until="2026-09-30" hidden="" class="ml-px leading-none font-semibold text-amber-800">*</sup>',
    );
    expect(renderToStaticMarkup(<FigureMarker dates={{ from: "2026-01-01" }} />)).toBe("");
  });

  it("is shown by the inline script with its lines and marks past the visitor's date, and no others", () => {
    document.body.innerHTML = `<main>${renderToStaticMarkup(
      <>
        <FiguresNotice figures={[capElec, taxYear]} />
        <p>
          26.11p
          <FigureMarker dates={capElec} />
          <FigureMarker dates={taxYear} />
        </p>
      </>,
    )}</main>`;
    vi.useFakeTimers({ now: new Date("2026-10-01T12:00:00"), toFake: ["Date"] });
    new Function("document", SHOW_STALE_NOTICES)(document);
    const shown = [...document.querySelectorAll("[data-figure-until]")]
      .filter((element) => !element.closest("[hidden]"))
      .map((element) => `${element.tagName} ${element.getAttribute("data-figure-until")}`);
    expect(shown).toEqual(["DIV 2026-09-30", "LI 2026-09-30", "SUP 2026-09-30"]);
  });
});
