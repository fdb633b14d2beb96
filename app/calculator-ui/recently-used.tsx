import History from "lucide/dist/esm/icons/rotate-ccw-clock.mjs";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type CalculatorEntry, findCalculator } from "~/calculators/registry";
import { Icon } from "~/site/icon";
import { CalculatorIcon } from "./card-content";
import { recentlyUsed } from "./saved-inputs";

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
            <Link to={calculator.path} prefetch="intent" className="btn btn-secondary">
              <CalculatorIcon calculator={calculator.key} className="size-5 text-brand-700" />
              {calculator.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
