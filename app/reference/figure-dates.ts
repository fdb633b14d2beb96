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

/**
 * Past its date on `today`: it stands for today, and the end of its period or its check-by date
 * has gone by. A figure kept as history never is: its period ended by design.
 */
export const isPastItsDate = (figure: FigureData, today: string) =>
  !figure.history && today > (figureUntil(figure) ?? "");

export interface DatedFigure {
  id: FigureId;
  figure: FigureData;
  /** The end of its period, or its check-by date. */
  until: string;
  /** Kept as history (FigureData.history): its period has ended by design. */
  history: boolean;
  /** Stands for today and is past `until` on the given day: a newer figure applies, or may. */
  past: boolean;
}

/**
 * Every reference figure by the day it holds until: those past it on `today` first, then those
 * that stand for today, then those kept as history.
 */
export function figuresByDate(today: string): DatedFigure[] {
  const rank = (row: DatedFigure) => (row.past ? 0 : row.history ? 2 : 1);
  return FIGURE_IDS.map((id) => {
    const figure = FIGURES[id] as FigureData;
    return {
      id,
      figure,
      until: figureUntil(figure) ?? "",
      history: figure.history === true,
      past: isPastItsDate(figure, today),
    };
  }).sort((a, b) => rank(a) - rank(b) || a.until.localeCompare(b.until));
}
