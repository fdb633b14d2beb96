import { useSyncExternalStore } from "react";
import { dayAfter, longDate, today } from "./dates";
import { ExternalLink } from "./external-link";

/** What a dated figure needs for its notice: when it holds, and where a newer one is. */
export interface FigureDates {
  /** Its first day, or the day it was measured, YYYY-MM-DD (or YYYY-MM). */
  from?: string;
  /** The last day of its period, where it has one. */
  to?: string;
  /** The day by which it should be checked again, where its period has no end. */
  checkBy?: string;
  /** Where a visitor finds a newer figure; without it, the sources listed on the page (#sources). */
  newer?: { title: string; url: string };
}

const subscribe = () => () => {};

/** The attributes a printed or filled-in figure carries: data-figure-from and data-figure-to. */
export const figureAttributes = (dates: Pick<FigureDates, "from" | "to">) => ({
  "data-figure-from": dates.from,
  "data-figure-to": dates.to,
});

/**
 * Beside a dated figure: once the visitor's date is past its period (or its check-by date), a short
 * notice that a newer figure applies and where to find it. It is in the page from the start, hidden;
 * the inline script in root.tsx shows it before the first paint, so it moves nothing, and this keeps
 * it shown once React runs. Articles print it as static HTML, where only the script acts.
 */
export function StaleNotice({ dates }: { dates: FigureDates }) {
  const until = dates.to ?? dates.checkBy;
  const stale = useSyncExternalStore(
    subscribe,
    () => until !== undefined && today() > until,
    () => false,
  );
  if (!until) return null;
  return (
    <span
      data-figure-stale=""
      data-figure-from={dates.from}
      data-figure-until={until}
      hidden={!stale}
      className="text-amber-900"
    >
      {" "}
      (
      {dates.to
        ? `A newer figure has applied since ${longDate(dayAfter(dates.to))}: see `
        : `Due to be checked again by ${longDate(until)}, so it may have changed: see `}
      {dates.newer ? (
        <ExternalLink href={dates.newer.url} className="underline">
          {dates.newer.title}
        </ExternalLink>
      ) : (
        <a href="#sources" className="underline">
          the sources below
        </a>
      )}
      .)
    </span>
  );
}
