import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Figure } from "./mdx-components";

describe("<Figure> in an article", () => {
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

  it("kept as history, has no mark even without `past`", () => {
    // capElecUnitApr2025 is the April 2025 cap, kept as history (from 1 April to 30 June 2025).
    const html = renderToStaticMarkup(<Figure id="capElecUnitApr2025" />);
    expect(html).toBe(
      '<span data-figure-from="2025-04-01" data-figure-to="2025-06-30">27.03p</span>',
    );
  });

  it("quoted as history, keeps its dates and has no mark", () => {
    const html = renderToStaticMarkup(<Figure id="tdcvGas2023" past />);
    expect(html).toBe(
      '<span data-figure-from="2023-10-01" data-figure-to="2026-06-30">11,500 kWh</span>',
    );
  });
});
