// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { definition as fuelCost } from "~/calculators/fuel-cost/definition";
import { toast } from "~/site/toast";
import { useCalculator } from "./use-calculator";

vi.mock("~/site/toast", () => ({ toast: vi.fn() }));

/**
 * Renders the fuel calculator's state at `url` and returns a live view of it. `typed` is what the
 * visitor typed into the prerendered form before the page's code started.
 */
function open(url: string, typed: Record<string, string> = {}) {
  window.history.replaceState(null, "", url);
  const view = { state: undefined as unknown as ReturnType<typeof useFuel> };
  function Harness() {
    view.state = useFuel();
    return (
      <form ref={view.state.form}>
        <input type="hidden" name="v" value="1" />
        {Object.entries(typed).map(([name, value]) => (
          <input key={name} name={name} defaultValue={value} />
        ))}
      </form>
    );
  }
  const Stub = createRoutesStub([{ path: "/calculators/fuel-cost", Component: Harness }]);
  render(<Stub initialEntries={[url]} />);
  return view;
}
const useFuel = () => useCalculator(fuelCost);

const SAVED_KEY = "costwise:fuel-cost:inputs";

const save = (inputs: Record<string, string>) =>
  window.localStorage.setItem(
    SAVED_KEY,
    JSON.stringify({ savedAt: "2026-11-01T09:00:00.000Z", inputs }),
  );

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useCalculator", () => {
  it("opens with the defaults and no result when there is no link and nothing saved", () => {
    const view = open("/calculators/fuel-cost");
    expect(view.state.inputs).toMatchObject({
      tripMode: "one-way",
      distance: "",
      economyUnit: "mpg",
    });
    expect(view.state.calculated).toBeNull();
    expect(view.state.error).toBeNull();
  });

  it("fills the form from a shared link and shows its result, without a toast", async () => {
    // 100 miles at 50 mpg and £6.00 a gallon: 2 gallons, £12.00.
    const view = open("/calculators/fuel-cost?v=1&distance=100&fuelEconomy=50&fuelPrice=6");
    await waitFor(() => expect(view.state.calculated).not.toBeNull());
    expect(view.state.inputs.distance).toBe("100");
    expect(view.state.calculated?.result.estimatedFuelCost).toBe(12);
    expect(toast).not.toHaveBeenCalled();
  });

  it("restores saved inputs when there is no link, dropping keys the calculator does not have", async () => {
    window.localStorage.setItem(
      SAVED_KEY,
      JSON.stringify({
        savedAt: "2026-11-01T09:00:00.000Z",
        inputs: { distance: "42", stray: "x" },
      }),
    );
    const view = open("/calculators/fuel-cost");
    await waitFor(() => expect(view.state.inputs.distance).toBe("42"));
    expect(view.state.inputs).not.toHaveProperty("stray");
    expect(view.state.calculated).toBeNull();
  });

  it("puts the inputs in the address after a calculation, and keeps the last result when the next is invalid", async () => {
    const view = open("/calculators/fuel-cost");
    act(() => {
      view.state.setInput("distance", "100");
      view.state.setInput("fuelEconomy", "50");
      view.state.setInput("fuelPrice", "6");
    });
    act(() => void view.state.calculate());
    const address = () => new URLSearchParams(window.location.search);
    await waitFor(() => expect(address().get("distance")).toBe("100"));
    expect(address().get("v")).toBe("1");
    expect(window.location.pathname).toBe("/calculators/fuel-cost");

    act(() => view.state.setInput("fuelPrice", "0"));
    act(() => void view.state.calculate());
    await waitFor(() =>
      expect(view.state.error).toEqual({
        message: "Please enter valid distance, fuel economy, and price.",
        field: "fuelPrice",
      }),
    );
    expect(toast).toHaveBeenCalledWith({
      title: "Invalid Input",
      description: "Please enter valid distance, fuel economy, and price.",
      variant: "destructive",
    });
    expect(view.state.calculated?.result.estimatedFuelCost).toBe(12);
  });

  it("saves the inputs, then Reset clears them, the result and the saved copy", async () => {
    const view = open("/calculators/fuel-cost?v=1&distance=100&fuelEconomy=50&fuelPrice=6");
    await waitFor(() => expect(view.state.calculated).not.toBeNull());
    act(() => view.state.save());
    expect(JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? "{}").inputs).toMatchObject({
      distance: "100",
    });
    expect(toast).toHaveBeenLastCalledWith({
      title: "Saved",
      description: "Your inputs have been saved.",
    });

    act(() => view.state.reset());
    expect(window.localStorage.getItem(SAVED_KEY)).toBeNull();
    expect(view.state.calculated).toBeNull();
    expect(view.state.inputs.distance).toBe("");
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/calculators/fuel-cost");
    expect(toast).toHaveBeenLastCalledWith({
      title: "Reset Complete",
      description: "All inputs have been cleared.",
    });
  });

  it("reports a save the browser refused, and keeps the inputs on the page", async () => {
    const storage = window.localStorage;
    const full = Object.create(storage, {
      setItem: {
        value: () => {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        },
      },
    });
    vi.spyOn(window, "localStorage", "get").mockReturnValue(full);
    const view = open("/calculators/fuel-cost");
    act(() => view.state.setInput("distance", "100"));
    act(() => view.state.save());
    expect(toast).toHaveBeenLastCalledWith({
      title: "Could not save",
      description: "Your browser did not allow saving. Your inputs are still on the page.",
      variant: "destructive",
    });
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Saved" }));
    expect(view.state.inputs.distance).toBe("100");
  });
});

/** On load: a shared link, then what was typed before the code started, then saved inputs, then defaults. */
describe("the order in which a calculator page takes its inputs", () => {
  const LINK = "/calculators/fuel-cost?v=1&distance=100&fuelEconomy=50&fuelPrice=6";

  it("a shared link wins over saved inputs, even for the fields it leaves out", async () => {
    save({ distance: "42", fuelEconomy: "40", fuelPrice: "9", tripMode: "round-trip" });
    const view = open(LINK);
    // One way, as the link's defaults say: 100 miles at 50 mpg and £6.00 a gallon, £12.00.
    await waitFor(() => expect(view.state.calculated?.result.estimatedFuelCost).toBe(12));
    expect(view.state.inputs).toMatchObject({
      distance: "100",
      fuelEconomy: "50",
      fuelPrice: "6",
      tripMode: "one-way",
    });
  });

  it("a shared link wins over what was typed before the code started", async () => {
    const view = open(LINK, { distance: "7" });
    await waitFor(() => expect(view.state.calculated).not.toBeNull());
    expect(view.state.inputs.distance).toBe("100");
  });

  it("what was typed before the code started wins over saved inputs, which fill the rest", async () => {
    save({ distance: "42", fuelPrice: "9" });
    const view = open("/calculators/fuel-cost", { distance: "100" });
    await waitFor(() => expect(view.state.inputs.distance).toBe("100"));
    expect(view.state.inputs.fuelPrice).toBe("9");
    expect(view.state.inputs.fuelEconomy).toBe("");
    expect(view.state.calculated).toBeNull();
  });

  it("typed values equal to the defaults do not hide saved ones", async () => {
    save({ tripMode: "round-trip" });
    const view = open("/calculators/fuel-cost", { tripMode: "one-way" });
    await waitFor(() => expect(view.state.inputs.tripMode).toBe("round-trip"));
  });
});
