// @vitest-environment happy-dom
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastMessage } from "~/site/toast";

// Limits only bound how long a failure takes to report, generous for a busy machine: the tests wait
// for what they look for, never for time (as contact-form.test.tsx).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/**
 * The toasts the page asks for: how the toaster shows them, in a root of its own that outlives a
 * test, is toast.test.tsx's to check.
 */
const toasts: ToastMessage[] = [];
vi.mock("~/site/toast", () => ({
  toast: (message: ToastMessage) => void toasts.push(message),
}));

/**
 * The fuel cost calculator's page as a visitor meets it: its fields, buttons, results, messages
 * and toasts. Each test loads the page and the toaster afresh, as a new page load would: the
 * toaster mounts once per page.
 */
async function open(url: string) {
  vi.resetModules();
  const [{ calculatorIsland }, { definition }] = await Promise.all([
    import("./calculator-island"),
    import("~/calculators/fuel-cost/definition"),
  ]);
  // Each load of the engine is kept, so a test can wait until the page has taken in its code.
  const Calculator = calculatorIsland({
    ...definition,
    engine: () => {
      const load = definition.engine();
      engineLoads.push(load);
      return load;
    },
  });
  window.history.replaceState(null, "", url);
  render(<Calculator />);
  // The buttons that need the page's code are enabled in the render that reads its inputs.
  await waitFor(() => expect(button("Save").disabled).toBe(false));
}

const engineLoads: Promise<unknown>[] = [];
/** Every load of the engine asked for so far has landed, and the page has done what it does with it. */
const codeHere = () =>
  act(async () => {
    await Promise.all(engineLoads);
  });

const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });
const field = (name: RegExp) => screen.getByRole<HTMLInputElement>("textbox", { name });
const type = (values: Record<string, string>) => {
  const labels: Record<string, RegExp> = {
    distance: /^Distance/,
    fuelEconomy: /^Fuel economy/,
    fuelPrice: /^Fuel price/,
  };
  for (const [key, value] of Object.entries(values))
    fireEvent.change(field(labels[key]!), { target: { value } });
};
const results = () => within(screen.getByRole("region", { name: "Your results" }));
/** A toast's title and description, once shown. */
const toastSaying = (title: string, description: string) =>
  waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ title, description })));
const address = () => new URLSearchParams(window.location.search);

const PAGE = "/calculators/fuel-cost";
/** 100 miles at 50 mpg and £6.00 a gallon: 2 gallons, £12.00, 12p a mile. */
const TRIP = { distance: "100", fuelEconomy: "50", fuelPrice: "6" };
const LINK = `${PAGE}?v=1&distance=100&fuelEconomy=50&fuelPrice=6`;
const PROMPT =
  "Enter your distance, fuel economy and fuel price and click Calculate to see results.";
const STALE =
  "These results are for the figures you had before your last change. Press Calculate to update them.";
const INVALID = "Please enter valid distance, fuel economy, and price.";
const SAVED_KEY = "costwise:fuel-cost:inputs";
const save = (inputs: Record<string, string>) =>
  window.localStorage.setItem(
    SAVED_KEY,
    JSON.stringify({ savedAt: "2026-11-01T09:00:00.000Z", inputs }),
  );

