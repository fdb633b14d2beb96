import { describe, expect, it } from "vitest";
import { engine, type FuelResult } from "~/calculators/fuel-cost/calculate";
import { definition as fuelCost } from "~/calculators/fuel-cost/definition";
import type { FuelKey } from "~/calculators/fuel-cost/fields";
import {
  type CalculatorEvent,
  type CalculatorState,
  initialState,
  reducerFor,
} from "./calculator-state";

type FuelState = CalculatorState<FuelKey, FuelResult>;
type FuelEvent = CalculatorEvent<FuelKey, FuelResult>;

const reduce = reducerFor<FuelKey, FuelResult>(fuelCost.fields);
const start = initialState<FuelKey, FuelResult>(fuelCost.fields);
const run = (state: FuelState, ...events: FuelEvent[]) => events.reduce(reduce, state);

const DEFAULTS = {
  tripMode: "one-way",
  distance: "",
  distanceUnit: "miles",
  fuelEconomy: "",
  economyUnit: "mpg",
  fuelPrice: "",
  priceUnit: "gallon",
};
const STARTED: FuelEvent = { type: "start", link: null, typed: {}, saved: null };
const ARRIVED: FuelEvent = { type: "code arrived", engine, for: null };
const typing = (values: Record<string, string>): FuelEvent[] =>
  Object.entries(values).map(([key, value]) => ({ type: "input", key, value }) as FuelEvent);
/** 100 miles at 50 mpg and £6.00 a gallon: 2 gallons, £12.00. */
const TRIP = { distance: "100", fuelEconomy: "50", fuelPrice: "6" };
const TRIP_SEARCH =
  "?v=1&tripMode=one-way&distance=100&distanceUnit=miles&fuelEconomy=50&economyUnit=mpg&fuelPrice=6&priceUnit=gallon";
const INVALID = "Please enter valid distance, fuel economy, and price.";
const RESET_EFFECTS = [
  { kind: "track", event: "reset" },
  { kind: "forget saved inputs" },
  { kind: "address", search: "" },
  {
    kind: "toast",
    message: { title: "Reset Complete", description: "All inputs have been cleared." },
  },
];

/** The page started, its engine here, the trip typed and calculated, its effects carried out. */
const calculatedTrip = () => {
  const state = run(start, STARTED, ARRIVED, ...typing(TRIP), { type: "calculate" });
  return run(state, { type: "effects done", count: state.effects.length });
};

/** The page opened from a link, once its code has arrived. */
const openedFromLink = (link: Extract<FuelEvent, { type: "start" }>["link"]) => {
  const state = run(start, { type: "start", link, typed: {}, saved: null });
  if (state.phase.name !== "waiting for code") throw new Error(state.phase.name);
  return run(state, { type: "code arrived", engine, for: state.phase.calculation });
};
const costOf = (state: FuelState) => {
  const { phase } = state;
  if (phase.name === "calculated") return phase.result.result.estimatedFuelCost;
  if (phase.name === "comparing")
    return [phase.a.result.estimatedFuelCost, phase.b.result.estimatedFuelCost];
  return phase.name;
};

describe("before the page has read its inputs", () => {
  it("is the prerendered page, with the defaults", () => {
    expect(start.phase).toEqual({ name: "prerendered" });
    expect(start.inputs).toEqual(DEFAULTS);
  });

  it("has nothing to calculate, compare or reset", () => {
    for (const type of ["calculate", "compare", "stop comparing", "reset"] as const)
      expect(run(start, { type } as FuelEvent)).toBe(start);
  });
});

describe("start", () => {
  it("with no link, nothing typed and nothing saved: ready, the defaults", () => {
    const state = run(start, STARTED);
    expect(state.phase).toEqual({ name: "ready" });
    expect(state.inputs).toEqual(DEFAULTS);
    expect(state.effects).toEqual([]);
  });

  it("takes the saved inputs, dropping keys the calculator does not have", () => {
    const state = run(start, { ...STARTED, saved: { distance: "42", stray: "x" } });
    expect(state.inputs).toEqual({ ...DEFAULTS, distance: "42" });
  });

  it("what was typed before the code started wins over saved inputs, which fill the rest", () => {
    const state = run(start, {
      ...STARTED,
      typed: { distance: "100", tripMode: "one-way" },
      saved: { distance: "42", fuelPrice: "9", tripMode: "daily" },
    });
    // one-way is the default: typing it leaves the saved daily commute alone.
    expect(state.inputs).toEqual({
      ...DEFAULTS,
      distance: "100",
      fuelPrice: "9",
      tripMode: "daily",
    });
    expect(state.phase).toEqual({ name: "ready" });
  });

  it("a link wins over what was typed and what was saved, even for the fields it leaves out, and waits for code", () => {
    const state = run(start, {
      type: "start",
      link: { inputs: TRIP, comparedWith: null },
      typed: { distance: "7" },
      saved: { tripMode: "daily", fuelPrice: "9" },
    });
    const inputs = { ...DEFAULTS, ...TRIP };
    expect(state.inputs).toEqual(inputs);
    expect(state.phase).toEqual({
      name: "waiting for code",
      calculation: { inputs, comparedWith: null, fromLink: true },
      shown: { name: "ready" },
    });
  });

  it("happens once", () => {
    const state = run(start, STARTED);
    expect(run(state, { ...STARTED, saved: { distance: "42" } })).toBe(state);
  });
});

