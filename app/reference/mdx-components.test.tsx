import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FigureId } from "./figures";
import { referenceComponents } from "./mdx-components";

describe("<Figure> in an article", () => {
  const { Figure } = referenceComponents(new Set<FigureId>()) as {
    Figure: (props: { id: string; past?: boolean }) => React.ReactElement;
  };

  it("carries the figure's dates and a hidden mark for when they have passed, never a notice", () => {
    const html = renderToStaticMarkup(<Figure id="capElecUnit" />);
    expect(html).toContain(
      '<span data-figure-from="2026-10-01" data-figure-to="2026-12-31">26.32p</span>',
    );
    expect(html).toContain(
      '<sup aria-hidden="true" data-figure-marker="" data-figure-until="2026-12-31" hidden=""',
    );
    expect(html).not.toContain("data-figure-stale");
  });

  it("records the figures it marks, for the article's one notice", () => {
    const used = new Set<FigureId>();
    const marked = new Set<FigureId>();
    const { Figure: Marking } = referenceComponents(used, marked) as {
      Figure: (props: { id: string; past?: boolean }) => React.ReactElement;
    };
    renderToStaticMarkup(
      <>
        <Marking id="capElecUnit" />
        <Marking id="tdcvGas2023" past />
      </>,
    );
    expect([...used]).toEqual(["capElecUnit", "tdcvGas2023"]);
    expect([...marked]).toEqual(["capElecUnit"]);
  });

  it("kept as history, is never marked, nor spoken for by the notice, even without `past`", () => {
    const used = new Set<FigureId>();
    const marked = new Set<FigureId>();
    const { Figure: Marking } = referenceComponents(used, marked) as {
      Figure: (props: { id: string; past?: boolean }) => React.ReactElement;
    };
    // capElecUnitApr2025 is the April 2025 cap, kept as history (from 1 April to 30 June 2025).
    const html = renderToStaticMarkup(<Marking id="capElecUnitApr2025" />);
    expect(html).toBe(
      '<span data-figure-from="2025-04-01" data-figure-to="2025-06-30">27.03p</span>',
    );
    expect([...used]).toEqual(["capElecUnitApr2025"]);
    expect([...marked]).toEqual([]);
  });

  it("quoted as history, keeps its dates and has no mark", () => {
    const html = renderToStaticMarkup(<Figure id="tdcvGas2023" past />);
    expect(html).toBe(
      '<span data-figure-from="2023-10-01" data-figure-to="2026-06-30">11,500 kWh</span>',
    );
  });
});