beforeEach(() => {
  window.localStorage.clear();
  toasts.length = 0;
  engineLoads.length = 0;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a calculator page", () => {
  it("opens with empty fields, the prompt and its buttons", async () => {
    await open(PAGE);
    expect(field(/^Distance/).value).toBe("");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "One journey" }).checked).toBe(true);
    expect(results().getByText(PROMPT)).toBeTruthy();
    for (const name of ["Calculate", "Save", "Reset", "Download PDF"])
      expect(button(name).disabled).toBe(false);
  });

  it("shows a result on Calculate, puts the figures in the address and moves the focus to it", async () => {
    await open(PAGE);
    type(TRIP);
    fireEvent.click(button("Calculate"));
    expect(await results().findByText("£12.00")).toBeTruthy();
    expect(results().getByText("Fuel cost of the journey")).toBeTruthy();
    expect(results().getByText("£0.120")).toBeTruthy();
    expect(results().getByText("Results updated. Fuel cost of the journey: £12.00")).toBeTruthy();
    // The focus moves in an effect, which React may run a moment after the result is drawn.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Your results"));
    expect(window.location.pathname).toBe(PAGE);
    expect(address().get("v")).toBe("1");
    expect(address().get("distance")).toBe("100");
    expect(address().get("fuelPrice")).toBe("6");
  });

  it("flags a result from older figures, and keeps it when the new ones give none, with the message", async () => {
    await open(LINK);
    await results().findByText("£12.00");
    type({ fuelPrice: "0" });
    expect(results().getByText(STALE)).toBeTruthy();
    fireEvent.click(button("Calculate"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`Invalid Input${INVALID}`);
    await toastSaying("Invalid Input", INVALID);
    expect(results().getByText("£12.00")).toBeTruthy();
    expect(results().getByText(STALE)).toBeTruthy();
    // The field itself says so too.
    expect(field(/^Fuel price/).getAttribute("aria-invalid")).toBe("true");
  });

  it("opened from a link: fills the form and shows its result, without a toast or a new address", async () => {
    save({ distance: "42", tripMode: "daily" });
    await open(LINK);
    expect(await results().findByText("£12.00")).toBeTruthy();
    // The link wins over the saved inputs, even for the fields it leaves out.
    expect(field(/^Distance/).value).toBe("100");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "One journey" }).checked).toBe(true);
    expect(`${window.location.pathname}${window.location.search}`).toBe(LINK);
    expect(results().queryByText(STALE)).toBeNull();
    // A toast sent as the link was read would come before this one.
    fireEvent.click(button("Save"));
    await toastSaying("Saved", "Your inputs have been saved.");
    expect(toasts).toHaveLength(1);
  });

  it("opened from a link without a figure it needs: filled in, nothing marked invalid, no alert or toast, the prompt; Calculate then says it", async () => {
    await open(`${PAGE}?v=1&distance=100&fuelEconomy=50`);
    await codeHere();
    expect(field(/^Distance/).value).toBe("100");
    expect(field(/^Fuel economy/).value).toBe("50");
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(screen.queryByText(INVALID)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toasts).toEqual([]);
    expect(results().getByText(PROMPT)).toBeTruthy();
    // The field waits with its hint only; the visitor's Calculate gives the usual messages.
    fireEvent.click(button("Calculate"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`Invalid Input${INVALID}`);
    await toastSaying("Invalid Input", INVALID);
    expect(field(/^Fuel price/).getAttribute("aria-invalid")).toBe("true");
    expect(results().getByText(PROMPT)).toBeTruthy();
  });

  it("a Calculate pressed before its code started, sent by the browser as a link, gives the usual messages", async () => {
    await open(`${PAGE}?v=1&distance=100&fuelEconomy=50&calculate=`);
    await codeHere();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`Invalid Input${INVALID}`);
    await toastSaying("Invalid Input", INVALID);
    expect(field(/^Fuel price/).getAttribute("aria-invalid")).toBe("true");
  });

  it("opens with the saved inputs and no result when there is no link", async () => {
    save({ distance: "42", stray: "x" });
    await open(PAGE);
    expect(field(/^Distance/).value).toBe("42");
    expect(results().getByText(PROMPT)).toBeTruthy();
  });

  it("saves the inputs, then Reset clears them, the result, the saved copy and the address", async () => {
    await open(LINK);
    await results().findByText("£12.00");
    fireEvent.click(button("Save"));
    await toastSaying("Saved", "Your inputs have been saved.");
    expect(JSON.parse(window.localStorage.getItem(SAVED_KEY)!).inputs).toMatchObject(TRIP);

    fireEvent.click(button("Reset"));
    await toastSaying("Reset Complete", "All inputs have been cleared.");
    expect(field(/^Distance/).value).toBe("");
    expect(results().getByText(PROMPT)).toBeTruthy();
    expect(results().queryByText("£12.00")).toBeNull();
    expect(window.localStorage.getItem(SAVED_KEY)).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe(PAGE);
  });

  it("says when the browser refuses to save, and keeps the inputs on the page", async () => {
    const full = Object.create(window.localStorage, {
      setItem: {
        value: () => {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        },
      },
    });
    vi.spyOn(window, "localStorage", "get").mockReturnValue(full);
    await open(PAGE);
    type({ distance: "100" });
    fireEvent.click(button("Save"));
    await toastSaying(
      "Could not save",
      "Your browser did not allow saving. Your inputs are still on the page.",
    );
    expect(screen.queryByText("Saved", { selector: "[data-title]" })).toBeNull();
    expect(field(/^Distance/).value).toBe("100");
  });
});

