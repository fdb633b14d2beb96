/**
 * "What's changing": the dated changes from six months before the build to the years ahead, and the
 * calendar of those still to come. Worked out when the site is built (docs/product.md#whats-changing).
 */
import { createEvents } from "ics";
import { guides } from "~/articles/collections.server";
import { calculators } from "~/calculators/registry";
import { DATED_CHANGES, type DatedChange } from "~/reference/changes";
import { siteConfig } from "~/site/config";
import { dayAfter, monthsBefore } from "~/site/dates";

export interface ChangeView extends Omit<DatedChange, "calculators" | "guides"> {
  links: { label: string; href: string }[];
}

/** A guide's title; a path that is no guide fails the build. */
const guideTitle = (path: string) => {
  const guide = guides.find((entry) => entry.path === path);
  if (!guide) throw new Error(`app/reference/changes.ts: ${path} is not a guide`);
  return guide.frontmatter.title;
};

/** The changes from six months before `today` onwards, the latest first. */
export function changesFrom(today: string, changes = DATED_CHANGES): ChangeView[] {
  const since = monthsBefore(today, 6);
  return changes
    .filter((change) => change.date >= since)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(({ calculators: keys, guides, ...change }) => ({
      ...change,
      links: [
        ...keys.map((key) => {
          const calculator = calculators.find((entry) => entry.key === key)!;
          return { label: calculator.name, href: calculator.path };
        }),
        ...guides.map((href) => ({ label: guideTitle(href), href })),
      ],
    }));
}

const dateArray = (iso: string) => iso.split("-").map(Number) as [number, number, number];

/** /whats-changing.ics: one all-day event per change after `today`, each with a stable UID. */
export function changesCalendar(today: string, origin = siteConfig.siteUrl): string {
  const upcoming = changesFrom(today).filter((change) => change.date > today);
  const { error, value } = createEvents(
    upcoming.reverse().map((change) => ({
      uid: `${change.id}@costwise`,
      start: dateArray(change.date),
      end: dateArray(dayAfter(change.date)),
      title: change.title,
      description: `${change.what} ${change.forWhom} Source: ${change.sources[0].url}`,
      url: `${origin}/whats-changing#${change.id}`,
      calName: "Costwise: what's changing",
      productId: "costwise/whats-changing",
    })),
  );
  if (error || !value) throw new Error(`whats-changing.ics: ${error?.message ?? "no calendar"}`);
  return value;
}
