import { useState } from "react";
import type { Preset, PresetChoice } from "~/calculators/types";
import { figureAttributes, StaleNotice } from "~/site/stale-notice";
import { useHydrated } from "~/site/use-hydrated";

type OnFill<K extends string> = (values: PresetChoice<K>["values"]) => void;

/** The component that shows a calculator's presets before one field (calculator-island.tsx). */
export function presetsBefore<K extends string>(presets: readonly Preset<K>[]) {
  return function Presets({ before, onFill }: { before: K; onFill: OnFill<K> }) {
    return presets
      .filter((preset) => preset.before === before)
      .map((preset, index) => (
        <PresetFill key={index} preset={preset} id={`preset-${before}-${index}`} onFill={onFill} />
      ));
  };
}

/**
 * A one-press fill of figures a visitor may not know, with what they are and when they apply. What
 * it did is said in a status line, so a screen reader hears it and nobody has to look for it.
 */
function PresetFill<K extends string>({
  preset,
  id,
  onFill,
}: {
  preset: Preset<K>;
  id: string;
  onFill: OnFill<K>;
}) {
  const ready = useHydrated();
  const [filled, setFilled] = useState(false);
  return (
    <div className="no-print rounded-lg bg-slate-50 p-3">
      <p
        id={id}
        className="text-sm text-slate-700"
        {...(preset.dates && figureAttributes(preset.dates))}
      >
        {preset.description}
        {preset.dates && <StaleNotice dates={preset.dates} />}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {preset.choices.map((choice) => (
          <button
            key={choice.label}
            type="button"
            className="btn btn-secondary btn-sm"
            aria-describedby={id}
            disabled={!ready}
            onClick={() => {
              onFill(choice.values);
              setFilled(true);
            }}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {filled && "Filled in. Change any figure to match your bill."}
      </p>
    </div>
  );
}
