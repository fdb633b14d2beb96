/**
 * Finds reference figures typed by hand into content: a value that will change (a cap rate, a pump
 * price) written as digits instead of printed with <Figure>, worked out with <Calc>, or given to a
 * scenario through `figures:`. Used by a unit test over every article (docs/content-style.md).
 */
import { FIGURE_IDS, FIGURES, type FigureId } from "~/reference/figures";
import type { FigureData } from "~/reference/types";
import { withoutFloatNoise } from "~/site/format";

/** Digits that identify a value: at least three significant ones (26.11, 1,663, 0.2611), not 5 or 180. */
const distinctive = (value: number) => value.toString().replace(/^[0.]+|\.|0+$/g, "").length >= 3;

const grouped = (value: number) =>
  value.toLocaleString("en-GB", { maximumFractionDigits: 10, useGrouping: true });

/** The ways a figure's value is written in text: 26.11p, 0.2611, £1,663, 1663, 11,500 kWh. */
function writings(figure: FigureData): string[] {
  const values =
    typeof figure.value === "number"
      ? [figure.value]
      : Array.isArray(figure.value)
        ? [...figure.value]
        : [];
  return values.filter(distinctive).flatMap((value) => {
    if (figure.unit === "pence") {
      const pounds = withoutFloatNoise(value / 100);
      return [`${value}p`, `${grouped(value)}p`, String(pounds)];
    }
    if (figure.unit === "gbp" || figure.unit === "kwh") return [grouped(value), String(value)];
    return [String(value)];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NEEDLES: [FigureId, RegExp][] = FIGURE_IDS.flatMap((id) =>
  [...new Set(writings(FIGURES[id] as FigureData))].map(
    (text) =>
      [id, new RegExp(`(?<![\\d.,])${escapeRegExp(text)}(?![\\d]|\\.\\d|,\\d)`)] as [
        FigureId,
        RegExp,
      ],
  ),
);

/** The MDX file's text with the components that print figures taken out. */
const withoutFigureComponents = (mdx: string) =>
  mdx.replace(/<(Figure|Period|Calc|PropertyTax|ScenarioResult|CalculatorLink)\b[^>]*>/g, " ");

/** Each figure typed by hand in an MDX file, with the text around it. */
export function typedFigures(mdx: string): { id: FigureId; context: string }[] {
  const text = withoutFigureComponents(mdx);
  return NEEDLES.flatMap(([id, needle]) => {
    const match = needle.exec(text);
    if (!match) return [];
    return [{ id, context: text.slice(Math.max(0, match.index - 40), match.index + 40).trim() }];
  });
}
