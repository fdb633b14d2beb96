// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fuelCost } from "~/calculators/fuel-cost/definition";
import { toast } from "~/site/toast";
import { useCalculator } from "./use-calculator";

vi.mock("~/site/toast", () => ({ toast: vi.fn() }));

/** Renders the fuel calculator's state at `url` and returns a live view of it and of the address. */
function open(url: string) {
  const view = { state: undefined as unknown as ReturnType<typeof useFuel>, search: "" };
  function Harness() {
    view.state = useFuel();
    view.search = useLocation().search;
    return null;
  }
  const Stub = createRoutesStub([{ path: "/calculators/fuel-cost", Component: Harness }]);
  render(<Stub initialEntries={[url]} />);
  return view;
}
const useFuel = () => useCalculator(fuelCost);

const SAVED_KEY = "costwise:fuel-cost:inputs";

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(toast).mockClear();
});
afterEach(cleanup);

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
    await waitFor(() => expect(new URLSearchParams(view.search).get("distance")).toBe("100"));
    expect(new URLSearchParams(view.search).get("v")).toBe("1");

    act(() => view.state.setInput("fuelPrice", "0"));
    act(() => void view.state.calculate());
    expect(view.state.error).toEqual({
      message: "Please enter valid distance, fuel economy, and price.",
      field: "fuelPrice",
    });
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
    await waitFor(() => expect(view.search).toBe(""));
    expect(toast).toHaveBeenLastCalledWith({
      title: "Reset Complete",
      description: "All inputs have been cleared.",
    });
  });
});
