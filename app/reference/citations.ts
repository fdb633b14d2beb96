/**
 * What an article page says about its figures: the date they were checked and the sources behind
 * them, worked out from the figures the article used. Build time only.
 */
import { FIGURES, type FigureId, isFigureId } from "./figures";
import { formatFigure } from "./format";

interface CitedSource {
  title: string;
  url: string;
  /** The figures on the page this source stands behind: "TV licence fee, colour, a year: £180, from 1 April 2026". */
  supports: string[];
}

export interface ArticleCitations {
  /** The oldest check among the page's figures, YYYY-MM-DD: every figure was checked on or after it. */
  checked: string;
  sources: CitedSource[];
}

/** One entry per source, in the order the page first uses them, each naming the figures it supports. */
export function citationsFor(ids: Iterable<FigureId>): ArticleCitations | null {
  const list = [...new Set(ids)];
  if (list.length === 0) return null;
  const sources = new Map<string, CitedSource>();
  const checked = list.map((id) => FIGURES[id].checked).sort()[0]!;
  for (const id of list) {
    const data = FIGURES[id];
    const line = `${data.label}: ${formatFigure(id)}, ${data.period}`;
    for (const source of data.sources) {
      const entry = sources.get(source.url) ?? {
        title: source.title,
        url: source.url,
        supports: [],
      };
      if (!entry.supports.includes(line)) entry.supports.push(line);
      sources.set(source.url, entry);
    }
  }
  return { checked, sources: [...sources.values()] };
}

/**
 * FAQ answers are plain text in the frontmatter, so a figure is written there as {{id}}, {{id|0}} to
 * round it, or {{period:id}} for the period it applies to: "a licence costs {{tvLicence}} a year
 * {{period:tvLicence}}". Unknown ids throw, naming them.
 */
export function fillFigures(text: string, used: Set<FigureId>): string {
  return text.replace(
    /\{\{\s*(period:)?\s*([A-Za-z0-9]+)\s*(?:\|\s*(\d+)\s*)?\}\}/g,
    (_match, period: string | undefined, id: string, dp?: string) => {
      if (!isFigureId(id)) throw new Error(`{{${id}}}: no such figure in app/reference/figures.ts`);
      used.add(id);
      if (period) return FIGURES[id].period;
      return formatFigure(id, { dp: dp === undefined ? undefined : Number(dp) });
    },
  );
}

/** The figure ids written as {{id}} in a text, for validation. */
export function placeholderIds(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(?:period:)?\s*([A-Za-z0-9]+)/g)].map((match) => match[1]!);
}