describe("a link's calculation when its code arrives", () => {
  const opened = (
    comparedWith: Record<string, string> | null,
    inputs: Record<string, string> = TRIP,
  ) => openedFromLink({ inputs, comparedWith });

  it("shows its result without writing the address or moving the focus", () => {
    const state = opened(null);
    expect(costOf(state)).toBe(12);
    expect(state.effects).toEqual([{ kind: "track", event: "calculate" }]);
  });

  it("with a. figures: compares them (A, 50 miles: £6.00) with the link's own (B, £12.00)", () => {
    const state = opened({ distance: "50", fuelEconomy: "50", fuelPrice: "6" });
    expect(costOf(state)).toEqual([6, 12]);
    if (state.phase.name !== "comparing") throw new Error(state.phase.name);
    expect(state.phase.a.inputs).toEqual({
      ...DEFAULTS,
      distance: "50",
      fuelEconomy: "50",
      fuelPrice: "6",
    });
  });

  it("with a. figures that give no result: the link's own result alone", () => {
    expect(costOf(opened({ distance: "50" }))).toBe(12);
  });

  it("without a figure it needs: filled in, no field marked, no toast, the prompt; Calculate then says it", () => {
    const state = opened(null, { distance: "100", fuelEconomy: "50" });
    expect(state.inputs).toEqual({ ...DEFAULTS, distance: "100", fuelEconomy: "50" });
    expect(state.phase).toEqual({ name: "ready" });
    expect(state.error).toBeNull();
    expect(state.effects).toEqual([]);
    // The visitor presses Calculate without giving it: the usual message, at its field, and a toast.
    const pressed = run(state, { type: "calculate" });
    expect(pressed.phase).toEqual({ name: "ready" });
    expect(pressed.error).toEqual({ message: INVALID, field: "fuelPrice" });
    expect(pressed.effects).toEqual([
      {
        kind: "toast",
        message: { title: "Invalid Input", description: INVALID, variant: "destructive" },
      },
    ]);
    // Given, it calculates, and the address and the focus follow as for any press.
    const given = run(pressed, ...typing({ fuelPrice: "6" }), { type: "calculate" });
    expect(costOf(given)).toBe(12);
    expect(given.error).toBeNull();
  });

  it("with a comparison's figures but not its own: nothing marked, no toast, the prompt", () => {
    const state = opened(TRIP, { distance: "100" });
    expect(state.phase).toEqual({ name: "ready" });
    expect(state.error).toBeNull();
    expect(state.effects).toEqual([]);
  });

  it("is not worked out by the engine fetched for the page's start", () => {
    const state = run(start, { ...STARTED, link: { inputs: TRIP, comparedWith: null } }, ARRIVED);
    expect(state.phase.name).toBe("waiting for code");
    expect(state.engine).toBe(engine);
  });
});

describe("a Calculate pressed before the page's code started, which the browser sent as a link", () => {
  const pressedWith = (inputs: Record<string, string>) =>
    openedFromLink({ inputs, comparedWith: null, pressed: true });

  it("is a press: the result, the address (without the press in it) and the focus", () => {
    const state = pressedWith(TRIP);
    expect(costOf(state)).toBe(12);
    expect(state.effects).toEqual([
      { kind: "track", event: "calculate" },
      { kind: "address", search: TRIP_SEARCH },
      { kind: "focus results" },
    ]);
  });

  it("without a figure it needs: the usual message at its field, and the toast", () => {
    const state = pressedWith({ distance: "100", fuelEconomy: "50" });
    expect(state.phase).toEqual({ name: "ready" });
    expect(state.error).toEqual({ message: INVALID, field: "fuelPrice" });
    expect(state.effects).toEqual([
      {
        kind: "toast",
        message: { title: "Invalid Input", description: INVALID, variant: "destructive" },
      },
    ]);
  });
});

