import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FigureId } from "./figures";
import { referenceComponents } from "./mdx-components";

describe("<Figure> in an article", () => {
  const { Figure } = referenceComponents(new Set<FigureId>()) as {
    Figure: (props: { id: string; past?: boolean }) => React.ReactElement;
  };

  it("carries the figure's dates and a hidden notice for when they have passed", () => {
    const html = renderToStaticMarkup(<Figure id="capElecUnit" />);
    expect(html).toContain(
      '<span data-figure-from="2026-07-01" data-figure-to="2026-09-30">26.11p</span>',
    );
    expect(html).toContain(
      'data-figure-stale="" data-figure-from="2026-07-01" data-figure-until="2026-09-30" hidden=""',
    );
  });

  it("quoted as history, keeps its dates and has no notice", () => {
    const html = renderToStaticMarkup(<Figure id="tdcvGas2023" past />);
    expect(html).toBe(
      '<span data-figure-from="2023-10-01" data-figure-to="2026-06-30">11,500 kWh</span>',
    );
  });
});
