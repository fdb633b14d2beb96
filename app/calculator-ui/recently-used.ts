/**
 * The home page's Recently Used strip: calculators with inputs saved in this browser, most recently
 * saved first, at most three. Saved inputs live in this browser only, so the prerendered strip
 * (recently-used.astro) holds every calculator hidden, and this shows the ones saved, in order.
 */
import { CALCULATOR_KEYS, type CalculatorKey } from "~/calculators/registry";
import { readRecord, type SavedRecord } from "./saved-inputs";

/** Calculators with saved inputs, most recently saved first (here, not with the saving: only the home page asks). */
export function recentlyUsed(limit = 3): CalculatorKey[] {
  return CALCULATOR_KEYS.map((key) => ({ key, record: readRecord(key) }))
    .filter((entry): entry is { key: CalculatorKey; record: SavedRecord } => entry.record !== null)
    .sort((a, b) => b.record.savedAt.localeCompare(a.record.savedAt))
    .slice(0, limit)
    .map((entry) => entry.key);
}

/** Shows the strip's recently used calculators, in order; the strip stays hidden when there are none. */
export function showRecentlyUsed(strip: HTMLElement) {
  const list = strip.querySelector("ul");
  const keys = recentlyUsed();
  if (!list || keys.length === 0) return;
  for (const key of keys) {
    const item = list.querySelector<HTMLElement>(`[data-calculator="${key}"]`);
    if (!item) continue;
    list.append(item);
    item.hidden = false;
  }
  strip.hidden = false;
}
