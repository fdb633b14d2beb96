/**
 * A calculator page's state, as one pure transition function: events in, state out
 * (docs/decisions/0021). What the page must do outside its render after a transition (a toast, the
 * address, analytics, focus, forgetting saved inputs) is listed in `effects`, which the hook
 * (use-calculator.ts) carries out and clears; nothing here touches the browser.
 */
import { type CalculatorEngine, defaultInputs, type Field, type Inputs } from "~/calculators/types";
import type { ToastMessage } from "~/site/toast";
import { withKnownKeys } from "./saved-inputs";
import { inputsToSearch } from "./share-url";

/** A result and the inputs it was calculated from (the form may have changed since). */
export interface Calculated<K extends string, R> {
  result: R;
  inputs: Inputs<K>;
}

/** What the results area shows once the page has read its inputs. */
export type Shown<K extends string, R> =
  /** The prompt: no result yet, or none since Reset. */
  | { name: "ready" }
  | { name: "calculated"; result: Calculated<K, R> }
  /** A kept result (A) beside the one for the form's figures (B), which is A until the next Calculate. */
  | { name: "comparing"; a: Calculated<K, R>; b: Calculated<K, R> };

/** A calculation asked for: the form's inputs when it was asked, and a link's figures to compare with. */
export interface Calculation<K extends string> {
  inputs: Inputs<K>;
  /** A comparison's link carries A's figures too (its `a.` keys). */
  comparedWith: Inputs<K> | null;
  /**
   * Opened from a link (one calculator's to another, a scenario's Try It Yourself, a shared one):
   * the address already says it, and the focus stays where it is; a figure it lacks waits, unmarked,
   * for the visitor to press Calculate. A Calculate pressed before the page's code started, which the
   * browser sends as a link, is a press, not such a link.
   */
  fromLink: boolean;
}

export type Phase<K extends string, R> =
  /** The HTML as built: the defaults, and the buttons that need code disabled. */
  | { name: "prerendered" }
  | Shown<K, R>
  /**
   * A calculation asked for before the code it needs has arrived (decision 13): what was shown
   * stays, and only the newest calculation asked for is worked out when the code lands.
   */
  | { name: "waiting for code"; calculation: Calculation<K>; shown: Shown<K, R> };

export type Effect =
  | { kind: "toast"; message: ToastMessage }
  /** The address to show, replaced in place (decisions 12 and 16). */
  | { kind: "address"; search: string }
  | { kind: "track"; event: "calculate" | "compare" | "reset" }
  | { kind: "focus results" }
  | { kind: "forget saved inputs" };

export interface CalculatorState<K extends string, R> {
  phase: Phase<K, R>;
  /** The form. */
  inputs: Inputs<K>;
  /** The last calculation's message and its field; the result shown before it stays. */
  error: { message: string; field: K } | null;
  /** The reading of figures and the calculation, once here: notes, unit switches, results. */
  engine: CalculatorEngine<K, R> | null;
  /** Each change made before the engine arrived, the inputs before and after: unit switches to convert. */
  unconverted: readonly (readonly [Inputs<K>, Inputs<K>])[];
  /** Still to be done outside the render, oldest first. */
  effects: readonly Effect[];
}

export type CalculatorEvent<K extends string, R> =
  /**
   * The page's code has started and read what it could not know when it was built: a link's inputs
   * (and a comparison's `a.` inputs), what was typed into the prerendered form, the saved inputs.
   */
  | {
      type: "start";
      link: {
        inputs: Partial<Inputs<K>>;
        comparedWith: Partial<Inputs<K>> | null;
        /** The page's own Calculate, pressed before its code started: the browser sent the form. */
        pressed?: boolean;
      } | null;
      typed: Partial<Inputs<K>>;
      saved: Record<string, string> | null;
    }
  | { type: "input"; key: K; value: string }
  /** Several inputs at once (a preset's figures); the others keep what was typed. */
  | { type: "fill"; values: (current: Inputs<K>) => Partial<Inputs<K>> }
  | { type: "calculate" }
  /** The engine, loaded for this waiting calculation, or (null) as soon as the page started. */
  | { type: "code arrived"; engine: CalculatorEngine<K, R>; for: Calculation<K> | null }
  | { type: "code failed"; for: Calculation<K> }
  | { type: "compare" }
  | { type: "stop comparing" }
  | { type: "reset" }
  /** The hook has carried out the first `count` effects. */
  | { type: "effects done"; count: number };

