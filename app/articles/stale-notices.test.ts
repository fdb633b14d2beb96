/**
 * One notice per page (docs/decisions/0028): every article, rendered as the build renders it and
 * shown as the inline script shows it on a day after every figure's end, says that its figures
 * have passed their date at most twice, never in a table cell, and marks each figure instead.
 */
import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { figuresByDate } from "~/reference/figure-dates";
import { dayAfter, today } from "~/site/dates";
import { SHOW_STALE_NOTICES } from "~/site/show-stale-notices";
import { type Article, guides, scenarios } from "./collections.server";
import { renderedArticle } from "./render-for-tests";

const articles: Article[] = [...guides, ...scenarios];

/** The day after the last day any reference figure holds until. */
const AFTER_EVERY_FIGURE = dayAfter(
  figuresByDate(today())
    .map(({ until }) => until)
    .sort()
    .at(-1)!,
);

/**
 * The article's body as a visitor's browser shows it on `day`: the inline script has run. Rendered
 * on the server, as the build renders it, and read in a document of its own.
 */
async function shownOn(article: Article, day: string) {
  const { html } = await renderedArticle(article);
  const { document } = new Window();
  document.body.innerHTML = html;
  vi.useFakeTimers({ now: new Date(`${day}T12:00:00`), toFake: ["Date"] });
  new Function("document", SHOW_STALE_NOTICES)(document);
  vi.useRealTimers();
  return document.body as unknown as Element;
}

const visible = (element: Element) => !element.closest("[hidden]");
const all = (root: Element, selector: string) => [...root.querySelectorAll(selector)];

describe.each(articles.map((article) => [article.path, article] as const))(
  "%s",
  (_path, article) => {
    afterEach(() => vi.useRealTimers());

    it("after every figure's end, says so at most twice, at the top, and in no table cell", async () => {
      const body = await shownOn(article, AFTER_EVERY_FIGURE);
      const notices = all(body, "[data-figures-notice]").filter(visible);
      expect(notices.length).toBeLessThanOrEqual(2);
      expect(all(body, "td [data-figures-notice], th [data-figures-notice]")).toEqual([]);
      expect(all(body, "td [data-figure-stale], th [data-figure-stale]")).toEqual([]);
      // Each line of a notice is one set of dates, named once.
      const lines = all(body, "[data-figure-stale]").filter(visible);
      const named = lines.map((line) => line.getAttribute("data-figure-until"));
      const sets = lines.map(
        (line) =>
          `${line.getAttribute("data-figure-from")}|${line.getAttribute("data-figure-until")}`,
      );
      expect(sets).toEqual([...new Set(sets)]);
      // Every marked figure shows its mark, and then the article has a notice explaining it,
      // before any of its own paragraphs.
      const marks = all(body, "[data-figure-marker]");
      for (const mark of marks) {
        expect(visible(mark)).toBe(true);
        expect(mark.getAttribute("aria-hidden")).toBe("true");
      }
      if (marks.length > 0) {
        expect(notices.length).toBeGreaterThan(0);
        const first = body.firstElementChild!.firstElementChild!;
        expect(first.matches("[data-figures-notice]")).toBe(true);
        // The inline script follows the notice at once, so nothing paints before it has run.
        const after = notices.at(-1)!.nextElementSibling!;
        expect(after.tagName).toBe("SCRIPT");
        expect(after.textContent).toBe(SHOW_STALE_NOTICES);
      }
      // Every notice's line carries a day a mark carries: it speaks for figures the page marks.
      const marked = new Set(marks.map((mark) => mark.getAttribute("data-figure-until")));
      for (const day of named) expect(marked.has(day)).toBe(true);
    });

    it("before any figure's end, shows no notice and no mark", async () => {
      const body = await shownOn(article, "2000-01-01");
      expect(
        all(body, "[data-figures-notice], [data-figure-stale], [data-figure-marker]").filter(
          visible,
        ),
      ).toEqual([]);
    });
  },
);
