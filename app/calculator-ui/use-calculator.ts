import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { trackEvent } from "~/analytics/track";
import type { CalculatorDefinition, Inputs } from "~/calculators/types";
import { toast } from "~/site/toast";
import { type Effect, initialState, reducerFor, resultOf, shownOf } from "./calculator-state";
import { loadSavedInputs, removeSavedInputs, saveInputs } from "./saved-inputs";
import { COMPARED_WITH, inputsFromSearch, PRESSED } from "./share-url";

/**
 * Puts the inputs in the page's address, so it is a shareable link, by replacing the history entry
 * in place: back and forward then bring the calculation back (docs/product.md#shareable-links).
 */
function showInAddress(search: string) {
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
}

/**
 * A calculator page's state (calculator-state.ts), with what it needs from the browser: the link,
 * the prerendered form, saved inputs, the engine's code, and the effects of each transition.
 */
export function useCalculator<K extends string, R>(definition: CalculatorDefinition<K, R>) {
  const reduce = useMemo(() => reducerFor<K, R>(definition.fields), [definition]);
  const [state, send] = useReducer(reduce, definition.fields, initialState<K, R>);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { phase, inputs, engine, effects } = state;

  // Once after hydration: the prerendered page cannot know the link's or the browser's inputs. The
  // engine is fetched at once (decision 13); offline, the form still works and Calculate asks again.
  useEffect(() => {
    const { fields } = definition;
    const searchParams = new URLSearchParams(window.location.search);
    const link = inputsFromSearch(fields, searchParams);
    send({
      type: "start",
      link: link && {
        inputs: link,
        comparedWith: [...searchParams.keys()].some((key) => key.startsWith(COMPARED_WITH))
          ? inputsFromSearch(fields, searchParams, COMPARED_WITH)
          : null,
        pressed: searchParams.has(PRESSED),
      },
      // The prerendered form works before the page's code starts: what was typed into it then is
      // on screen but not yet in the state. The form reads as a link (it carries the format version).
      typed:
        inputsFromSearch(fields, new URLSearchParams(new FormData(form.current!) as never)) ?? {},
      // A link is the whole of what it shows: the saved inputs are not read for it.
      saved: link ? null : loadSavedInputs(definition.key),
    });
    definition.engine().then(
      (loaded) => send({ type: "code arrived", engine: loaded, for: null }),
      () => {},
    );
  }, []);

  // A calculation waiting for code fetches it, and is worked out when it lands.
  const waiting = phase.name === "waiting for code" ? phase.calculation : null;
  useEffect(() => {
    if (waiting)
      void definition.engine().then(
        (loaded) => send({ type: "code arrived", engine: loaded, for: waiting }),
        () => send({ type: "code failed", for: waiting }),
      );
  }, [waiting, definition]);

  useEffect(() => {
    if (effects.length === 0) return;
    const perform: { [E in Effect as E["kind"]]: (effect: E) => void } = {
      toast: ({ message }) => toast(message),
      address: ({ search }) => showInAddress(search),
      track: ({ event }) => trackEvent(event, { calculator: definition.key }),
      "focus results": () => resultsHeading.current?.focus(),
      "forget saved inputs": () => removeSavedInputs(definition.key),
    };
    for (const effect of effects) perform[effect.kind](effect as never);
    send({ type: "effects done", count: effects.length });
  }, [effects, definition]);

  const calculated = resultOf(phase);
  const shown = shownOf(phase);
  const comparedWith = shown?.name === "comparing" ? shown.a : null;
  return {
    /** False in the prerendered page; true in the very render that takes in its inputs. */
    started: phase.name !== "prerendered",
    inputs,
    error: state.error,
    /** The note beside a number field, once the engine is here. */
    note: (key: K) => engine?.note(key, inputs),
    /** The result on screen (B while comparing), or null. */
    result: calculated?.result ?? null,
    /** The result on screen is from other inputs than the form's: it says so until the next calculation. */
    stale: calculated !== null && changedSince(calculated.inputs, inputs),
    /** While comparing, A's result, and whether B is still A's figures. */
    comparison: comparedWith && {
      a: comparedWith.result,
      waitingForB: comparedWith === calculated,
    },
    form,
    resultsHeading,
    setInput: useCallback((key: K, value: string) => send({ type: "input", key, value }), []),
    /** Stable, for notes that fill in figures as they load. */
    fill: useCallback(
      (values: (current: Inputs<K>) => Partial<Inputs<K>>) => send({ type: "fill", values }),
      [],
    ),
    calculate: () => send({ type: "calculate" }),
    compare: () => send({ type: "compare" }),
    stopComparing: () => send({ type: "stop comparing" }),
    reset: () => send({ type: "reset" }),
    /** Not a change of state: the browser keeps the inputs, or says it will not. */
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
  };
}

const changedSince = <K extends string>(before: Inputs<K>, after: Inputs<K>) =>
  (Object.keys(after) as K[]).some((key) => before[key] !== after[key]);
