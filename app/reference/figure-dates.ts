/** A reference figure's dates, as its notice and `npm run figures` read them. */
import type { FigureDates } from "~/site/stale-notice";
import type { FigureData } from "./types";

/** In an article, a notice points to the page's own list of sources, where this figure's are. */
export const figureDates = (figure: FigureData): FigureDates => ({
  from: figure.from ?? figure.on,
  to: figure.to,
  checkBy: figure.checkBy,
});

/** The day after which a newer figure applies, or may: the end of its period, else its check-by date. */
export const figureUntil = (figure: Pick<FigureData, "to" | "checkBy">) =>
  figure.to ?? figure.checkBy;
