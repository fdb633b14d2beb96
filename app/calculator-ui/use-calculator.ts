import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { trackEvent } from "~/analytics/track";
import {
  type CalculatorDefinition,
  type CalculatorEngine,
  defaultInputs,
  type Inputs,
} from "~/calculators/types";
import { toast } from "~/site/toast";
import { loadSavedInputs, removeSavedInputs, saveInputs, withKnownKeys } from "./saved-inputs";
import { COMPARED_WITH, inputsFromSearch, inputsToSearch } from "./share-url";

export interface Calculated<K extends string, R> {
  result: R;
  /** The inputs the result was calculated from (the form may have changed since). */
  inputs: Inputs<K>;
}

/**
 * Puts the inputs in the page's address, so it is a shareable link, by replacing the history entry
 * in place. A router navigation would re-render the parts of the page whose code is still loading
 * (the method text, the one-press figures, the footer), and React would drop their prerendered HTML
 * until their code arrived: the page would jump twice (docs/decisions/0012).
 */
function showInAddress(search: string) {
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
}

/**
 * A calculator page's state: the form, the last good result, and the last validation error.
 * On load the inputs come from a shared link, else what was typed before the code started, else
 * the saved inputs, else the defaults.
 */
export function useCalculator<K extends string, R>(definition: CalculatorDefinition<K, R>) {
  const defaults = useMemo(() => defaultInputs(definition.fields), [definition]);
  const [inputs, setInputs] = useState<Inputs<K>>(defaults);
  const [calculated, setCalculated] = useState<Calculated<K, R> | null>(null);
  // A comparison's first result (A), kept while the visitor works out another (B): the one on screen.
  const [comparedWith, setComparedWith] = useState<Calculated<K, R> | null>(null);
  const comparedInputs = useRef<Inputs<K> | undefined>(undefined);
  comparedInputs.current = comparedWith?.inputs;
  const [error, setError] = useState<{ message: string; field: K } | null>(null);
  const [searchParams] = useSearchParams();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [focusResults, setFocusResults] = useState(false);
  // False in the prerendered page; true once the inputs below have been read, in the same render,
  // so a button enabled by it never acts on inputs the page has not taken in yet.
  const [started, setStarted] = useState(false);

  // The reading of figures and the calculation, fetched once the page has started (decision 0013).
  const [engine, setEngine] = useState<CalculatorEngine<K, R> | null>(null);
  const engineRef = useRef(engine);
  engineRef.current = engine;
  // The changes made while the engine was still loading: the inputs before and after each.
  const unconverted = useRef<[Inputs<K>, Inputs<K>][]>([]);

  // Counts calculations and resets, so one that waited for code does not land after a newer one.
  const latest = useRef(0);

  /** The outcome for these inputs, once the engine is here; undefined if it cannot load. */
  const work = useCallback(
    async (values: Inputs<K>) => {
      try {
        const loaded = await definition.engine();
        return loaded.calculate(values);
      } catch {
        toast({
          title: "Could not calculate",
          description: "Part of this page did not load. Check your connection, then try again.",
          variant: "destructive",
        });
        return undefined;
      }
    },
    [definition],
  );

  const calculate = useCallback(
    async (values: Inputs<K>, { fromLink = false } = {}) => {
      const request = ++latest.current;
      const outcome = await work(values);
      if (!outcome || request !== latest.current) return;
      if (!outcome.ok) {
        // The last good result stays on screen; the error is shown beside the form and as a toast.
        setError({ message: outcome.message, field: outcome.field });
        toast({ title: "Invalid Input", description: outcome.message, variant: "destructive" });
        return;
      }
      setError(null);
      setCalculated({ result: outcome.result, inputs: values });
      trackEvent("calculate", { calculator: definition.key });
      if (!fromLink) {
        showInAddress(inputsToSearch(definition.fields, values, comparedInputs.current));
        setFocusResults(true);
      }
    },
    [definition, work],
  );

  /** Several inputs at once, from the current ones (a preset's figures); the others keep what was typed. Stable. */
  const fill = useCallback(
    (values: (current: Inputs<K>) => Partial<Inputs<K>>) =>
      setInputs((current) => ({ ...current, ...values(current) })),
    [],
  );

  // Runs once after hydration: the prerendered page cannot know the link's or the browser's inputs.
  useEffect(() => {
    setStarted(true);
    definition.engine().then(
      (loaded) => {
        setEngine(loaded);
        // A unit switched before the engine arrived is converted now, where the figure it affects
        // has not been typed again since.
        const changes = unconverted.current;
        unconverted.current = [];
        setInputs((current) => {
          const inputs = { ...current };
          for (const [before, after] of changes) {
            const converted = loaded.convertUnits(before, after);
            for (const key of Object.keys(after) as K[])
              if (converted[key] !== after[key] && inputs[key] === after[key])
                inputs[key] = converted[key];
          }
          return inputs;
        });
      },
      () => {
        // Offline: the form still works; Calculate fetches the engine again and says if it cannot.
      },
    );
    const fromLink = inputsFromSearch(definition.fields, searchParams);
    if (fromLink) {
      const values = { ...defaults, ...fromLink };
      setInputs(values);
      void calculate(values, { fromLink: true });
      // A comparison's link also carries the figures compared with (A).
      if ([...searchParams.keys()].some((key) => key.startsWith(COMPARED_WITH)))
        void import("./comparison").then((module) =>
          module.restoreComparison(
            defaults,
            definition.fields,
            searchParams,
            work,
            setComparedWith,
          ),
        );
      return;
    }
    // The prerendered form works before the page's code starts: what was typed into it then is on
    // screen but not yet in the state. The form reads as a link (it carries the format version);
    // what differs from the defaults was typed, and wins over the saved inputs.
    const typed = Object.entries(
      inputsFromSearch(
        definition.fields,
        new URLSearchParams(new FormData(form.current!) as never),
      ) ?? {},
    ).filter((entry): entry is [string, string] => entry[1] !== defaults[entry[0] as K]);
    const saved = loadSavedInputs(definition.key);
    if (saved || typed.length > 0)
      setInputs(withKnownKeys(defaults, { ...saved, ...Object.fromEntries(typed) }));
  }, []);

  useEffect(() => {
    if (focusResults) {
      resultsHeading.current?.focus();
      setFocusResults(false);
    }
  }, [focusResults]);

  return {
    started,
    inputs,
    calculated,
    error,
    resultsHeading,
    form,
    /** The result on screen is from other inputs than the form's: it says so until the next calculation. */
    stale: calculated !== null && changedSince(calculated.inputs, inputs),
    // A unit switch converts the figures it affects (45 mpg becomes 6.28 L/100km), so they keep meaning what was typed.
    /** The engine, once it is here: the notes beside the fields. */
    engine,
    setInput: (key: K, value: string) =>
      setInputs((current) => {
        const next = { ...current, [key]: value };
        if (engineRef.current) return engineRef.current.convertUnits(current, next);
        unconverted.current.push([current, next]);
        return next;
      }),
    fill,
    calculate: () => void calculate(inputs),
    /** The result kept as A while the visitor works out B, or null when not comparing. */
    comparedWith,
    /** Keeps the result on screen as A; the next Calculate gives B beside it. */
    compare: () => {
      if (!calculated) return;
      trackEvent("compare", { calculator: definition.key });
      setComparedWith(calculated);
      showInAddress(inputsToSearch(definition.fields, calculated.inputs, calculated.inputs));
    },
    stopComparing: () => {
      setComparedWith(null);
      if (calculated) showInAddress(inputsToSearch(definition.fields, calculated.inputs));
    },
    save: () => {
      trackEvent("save", { calculator: definition.key });
      if (saveInputs(definition.key, inputs)) {
        toast({ title: "Saved", description: "Your inputs have been saved." });
      } else {
        toast({
          title: "Could not save",
          description: "Your browser did not allow saving. Your inputs are still on the page.",
          variant: "destructive",
        });
      }
    },
    reset: () => {
      trackEvent("reset", { calculator: definition.key });
      latest.current++;
      setInputs(defaults);
      setCalculated(null);
      setComparedWith(null);
      setError(null);
      removeSavedInputs(definition.key);
      showInAddress("");
      toast({ title: "Reset Complete", description: "All inputs have been cleared." });
    },
  };
}

const changedSince = <K extends string>(before: Inputs<K>, after: Inputs<K>) =>
  (Object.keys(after) as K[]).some((key) => before[key] !== after[key]);
