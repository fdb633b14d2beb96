/** A reference figure's dates, as its notice and `npm run figures` read them. */
import type { FigureDates } from "~/site/stale-notice";
import { FIGURE_IDS, FIGURES, type FigureId } from "./figures";
import type { FigureData } from "./types";

/** In an article, a notice points to the page's own list of sources, where this figure's are. */
export const figureDates = (figure: FigureData): FigureDates => ({
  from: figure.from ?? figure.on,
  to: figure.to,
  checkBy: figure.checkBy,
});

/** The day after which a newer figure applies, or may: the end of its period, else its check-by date. */
const figureUntil = (figure: Pick<FigureData, "to" | "checkBy">) => figure.to ?? figure.checkBy;

export interface DatedFigure {
  id: FigureId;
  figure: FigureData;
  /** The end of its period, or its check-by date. */
  until: string;
  /** Past `until` on the given day: a newer figure applies, or may. */
  past: boolean;
}

/** Every reference figure by the day it holds until, those past it on `today` first. */
export function figuresByDate(today: string): DatedFigure[] {
  return FIGURE_IDS.map((id) => {
    const figure = FIGURES[id] as FigureData;
    const until = figureUntil(figure) ?? "";
    return { id, figure, until, past: today > until };
  }).sort((a, b) => Number(b.past) - Number(a.past) || a.until.localeCompare(b.until));
}
