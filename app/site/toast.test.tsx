// @vitest-environment happy-dom
import { act, cleanup, configure, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Limits only bound how long a failure takes to report, generous for a busy machine: the tests wait
// for what they look for, never for time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// The toaster is mounted once per page, so each test loads the module afresh, as a new page would.
let Toasts: typeof import("./toast").Toasts;
let toast: typeof import("./toast").toast;
beforeEach(async () => {
  vi.resetModules();
  ({ Toasts, toast } = await import("./toast"));
});
afterEach(cleanup);

/** The toast's kind, as sonner marks it on the toast's element. */
const kindOf = (text: string) =>
  screen.getByText(text).closest("[data-type]")?.getAttribute("data-type");

describe("toasts", () => {
  it("mount nothing until the first message, then show its title and description", async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe("");
    // Not awaited inside act: the message waits for the toaster, which mounts once act lets React render.
    act(() => void toast({ title: "Saved", description: "Your inputs have been saved." }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.getByText("Your inputs have been saved.")).toBeTruthy();
    expect(kindOf("Saved")).toBe("success");
  });

  it("show a destructive message as an error", async () => {
    render(<Toasts />);
    act(
      () =>
        void toast({
          title: "Invalid Input",
          description: "Please enter a valid distance.",
          variant: "destructive",
        }),
    );
    expect(await screen.findByText("Invalid Input")).toBeTruthy();
    expect(kindOf("Invalid Input")).toBe("error");
    expect(screen.getByText("Please enter a valid distance.")).toBeTruthy();
  });

  it("hide a message the page already says from screen readers, and leave out its close button", async () => {
    // Texts no other test here uses: sonner keeps its toasts from one test to the next.
    render(<Toasts />);
    act(() => void toast({ title: "Shared!", description: "Thank you for sharing." }));
    act(
      () =>
        void toast({
          title: "Missing Information",
          description: "Please fill in all fields.",
          variant: "destructive",
          announced: false,
        }),
    );
    const hidden = (text: string) => screen.getByText(text).closest('[aria-hidden="true"]');
    expect(await screen.findByText("Missing Information")).toBeTruthy();
    expect(hidden("Missing Information")).not.toBeNull();
    expect(hidden("Please fill in all fields.")).not.toBeNull();
    expect(hidden("Shared!")).toBeNull();
    expect(hidden("Thank you for sharing.")).toBeNull();
    // sonner's toaster is the live region; only the announced toast has a close button.
    expect(screen.getByText("Shared!").closest("[aria-live]")?.getAttribute("aria-live")).toBe(
      "polite",
    );
    const closes = (text: string) =>
      screen.getByText(text).closest("li")?.querySelector('button[aria-label="Close toast"]');
    expect(closes("Shared!")).not.toBeNull();
    expect(closes("Missing Information")).toBeNull();
  });
});
