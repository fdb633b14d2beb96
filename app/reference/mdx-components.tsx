/**
 * The MDX components that put reference figures into an article, for the build-time renderer
 * (app/articles/render.server.tsx). Each records the figures it used, so the page can say when they
 * were checked and list their sources. They render static HTML: no JavaScript ships for them (a notice that a figure has passed its
 * date is shown by the layout's inline script, site/show-stale-notices.ts).
 */
import type { MDXComponents } from "mdx/types";
import { FigureMarker, figureAttributes } from "~/site/stale-notice";
import { figureDates } from "./figure-dates";
import { FIGURES, type FigureId, isFigureId } from "./figures";
import { type AmountKind, evaluate, formatAmount, formatFigure } from "./format";
import type { FigureData } from "./types";

function figureId(id: unknown, component: string): FigureId {
  if (typeof id !== "string" || !isFigureId(id)) {
    throw new Error(
      `<${component} id="${String(id)}" />: no such figure in app/reference/figures.ts`,
    );
  }
  return id;
}

/**
 * <Figure>, <Period> and <Calc>, each adding the figures it prints to `used`; a <Figure> that is
 * not history (quoted as past, or a figure kept as history) adds its figure to `marked` too, the
 * figures the article's notice speaks for.
 */
export function referenceComponents(
  used: Set<FigureId>,
  marked: Set<FigureId> = new Set(),
): MDXComponents {
  return {
    /**
     * A figure's formatted value: <Figure id="tvLicence" /> prints "£180"; dp={0} rounds it. It
     * carries its dates, and a small mark a visitor sees once they have passed, which the notice at
     * the top of the article explains (site/stale-notice.tsx); `past` marks a figure the sentence
     * quotes as history ("it was 11,500 kWh before"): no mark, and the notice leaves it out. A
     * figure kept as history (FigureData.history) is always printed so.
     */
    Figure: ({ id, dp, past = false }: { id: string; dp?: number; past?: boolean }) => {
      const key = figureId(id, "Figure");
      const figure: FigureData = FIGURES[key];
      const standsForToday = !past && !figure.history;
      used.add(key);
      if (standsForToday) marked.add(key);
      const dates = figureDates(figure);
      return (
        <>
          <span {...figureAttributes(dates)}>{formatFigure(key, { dp })}</span>
          {standsForToday && <FigureMarker dates={dates} />}
        </>
      );
    },
    /** When a figure applies: <Period id="capElecUnit" /> prints "from 1 July to 30 September 2026". */
    Period: ({ id }: { id: string }) => {
      const key = figureId(id, "Period");
      used.add(key);
      return <>{FIGURES[key].period}</>;
    },
    /**
     * Arithmetic on figures, worked out when the site is built:
     * <Calc expr="tdcvElec * capElecUnit / 100" as="gbp" /> prints "£652.75".
     */
    Calc: ({ expr, as = "number", dp }: { expr: string; as?: AmountKind; dp?: number }) => {
      const { value, ids } = evaluate(expr);
      for (const id of ids) used.add(id);
      return <>{formatAmount(value, as, dp)}</>;
    },
  };
}