describe("calculate", () => {
  it("with the engine here: the result, the address, analytics and the focus", () => {
    const state = run(start, STARTED, ARRIVED, ...typing(TRIP), { type: "calculate" });
    expect(costOf(state)).toBe(12);
    expect(state.error).toBeNull();
    expect(state.effects).toEqual([
      { kind: "track", event: "calculate" },
      { kind: "address", search: TRIP_SEARCH },
      { kind: "focus results" },
    ]);
  });

  it("with figures that give no result: the last result stays, with the message and a toast", () => {
    const state = run(calculatedTrip(), ...typing({ fuelPrice: "0" }), { type: "calculate" });
    expect(costOf(state)).toBe(12);
    expect(state.error).toEqual({ message: INVALID, field: "fuelPrice" });
    expect(state.effects).toEqual([
      {
        kind: "toast",
        message: { title: "Invalid Input", description: INVALID, variant: "destructive" },
      },
    ]);
  });

  it("a good result clears the message", () => {
    const state = run(calculatedTrip(), ...typing({ fuelPrice: "0" }), { type: "calculate" });
    expect(run(state, ...typing({ fuelPrice: "3" }), { type: "calculate" }).error).toBeNull();
  });

  it("before the engine is here: waits for it, showing what it showed", () => {
    const state = run(start, STARTED, ...typing(TRIP), { type: "calculate" });
    expect(state.phase).toEqual({
      name: "waiting for code",
      calculation: { inputs: { ...DEFAULTS, ...TRIP }, comparedWith: null, fromLink: false },
      shown: { name: "ready" },
    });
    expect(state.effects).toEqual([]);
  });

  it("pressed twice while waiting: only the second is worked out, when its code arrives", () => {
    const first = run(start, STARTED, ...typing(TRIP), { type: "calculate" });
    const second = run(first, ...typing({ distance: "200" }), { type: "calculate" });
    if (first.phase.name !== "waiting for code" || second.phase.name !== "waiting for code")
      throw new Error("not waiting");
    const late = run(second, { type: "code arrived", engine, for: first.phase.calculation });
    expect(late.phase.name).toBe("waiting for code");
    // 200 miles at 50 mpg and £6.00 a gallon: 4 gallons, £24.00.
    expect(costOf(run(late, { type: "code arrived", engine, for: second.phase.calculation }))).toBe(
      24,
    );
  });

  it("whose code cannot load: the form stays as it was, and a toast says so", () => {
    const waiting = run(start, STARTED, ...typing(TRIP), { type: "calculate" });
    if (waiting.phase.name !== "waiting for code") throw new Error("not waiting");
    const state = run(waiting, { type: "code failed", for: waiting.phase.calculation });
    expect(state.phase).toEqual({ name: "ready" });
    expect(state.effects).toEqual([
      {
        kind: "toast",
        message: {
          title: "Could not calculate",
          description: "Part of this page did not load. Check your connection, then try again.",
          variant: "destructive",
        },
      },
    ]);
  });

  it("a failure to load for a calculation since replaced changes nothing", () => {
    const first = run(start, STARTED, { type: "calculate" });
    if (first.phase.name !== "waiting for code") throw new Error("not waiting");
    const second = run(first, ...typing(TRIP), { type: "calculate" });
    expect(run(second, { type: "code failed", for: first.phase.calculation })).toBe(second);
  });
});

describe("typing", () => {
  it("a unit switch converts the figure it affects once the engine is here: 45 mpg is 6.28 L/100km", () => {
    const state = run(
      start,
      STARTED,
      ARRIVED,
      ...typing({ fuelEconomy: "45", economyUnit: "l100km" }),
    );
    expect(state.inputs.fuelEconomy).toBe("6.28");
  });

  it("a unit switched before the engine arrived is converted when it does", () => {
    const state = run(start, STARTED, ...typing({ fuelEconomy: "45", economyUnit: "l100km" }));
    expect(state.inputs.fuelEconomy).toBe("45");
    expect(run(state, ARRIVED).inputs.fuelEconomy).toBe("6.28");
  });

  it("but not a figure typed again since the switch", () => {
    const state = run(
      start,
      STARTED,
      ...typing({ fuelEconomy: "45", economyUnit: "l100km" }),
      ...typing({ fuelEconomy: "7" }),
      ARRIVED,
    );
    expect(state.inputs.fuelEconomy).toBe("7");
  });

  it("a fill sets the figures it names from the current ones and keeps the others", () => {
    const state = run(start, STARTED, ...typing({ distance: "100" }), {
      type: "fill",
      values: (current) => ({ fuelPrice: `${Number(current.distance) / 10}` }),
    });
    expect(state.inputs).toEqual({ ...DEFAULTS, distance: "100", fuelPrice: "10" });
  });

  it("leaves the result on screen as it was", () => {
    const state = run(calculatedTrip(), ...typing({ distance: "200" }));
    expect(costOf(state)).toBe(12);
    expect(state.effects).toEqual([]);
  });
});

