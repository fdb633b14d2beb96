/**
 * Horizontal bars drawn with plain HTML and CSS: light, crisp at any width, and read by screen readers as a
 * list of labelled values (the chart is its own text alternative).
 */
export interface Bar {
  label: string;
  value: number;
  display: string;
  tone?: "brand" | "amber" | "slate";
}

const TONES = { brand: "bg-brand-700", amber: "bg-amber-500", slate: "bg-slate-500" } as const;

export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(...bars.map((bar) => Math.abs(bar.value)), 0);
  return (
    <figure className="mt-6">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <ul className="mt-3 space-y-3">
        {bars.map((bar) => (
          <li key={bar.label}>
            <div className="flex justify-between gap-3 text-sm">
              <span className="text-slate-700">{bar.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{bar.display}</span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-slate-100" aria-hidden="true">
              <div
                className={`h-3 rounded-full ${TONES[bar.tone ?? "brand"]}`}
                style={{
                  width: `${max > 0 ? Math.max(1, (Math.abs(bar.value) / max) * 100) : 0}%`,
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
