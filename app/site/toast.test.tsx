// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The toaster is mounted once per page, so each test loads the module afresh, as a new page would.
let toast: typeof import("./toast").toast;
beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = "";
  ({ toast } = await import("./toast"));
});

/** The toast's kind, as sonner marks it on the toast's element. */
const kindOf = (text: string) =>
  screen.getByText(text).closest("[data-type]")?.getAttribute("data-type");

describe("toasts", () => {
  it("mount nothing until the first message, then show its title and description", async () => {
    expect(document.body.innerHTML).toBe("");
    void toast({ title: "Saved", description: "Your inputs have been saved." });
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.getByText("Your inputs have been saved.")).toBeTruthy();
    expect(kindOf("Saved")).toBe("success");
  });

  it("show a destructive message as an error", async () => {
    void toast({
      title: "Invalid Input",
      description: "Please enter a valid distance.",
      variant: "destructive",
    });
    expect(await screen.findByText("Invalid Input")).toBeTruthy();
    expect(kindOf("Invalid Input")).toBe("error");
    expect(screen.getByText("Please enter a valid distance.")).toBeTruthy();
  });
});
