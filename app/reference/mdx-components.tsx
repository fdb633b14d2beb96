/**
 * The MDX components that put reference figures into an article (app/articles/article-body.astro).
 * Which figures an article prints, for its sources and its notice, is gathered when its MDX compiles
 * (app/articles/figure-ids.ts). They render static HTML: no JavaScript ships for them (a notice that
 * a figure has passed its date is shown by the inline script in the page's layout).
 */
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
 * A figure's formatted value: <Figure id="tvLicence" /> prints "£180"; dp={0} rounds it. It
 * carries its dates, and a small mark a visitor sees once they have passed, which the notice at
 * the top of the article explains (site/stale-notice.tsx); `past` marks a figure the sentence
 * quotes as history ("it was 11,500 kWh before"): no mark, and the notice leaves it out. A figure
 * kept as history (FigureData.history) is always printed so.
 */
export function Figure({ id, dp, past = false }: { id: string; dp?: number; past?: boolean }) {
  const key = figureId(id, "Figure");
  const figure: FigureData = FIGURES[key];
  const dates = figureDates(figure);
  return (
    <>
      <span {...figureAttributes(dates)}>{formatFigure(key, { dp })}</span>
      {!past && !figure.history && <FigureMarker dates={dates} />}
    </>
  );
}

/** When a figure applies: <Period id="capElecUnit" /> prints "from 1 July to 30 September 2026". */
export function Period({ id }: { id: string }) {
  return <>{FIGURES[figureId(id, "Period")].period}</>;
}

/**
 * Arithmetic on figures, worked out when the site is built:
 * <Calc expr="tdcvElec * capElecUnit / 100" as="gbp" /> prints "£652.75".
 */
export function Calc({ expr, as = "number", dp }: { expr: string; as?: AmountKind; dp?: number }) {
  return <>{formatAmount(evaluate(expr).value, as, dp)}</>;
}
