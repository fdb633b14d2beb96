import History from "lucide/dist/esm/icons/rotate-ccw-clock.mjs";
import { useEffect, useState } from "react";
import {
  CALCULATOR_KEYS,
  type CalculatorEntry,
  type CalculatorKey,
  findCalculator,
} from "~/calculators/registry";
import { Icon } from "~/site/icon";
import { CalculatorIcon } from "./card-content";
import { readRecord, type SavedRecord } from "./saved-inputs";

/** Calculators with saved inputs, most recent first; hidden when there are none. */
export function RecentlyUsed() {
  const [recent, setRecent] = useState<CalculatorEntry[]>([]);
  // Saved inputs live in this browser only, so the list is read after hydration.
  useEffect(() => {
    setRecent(recentlyUsed().flatMap((key) => findCalculator(key) ?? []));
  }, []);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="container-page py-10">
      <h2 id="recent-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Icon icon={History} className="size-6 text-brand-700" />
        Recently Used Calculators
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {recent.map((calculator) => (
          <li key={calculator.key}>
            <a href={calculator.path} className="btn btn-secondary">
              <CalculatorIcon calculator={calculator.key} className="size-5 text-brand-700" />
              {calculator.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Calculators with saved inputs, most recently saved first (here, not with the saving: only the home page asks). */
export function recentlyUsed(limit = 3): CalculatorKey[] {
  return CALCULATOR_KEYS.map((key) => ({ key, record: readRecord(key) }))
    .filter((entry): entry is { key: CalculatorKey; record: SavedRecord } => entry.record !== null)
    .sort((a, b) => b.record.savedAt.localeCompare(a.record.savedAt))
    .slice(0, limit)
    .map((entry) => entry.key);
}