describe("compare", () => {
  const A_AND_B_SEARCH = `?v=1&tripMode=one-way&distance=200&distanceUnit=miles&fuelEconomy=50&economyUnit=mpg&fuelPrice=6&priceUnit=gallon&a.tripMode=one-way&a.distance=100&a.distanceUnit=miles&a.fuelEconomy=50&a.economyUnit=mpg&a.fuelPrice=6&a.priceUnit=gallon`;
  const comparing = () => {
    const state = run(calculatedTrip(), { type: "compare" });
    return run(state, { type: "effects done", count: state.effects.length });
  };

  it("keeps the result as A, with B the same figures until the next Calculate, in the address", () => {
    const state = run(calculatedTrip(), { type: "compare" });
    if (state.phase.name !== "comparing") throw new Error(state.phase.name);
    expect(state.phase.b).toBe(state.phase.a);
    expect(state.effects).toEqual([
      { kind: "track", event: "compare" },
      {
        kind: "address",
        search: `${TRIP_SEARCH}&a.tripMode=one-way&a.distance=100&a.distanceUnit=miles&a.fuelEconomy=50&a.economyUnit=mpg&a.fuelPrice=6&a.priceUnit=gallon`,
      },
    ]);
  });

  it("the next Calculate gives B beside A, and both are in the address", () => {
    const state = run(comparing(), ...typing({ distance: "200" }), { type: "calculate" });
    expect(costOf(state)).toEqual([12, 24]);
    expect(state.effects).toContainEqual({ kind: "address", search: A_AND_B_SEARCH });
  });

  it("Stop comparing keeps B alone, and the address says only B", () => {
    const withB = run(comparing(), ...typing({ distance: "200" }), { type: "calculate" });
    const state = run(
      withB,
      { type: "effects done", count: withB.effects.length },
      {
        type: "stop comparing",
      },
    );
    expect(costOf(state)).toBe(24);
    expect(state.effects).toEqual([{ kind: "address", search: A_AND_B_SEARCH.split("&a.")[0] }]);
  });

  it("needs a result: with none, Compare and Stop comparing change nothing", () => {
    const ready = run(start, STARTED);
    expect(run(ready, { type: "compare" })).toBe(ready);
    expect(run(ready, { type: "stop comparing" })).toBe(ready);
    const calculated = calculatedTrip();
    expect(run(calculated, { type: "stop comparing" })).toBe(calculated);
  });
});

describe("reset", () => {
  it("clears the form, the result, A and the message, the saved inputs and the address", () => {
    const withError = run(calculatedTrip(), { type: "compare" }, ...typing({ fuelPrice: "0" }), {
      type: "calculate",
    });
    const state = run(
      withError,
      { type: "effects done", count: withError.effects.length },
      {
        type: "reset",
      },
    );
    expect(state.phase).toEqual({ name: "ready" });
    expect(state.inputs).toEqual(DEFAULTS);
    expect(state.error).toBeNull();
    expect(state.effects).toEqual(RESET_EFFECTS);
  });

  it("drops a calculation waiting for code: its code arriving shows nothing", () => {
    const waiting = run(start, STARTED, ...typing(TRIP), { type: "calculate" });
    if (waiting.phase.name !== "waiting for code") throw new Error("not waiting");
    const state = run(
      waiting,
      { type: "reset" },
      {
        type: "code arrived",
        engine,
        for: waiting.phase.calculation,
      },
    );
    expect(state.phase).toEqual({ name: "ready" });
    expect(state.inputs).toEqual(DEFAULTS);
  });
});

describe("effects", () => {
  it("are kept in order until done, and only those done are cleared", () => {
    const state = run(calculatedTrip(), { type: "compare" }, { type: "reset" });
    expect(state.effects.map((effect) => effect.kind)).toEqual([
      "track",
      "address",
      "track",
      "forget saved inputs",
      "address",
      "toast",
    ]);
    expect(run(state, { type: "effects done", count: 2 }).effects).toEqual(RESET_EFFECTS);
  });
});