describe("comparing on a calculator page", () => {
  const columns = () =>
    Object.fromEntries(
      ["a", "b", "difference"].map((scenario) => [
        scenario,
        document.querySelector(`[data-scenario="${scenario}"] [data-result="estimatedFuelCost"]`)
          ?.textContent,
      ]),
    );

  it("keeps the result as A, works out B beside it, and stops", async () => {
    await open(LINK);
    fireEvent.click(await results().findByRole("button", { name: "Compare with other figures" }));
    expect(await results().findByRole("heading", { name: "Comparing A and B" })).toBeTruthy();
    expect(
      results().getByText(
        "A keeps the result you had. Change any figures above and press Calculate to work out B beside it.",
      ),
    ).toBeTruthy();
    expect(address().get("a.distance")).toBe("100");

    // 200 miles at 50 mpg and £6.00 a gallon: £24.00, £12.00 more than A.
    type({ distance: "200" });
    fireEvent.click(button("Calculate"));
    await waitFor(() =>
      expect(columns()).toEqual({ a: "£12.00", b: "£24.00", difference: "+£12.00" }),
    );
    expect(
      results().getByText(
        "A is the result you kept; B is the one for the figures in the form. The difference is B minus A, from the figures as shown.",
      ),
    ).toBeTruthy();
    expect(address().get("distance")).toBe("200");
    expect(address().get("a.distance")).toBe("100");

    fireEvent.click(results().getByRole("button", { name: "Stop comparing" }));
    expect(results().queryByRole("heading", { name: "Comparing A and B" })).toBeNull();
    expect(results().getByText("£24.00")).toBeTruthy();
    expect(address().get("distance")).toBe("200");
    expect(address().has("a.distance")).toBe(false);
  });

  it("opens a comparison's link with A and B side by side", async () => {
    await open(
      `${PAGE}?v=1&distance=200&fuelEconomy=50&fuelPrice=6&a.distance=100&a.fuelEconomy=50&a.fuelPrice=6`,
    );
    await waitFor(() =>
      expect(columns()).toEqual({ a: "£12.00", b: "£24.00", difference: "+£12.00" }),
    );
    expect(field(/^Distance/).value).toBe("200");
  });

  it("Reset ends the comparison", async () => {
    await open(
      `${PAGE}?v=1&distance=200&fuelEconomy=50&fuelPrice=6&a.distance=100&a.fuelEconomy=50&a.fuelPrice=6`,
    );
    await results().findByRole("heading", { name: "Comparing A and B" });
    fireEvent.click(button("Reset"));
    expect(results().getByText(PROMPT)).toBeTruthy();
    type(TRIP);
    fireEvent.click(button("Calculate"));
    await results().findByText("£12.00");
    expect(results().queryByRole("heading", { name: "Comparing A and B" })).toBeNull();
  });
});
