/**
 * The MDX components that put reference figures into an article, for the build-time renderer
 * (app/articles/render.server.tsx). Each records the figures it used, so the page can say when they
 * were checked and list their sources. They render plain text: no JavaScript ships for them.
 */
import type { MDXComponents } from "mdx/types";
import { FIGURES, type FigureId, isFigureId } from "./figures";
import { type AmountKind, evaluate, formatAmount, formatFigure } from "./format";

function figureId(id: unknown, component: string): FigureId {
  if (typeof id !== "string" || !isFigureId(id)) {
    throw new Error(
      `<${component} id="${String(id)}" />: no such figure in app/reference/figures.ts`,
    );
  }
  return id;
}

/** <Figure>, <Period> and <Calc>, each adding the figures it prints to `used`. */
export function referenceComponents(used: Set<FigureId>): MDXComponents {
  return {
    /** A figure's formatted value: <Figure id="tvLicence" /> prints "£180"; dp={0} rounds it. */
    Figure: ({ id, dp }: { id: string; dp?: number }) => {
      const key = figureId(id, "Figure");
      used.add(key);
      return <>{formatFigure(key, { dp })}</>;
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
