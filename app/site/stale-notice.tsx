import { type ReactNode, useSyncExternalStore } from "react";
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

/**
 * The visitor's date in the browser; null in the prerendered HTML and while React hydrates it, so
 * what React renders first agrees with the HTML, and the inline script (show-stale-notices.ts) has
 * already shown what is past.
 */
const useToday = () =>
  useSyncExternalStore(
    subscribe,
    () => today(),
    () => null,
  );

/** The day after which a newer figure applies, or may: the end of its period, else its check-by date. */
const untilOf = (dates: FigureDates) => dates.to ?? dates.checkBy;

/** Past its date on the visitor's day (never in the prerendered HTML). */
function usePast(until: string | undefined) {
  const day = useToday();
  return day !== null && until !== undefined && day > until;
}

/** The attributes a printed or filled-in figure carries: data-figure-from and data-figure-to. */
export const figureAttributes = (dates: Pick<FigureDates, "from" | "to">) => ({
  "data-figure-from": dates.from,
  "data-figure-to": dates.to,
});

/** "30 June 2026" from 2026-06-30, "June 2026" from 2026-06. */
const dayOrMonth = (iso: string) =>
  iso.length === 7 ? longDate(`${iso}-01`).replace(/^1 /, "") : longDate(iso);

/**
 * Beside a calculator's dated figures (a one-press fill, a paragraph of its method): once the
 * visitor's date is past their period (or their check-by date), a short notice that a newer figure
 * applies and where to find it. A calculator page says it once for each set of figures: where the
 * same figures appear again, they carry a FigureMarker. It is in the page from the start, hidden;
 * the inline script (show-stale-notices.ts) shows it before the first paint, so it moves nothing,
 * and this keeps it shown once React runs.
 */
export function StaleNotice({ dates }: { dates: FigureDates }) {
  const until = untilOf(dates);
  const stale = usePast(until);
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
      <NewerAt newer={dates.newer} />
      .)
    </span>
  );
}

function NewerAt({ newer }: { newer: FigureDates["newer"] }) {
  return newer ? (
    <ExternalLink href={newer.url} className="underline">
      {newer.title}
    </ExternalLink>
  ) : (
    <a href="#sources" className="underline">
      the sources below
    </a>
  );
}

/** The mark a figure past its date carries, which the page's one notice explains. */
const MARKER = "*";

/**
 * After a dated figure, a small mark once the visitor's date is past its period or check-by date:
 * the page's notice (FiguresNotice, or the StaleNotice of the same figures) says what it means, so
 * the mark is hidden from screen readers, which hear the notice once. Shown like the notices, by
 * the inline script before the first paint, and kept shown by React where React runs. It may sit
 * in a table cell; a notice never does.
 */
export function FigureMarker({ dates }: { dates: FigureDates }) {
  const until = untilOf(dates);
  const stale = usePast(until);
  if (!until) return null;
  return (
    <sup
      aria-hidden="true"
      data-figure-marker=""
      data-figure-until={until}
      hidden={!stale}
      className="ml-px leading-none font-semibold text-amber-800"
    >
      {MARKER}
    </sup>
  );
}

/** One line of a page's notice: a set of figures with the same dates. */
export interface NoticeGroup {
  from?: string;
  /** The end of their period; absent for figures with a check-by date. */
  to?: string;
  until: string;
  newer?: FigureDates["newer"];
}

/**
 * The distinct sets of dates among a page's figures, once each, those whose date passes first
 * first: the lines of its notices. Figures for a period are grouped by the period; figures to be
 * checked again, by the day they are due (with their first day where they share it). Figures
 * without a date to pass are left out.
 */
export function noticeGroups(all: Iterable<FigureDates>): NoticeGroup[] {
  const groups = new Map<string, NoticeGroup>();
  for (const dates of all) {
    const until = untilOf(dates);
    if (!until) continue;
    const key = dates.to ? `to|${dates.from ?? ""}|${until}` : `check|${until}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { from: dates.from, to: dates.to, until, newer: dates.newer });
      continue;
    }
    group.newer ??= dates.newer;
    if (group.from !== dates.from) group.from = undefined;
  }
  return [...groups.values()].sort(
    (a, b) => a.until.localeCompare(b.until) || (a.from ?? "").localeCompare(b.from ?? ""),
  );
}

const earliest = (groups: readonly NoticeGroup[]) => groups.map((group) => group.until).sort()[0]!;

/**
 * What a page whose figures are past their date says, once, at the top of the article or of the
 * section that holds them: at most two notices, one for figures whose period has ended (naming
 * each period and the day newer figures have applied since) and one for figures past the day they
 * were due to be checked again, each saying where the newer ones are published. The figures
 * themselves carry only a FigureMarker. Every notice and line is in the HTML from the start,
 * hidden, with the day it holds until; the inline script shows those past the visitor's date
 * before the first paint (nothing moves), and React keeps them shown where it runs.
 */
export function FiguresNotice({
  figures,
  sources = <NewerAt newer={undefined} />,
}: {
  figures: Iterable<FigureDates>;
  /** Where the page lists the figures' sources, for those that do not say where newer ones are. */
  sources?: ReactNode;
}) {
  const groups = noticeGroups(figures);
  const ended = groups.filter((group) => group.to);
  const toCheck = groups.filter((group) => !group.to);
  return (
    <>
      {ended.length > 0 && (
        <Notice
          kind="ended"
          groups={ended}
          sources={sources}
          title="Newer figures apply"
          lead={`Some figures on this page, marked ${MARKER}, are for a period that has ended:`}
          line={(group) =>
            `Figures for ${group.from ? `${dayOrMonth(group.from)} to ` : "the period to "}${longDate(group.to!)}: newer ones have applied since ${longDate(dayAfter(group.to!))}`
          }
        />
      )}
      {toCheck.length > 0 && (
        <Notice
          kind="check"
          groups={toCheck}
          sources={sources}
          title="Figures that may have changed"
          lead={`Some figures on this page, marked ${MARKER}, were due to be checked again and may have changed:`}
          line={(group) =>
            `Figures ${group.from ? `as of ${dayOrMonth(group.from)}, ` : ""}due to be checked again by ${longDate(group.until)}`
          }
        />
      )}
    </>
  );
}

function Notice({
  kind,
  groups,
  title,
  lead,
  line,
  sources,
}: {
  kind: "ended" | "check";
  sources: ReactNode;
  groups: readonly NoticeGroup[];
  title: string;
  lead: string;
  line: (group: NoticeGroup) => string;
}) {
  const until = earliest(groups);
  const stale = usePast(until);
  const day = useToday();
  return (
    <div
      role="note"
      data-figures-notice={kind}
      data-figure-until={until}
      hidden={!stale}
      className="my-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">{title}</p>
      <p>{lead}</p>
      <ul className="mt-1 list-disc pl-6">
        {groups.map((group) => (
          <li
            key={`${group.from}|${group.until}`}
            data-figure-stale=""
            data-figure-from={group.from}
            data-figure-until={group.until}
            hidden={!(day !== null && day > group.until)}
          >
            {line(group)}
            {group.newer && (
              <>
                {": see "}
                <NewerAt newer={group.newer} />
              </>
            )}
            .
          </li>
        ))}
      </ul>
      {groups.some((group) => !group.newer) && (
        <p className="mt-1">Where the newer ones are published: {sources}.</p>
      )}
    </div>
  );
}
