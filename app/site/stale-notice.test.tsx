import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHOW_STALE_NOTICES } from "./show-stale-notices";
import { figureAttributes, StaleNotice } from "./stale-notice";

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
