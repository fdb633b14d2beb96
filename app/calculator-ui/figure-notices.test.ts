/**
 * A calculator page says once that a set of its figures is past its date (docs/decisions/0028):
 * a one-press fill's figures in its own line, the method text's at the top of its section, each set
 * of dates in one place only; the results mark theirs and leave the saying to those.
 */
import { describe, expect, it } from "vitest";
import { definitions } from "~/calculators/definitions";
import { type FigureDates, noticeGroups } from "~/site/stale-notice";

const keyOf = (group: { from?: string; to?: string; until: string }) =>
  group.to ? `${group.from}–${group.to}` : `check by ${group.until}`;

describe.each(
  Object.values(definitions).map((definition) => [definition.key, definition] as const),
)("%s", (_key, definition) => {
  it("names each set of dated figures in one notice only", async () => {
    const presets = definition.presets ?? [];
    const method = await definition.method();
    const methodDates = method.flatMap((section) =>
      section.paragraphs.flatMap((paragraph) =>
        typeof paragraph === "string" ? [] : [paragraph.dates],
      ),
    );
    const named = [
      ...presets.flatMap((preset) => noticeGroups(preset.dates ? [preset.dates] : [])),
      ...noticeGroups(methodDates),
    ].map(keyOf);
    expect(named).toEqual([...new Set(named)]);
    // The method text's figures: at most two notices, however many paragraphs state them.
    const kinds = new Set(noticeGroups(methodDates).map((group) => Boolean(group.to)));
    expect(kinds.size).toBeLessThanOrEqual(2);
  });
});

it("the figures a result marks are named by a notice on the same page", async () => {
  const { TYPICAL_USE } = await import("~/reference/energy");
  const { LETTING_INCOME_CHECK } = await import("~/reference/letting");
  const named = async (key: keyof typeof definitions) => {
    const definition = definitions[key];
    const dates: FigureDates[] = [
      ...(definition.presets ?? []).flatMap((preset) => (preset.dates ? [preset.dates] : [])),
      ...(await definition.method()).flatMap((section) =>
        section.paragraphs.flatMap((paragraph) =>
          typeof paragraph === "string" ? [] : [paragraph.dates],
        ),
      ),
    ];
    return noticeGroups(dates).map(keyOf);
  };
  // The energy results' usage comparison, and the rent results' letting agents' check.
  expect(await named("energy-bill")).toContain(keyOf(noticeGroups([TYPICAL_USE])[0]!));
  expect(await named("rent-affordability")).toContain(
    keyOf(noticeGroups([{ checkBy: LETTING_INCOME_CHECK.checkBy }])[0]!),
  );
});