const INVALID_INPUT = "Invalid Input";

export function initialState<K extends string, R>(fields: readonly Field<K>[]) {
  return {
    phase: { name: "prerendered" },
    inputs: defaultInputs(fields),
    error: null,
    engine: null,
    unconverted: [],
    effects: [],
  } satisfies CalculatorState<K, R> as CalculatorState<K, R>;
}

/** What the results area shows, whether or not a calculation is waiting for code. */
export const shownOf = <K extends string, R>(phase: Phase<K, R>): Shown<K, R> | null =>
  phase.name === "prerendered" ? null : phase.name === "waiting for code" ? phase.shown : phase;

/** The result on screen (B while comparing), or null. */
export function resultOf<K extends string, R>(phase: Phase<K, R>): Calculated<K, R> | null {
  const shown = shownOf(phase);
  return shown?.name === "calculated" ? shown.result : shown?.name === "comparing" ? shown.b : null;
}

/** The transition function for one calculator's page. */
export function reducerFor<K extends string, R>(fields: readonly Field<K>[]) {
  const defaults = defaultInputs(fields);
  const addressOf = (inputs: Inputs<K>, comparedWith?: Inputs<K>): Effect => ({
    kind: "address",
    search: inputsToSearch(fields, inputs, comparedWith),
  });

  /** The page's reply to a calculation, now that its code is here. */
  function work(
    state: CalculatorState<K, R>,
    shown: Shown<K, R>,
    { inputs, comparedWith, fromLink }: Calculation<K>,
    engine: CalculatorEngine<K, R>,
  ): CalculatorState<K, R> {
    const outcome = engine.calculate(inputs);
    // A link the site builds may leave out a figure the calculator needs (a payment opened without
    // a rate, a move without its distance): the page opens filled in with what the link knows, no
    // field marked invalid, no alert and no toast, and the results keep their prompt. The field
    // waits with its hint; pressing Calculate then says what is missing, as it always does.
    if (!outcome.ok && fromLink) return { ...state, phase: shown, error: null };
    if (!outcome.ok) {
      const { message, field } = outcome;
      return {
        ...state,
        phase: shown,
        error: { message, field },
        effects: [
          ...state.effects,
          {
            kind: "toast",
            message: { title: INVALID_INPUT, description: message, variant: "destructive" },
          },
        ],
      };
    }
    const b = { result: outcome.result, inputs };
    const first = comparedWith && engine.calculate(comparedWith);
    const a =
      first?.ok && comparedWith
        ? { result: first.result, inputs: comparedWith }
        : shown.name === "comparing"
          ? shown.a
          : null;
    return {
      ...state,
      phase: a ? { name: "comparing", a, b } : { name: "calculated", result: b },
      error: null,
      effects: [
        ...state.effects,
        { kind: "track", event: "calculate" },
        ...(fromLink
          ? []
          : [addressOf(inputs, a?.inputs), { kind: "focus results" } satisfies Effect]),
      ],
    };
  }

  /** A calculation asked for: worked out now if its code is here, else when it arrives. */
  function calculate(
    state: CalculatorState<K, R>,
    shown: Shown<K, R>,
    calculation: Calculation<K>,
  ): CalculatorState<K, R> {
    if (state.engine) return work(state, shown, calculation, state.engine);
    return { ...state, phase: { name: "waiting for code", calculation, shown } };
  }

  /** A change to what is shown, whether or not a calculation waits for code meanwhile. */
  function withShown(state: CalculatorState<K, R>, shown: Shown<K, R>): CalculatorState<K, R> {
    const { phase } = state;
    return {
      ...state,
      phase: phase.name === "waiting for code" ? { ...phase, shown } : shown,
    };
  }

  return function reduce(
    state: CalculatorState<K, R>,
    event: CalculatorEvent<K, R>,
  ): CalculatorState<K, R> {
    const { phase, inputs, engine } = state;
    // Null before the page has read its inputs, when there is nothing to calculate, compare or
    // reset: React runs the effect that starts the page before it handles any press.
    const shown = shownOf(phase);
    switch (event.type) {
      case "start": {
        if (shown) return state;
        const { link } = event;
        if (link) {
          const started = { ...state, inputs: { ...defaults, ...link.inputs } };
          return calculate(
            started,
            { name: "ready" },
            {
              inputs: started.inputs,
              comparedWith: link.comparedWith && { ...defaults, ...link.comparedWith },
              fromLink: !link.pressed,
            },
          );
        }
        // What differs from the defaults was typed before the code started, and wins over the
        // saved inputs; typing a default leaves a saved figure alone.
        const typed = (Object.entries(event.typed) as [K, string][]).filter(
          ([key, value]) => value !== defaults[key],
        );
        return {
          ...state,
          phase: { name: "ready" },
          inputs: withKnownKeys(defaults, { ...event.saved, ...Object.fromEntries(typed) }),
        };
      }
      case "input": {
        const next = { ...inputs, [event.key]: event.value };
        // A unit switch converts the figures it affects (45 mpg becomes 6.28 L/100km), so they
        // keep meaning what was typed; before the engine is here, once it is.
        if (engine) return { ...state, inputs: engine.convertUnits(inputs, next) };
        return { ...state, inputs: next, unconverted: [...state.unconverted, [inputs, next]] };
      }
      case "fill":
        return { ...state, inputs: { ...inputs, ...event.values(inputs) } };
      case "calculate":
        if (!shown) return state;
        return calculate(state, shown, { inputs, comparedWith: null, fromLink: false });
      case "code arrived": {
        // A unit switched before the engine arrived is converted now, where the figure it
        // affects has not been typed again since.
        const converted = { ...inputs };
        for (const [before, after] of state.unconverted) {
          const switched = event.engine.convertUnits(before, after);
          for (const key of Object.keys(after) as K[])
            if (switched[key] !== after[key] && converted[key] === after[key])
              converted[key] = switched[key];
        }
        const arrived = { ...state, engine: event.engine, inputs: converted, unconverted: [] };
        return phase.name === "waiting for code" && phase.calculation === event.for
          ? work(arrived, phase.shown, phase.calculation, event.engine)
          : arrived;
      }
      case "code failed":
        if (phase.name !== "waiting for code" || phase.calculation !== event.for) return state;
        return {
          ...state,
          phase: phase.shown,
          effects: [
            ...state.effects,
            {
              kind: "toast",
              message: {
                title: "Could not calculate",
                description:
                  "Part of this page did not load. Check your connection, then try again.",
                variant: "destructive",
              },
            },
          ],
        };
      case "compare": {
        if (shown?.name !== "calculated") return state;
        const { result } = shown;
        return {
          ...withShown(state, { name: "comparing", a: result, b: result }),
          effects: [
            ...state.effects,
            { kind: "track", event: "compare" },
            addressOf(result.inputs, result.inputs),
          ],
        };
      }
      case "stop comparing": {
        if (shown?.name !== "comparing") return state;
        const { b } = shown;
        return {
          ...withShown(state, { name: "calculated", result: b }),
          effects: [...state.effects, addressOf(b.inputs)],
        };
      }
      case "reset":
        if (!shown) return state;
        return {
          ...state,
          phase: { name: "ready" },
          inputs: defaults,
          error: null,
          unconverted: [],
          effects: [
            ...state.effects,
            { kind: "track", event: "reset" },
            { kind: "forget saved inputs" },
            { kind: "address", search: "" },
            {
              kind: "toast",
              message: { title: "Reset Complete", description: "All inputs have been cleared." },
            },
          ],
        };
      case "effects done":
        return { ...state, effects: state.effects.slice(event.count) };
    }
  };
}
